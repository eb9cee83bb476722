import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@padel/platform/testing';
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
});
