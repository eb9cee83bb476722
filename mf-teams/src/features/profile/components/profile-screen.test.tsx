import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@padel/contracts';
import { fakeApi, holdRequests, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { ProfileScreen } from './profile-screen';
import { expectNoEnglishText } from '../../../../test/arabic';

const me = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: me,
    full_name: 'Omar Haddad',
    email: 'omar@padel.local',
    language: 'en',
    registered_player: true,
    role: 'player',
    country: 'Jordan',
    ranking: 4,
    points: 1520,
    wins: 21,
    losses: 9,
    matches_played: 30,
    titles_won: 2,
    strong_hand: 'right',
    court_side: null,
    height: '181 cm',
    photo_url: null,
    ...overrides,
  };
}

async function renderProfile(routes: Parameters<typeof fakeApi>[0], language: 'en' | 'ar' = 'en') {
  const api = fakeApi(routes);
  const rendered = renderWithPlatform(<ProfileScreen />, { auth: signedIn(me, 'omar@padel.local'), language });
  await screen.findByRole('form', { name: language === 'ar' ? 'تعديل الملف الشخصي' : 'Edit Profile' });
  return { api, ...rendered };
}

describe('Profile screen', () => {
  test('when the profile loads, then the form is filled and the full name is disabled', async () => {
    await renderProfile({ 'GET /api/profile/me': { body: profile() } });

    const fullName = screen.getByLabelText('Full Name') as HTMLInputElement;
    expect(fullName.value).toBe('Omar Haddad');
    expect(fullName.disabled).toBe(true);
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Jordan');
    expect((screen.getByLabelText('Strong Hand') as HTMLSelectElement).value).toBe('right');
    expect((screen.getByLabelText('Court Side') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Height') as HTMLInputElement).value).toBe('181 cm');
  });

  test('when the profile loads, then Account Details shows email, account type, points, wins and losses', async () => {
    await renderProfile({ 'GET /api/profile/me': { body: profile({ role: 'partner' }) } });

    const text = screen.getAllByRole('term').map((term) => `${term.textContent}=${term.nextSibling?.textContent}`);
    expect(text).toEqual(['Email=omar@padel.local', 'Account Type=Partner', 'Points=1,520', 'Wins=21', 'Losses=9']);
  });

  test('when the stored country has one letter, then Country must be at least 2 characters and nothing is sent', async () => {
    // An older profile's value stays a choice of its own in the country list (decision 195).
    const { api } = await renderProfile({ 'GET /api/profile/me': { body: profile({ country: 'J' }) } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Country must be at least 2 characters')).toBeTruthy();
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH /api/profile/me')).toHaveLength(0);
  });

  test('when the form is saved, then only the editable fields are sent and Profile Updated is toasted', async () => {
    const { api, toasts } = await renderProfile({
      'GET /api/profile/me': { body: profile() },
      'PATCH /api/profile/me': { body: { message: 'Profile updated', profile: profile({ country: '', court_side: 'left' }) } },
    });

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Court Side'), { target: { value: 'left' } });
    fireEvent.change(screen.getByLabelText('Strong Hand'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });

    await waitFor(() => {
      expect(api.callsTo('PATCH /api/profile/me').map((call) => call.body)).toEqual([
        { country: '', strong_hand: null, court_side: 'left', height: '181 cm' },
      ]);
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Profile Updated',
        description: 'Your profile has been updated successfully.',
      });
      expect(api.callsTo('GET /api/profile/me').length).toBeGreaterThanOrEqual(2);
    });
  });

  test('when saving fails, then an Error toast shows the server message', async () => {
    const { toasts } = await renderProfile({
      'GET /api/profile/me': { body: profile() },
      'PATCH /api/profile/me': { status: 400, body: { error: 'Must be left or right' } },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Must be left or right', variant: 'destructive' });
    });
  });

  test('when the profile cannot be fetched, then the error is shown with Try again', async () => {
    fakeApi({ 'GET /api/profile/me': { status: 503, body: { error: 'Players service unavailable' } } });
    renderWithPlatform(<ProfileScreen />, { auth: signedIn(me) });

    expect(await screen.findByText('Players service unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Profile screen, loading, retry and saving', () => {
  test('when the profile is still loading, then Loading your profile is shown', async () => {
    fakeApi({ 'GET /api/profile/me': { body: profile() } });
    const { release } = holdRequests((url) => url.endsWith('/profile/me'));
    renderWithPlatform(<ProfileScreen />, { auth: signedIn(me) });

    expect(screen.getByRole('status').textContent).toBe('Loading your profile');
    await release();
    expect(await screen.findByRole('form', { name: 'Edit Profile' })).toBeTruthy();
  });

  test('when Try again is clicked after the profile failed, then it is fetched again and the form shows', async () => {
    const api = fakeApi({ 'GET /api/profile/me': { status: 503, body: { error: 'Players service unavailable' } } });
    renderWithPlatform(<ProfileScreen />, { auth: signedIn(me) });
    await screen.findByText('Players service unavailable');

    api.route('GET /api/profile/me', { body: profile() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('form', { name: 'Edit Profile' })).toBeTruthy();
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Jordan');
  });

  test('when a country error is corrected and saved, then the error goes and the change is sent', async () => {
    const { api } = await renderProfile({
      'GET /api/profile/me': { body: profile({ country: 'Q' }) },
      'PATCH /api/profile/me': { body: { message: 'Profile updated', profile: profile({ country: 'Qatar' }) } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Country must be at least 2 characters');

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Qatar' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });

    await waitFor(() => {
      expect(api.callsTo('PATCH /api/profile/me').map((call) => call.body)).toEqual([
        { country: 'Qatar', strong_hand: 'right', court_side: null, height: '181 cm' },
      ]);
      expect(screen.queryByText('Country must be at least 2 characters')).toBeNull();
      expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBeNull();
    });
  });

  test('when the profile is being saved, then Save Changes says Saving... and is disabled until the answer', async () => {
    await renderProfile({
      'GET /api/profile/me': { body: profile() },
      'PATCH /api/profile/me': { body: { message: 'Profile updated', profile: profile() } },
    });
    const { release } = holdRequests((url, method) => method === 'PATCH');

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await release();
    await screen.findByRole('button', { name: 'Save Changes' });
  });

  test('when the form opens, then Strong Hand and Court Side offer Not set, Left and Right', async () => {
    await renderProfile({ 'GET /api/profile/me': { body: profile() } });

    for (const label of ['Strong Hand', 'Court Side']) {
      const options = within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => `${option.getAttribute('value')}=${option.textContent}`);
      expect(options).toEqual(['=Not set', 'left=Left', 'right=Right']);
    }
    expect(within(screen.getByLabelText('Country')).getAllByRole('option')[0]?.textContent).toBe('Choose a country');
    expect(screen.getByLabelText('Height').getAttribute('placeholder')).toBe('180 cm');
  });
});

describe('Profile screen in Arabic', () => {
  test('when the profile loads in Arabic, then the form and Account Details are in Arabic, numbers with Western digits', async () => {
    const { container } = await renderProfile({ 'GET /api/profile/me': { body: profile({ role: 'partner' }) } }, 'ar');

    const text = screen.getAllByRole('term').map((term) => `${term.textContent}=${term.nextSibling?.textContent}`);
    expect(text).toEqual(['البريد الإلكتروني=omar@padel.local', 'نوع الحساب=شريك', 'النقاط=1,520', 'الانتصارات=21', 'الهزائم=9']);
    expect(screen.getByRole('heading', { name: 'تفاصيل الحساب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeTruthy();
    expectNoEnglishText(container);
  });

  test('when the stored country has one letter in Arabic, then the validation message is in Arabic', async () => {
    await renderProfile({ 'GET /api/profile/me': { body: profile({ country: 'J' }) } }, 'ar');

    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    expect(await screen.findByText('يجب أن يتكوّن اسم الدولة من حرفين على الأقل')).toBeTruthy();
  });

  test('when the form is saved in Arabic, then Profile Updated is toasted in Arabic', async () => {
    const { toasts } = await renderProfile(
      {
        'GET /api/profile/me': { body: profile() },
        'PATCH /api/profile/me': { body: { message: 'Your profile has been updated successfully.', profile: profile() } },
      },
      'ar',
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'تم تحديث الملف الشخصي', description: 'حُفظت بياناتك بنجاح.' });
    });
  });
});
