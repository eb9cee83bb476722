import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('when the site is in English, then it offers العربية (in Arabic) and pressing it switches the language', () => {
    const { language } = renderWithPlatform(<LanguageSwitch />, { auth: { status: 'signed-out' } });
    const button = screen.getByRole('button', { name: 'العربية' });

    expect(button.getAttribute('lang')).toBe('ar');
    fireEvent.click(button);

    expect(language.getSnapshot()).toBe('ar');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
  });

  it('when a signed-in player switches to Arabic, then the profile is told to mail them in Arabic', async () => {
    const api = fakeApi({ 'PATCH /api/profile/me': { body: { message: 'Profile updated' } } });
    renderWithPlatform(<LanguageSwitch />, { auth: signedIn('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02') });

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/profile/me')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/profile/me')[0]?.body).toEqual({ language: 'ar' });
  });

  it('when nobody is signed in, then switching sends nothing', () => {
    const api = fakeApi({});
    renderWithPlatform(<LanguageSwitch />, { auth: { status: 'signed-out' } });

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));

    expect(api.calls).toHaveLength(0);
  });
});
