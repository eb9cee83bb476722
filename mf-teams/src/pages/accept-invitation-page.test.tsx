import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Team } from '@padel/contracts';
import { fakeApi, holdRequests, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { REDIRECT_AFTER_ACCEPT_MS } from '../features/accept';
import { AcceptInvitationPage } from './accept-invitation-page';
import { expectNoEnglishText } from '../../test/arabic';

const me = '00000000-0000-4000-8000-0000000000a1';
const inviter = '00000000-0000-4000-8000-0000000000a2';
const team: Team = { id: 'team-9', player1: inviter, player2: me, status: 'confirmed', player1_profile: null, player2_profile: null };

function renderAt(url: string, auth = signedIn(me), language: 'en' | 'ar' = 'en') {
  return renderWithPlatform(
    <Routes>
      <Route path="/accept" element={<AcceptInvitationPage />} />
      <Route path="/my-teams" element={<h1>My Teams page</h1>} />
    </Routes>,
    { auth, url, language },
  );
}

describe('Accept invitation page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('when the URL has no token, then Invalid Invitation explains it and offers the way on: My Teams or Home', () => {
    renderAt('/accept');

    expect(screen.getByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('No invitation token found in URL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Teams' }).getAttribute('href')).toBe('/my-teams');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  test('when signed out with a token, then Sign In Required offers a way home and a sign-in', () => {
    renderAt('/accept?token=abc', { status: 'signed-out' });

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  test('when accepted, then Team Confirmed shows, Team Confirmed! is toasted and My Teams opens after 2 seconds', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ 'POST /api/team-invitations/accept': { body: { message: 'Your team is confirmed.', team } } });
    const { toasts } = renderAt('/accept?token=tok-123');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    });

    expect(api.callsTo('POST /api/team-invitations/accept').map((call) => call.body)).toEqual([{ token: 'tok-123' }]);
    expect(screen.getByRole('heading', { name: 'Team Confirmed' })).toBeTruthy();
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Team Confirmed!', description: 'Your team is confirmed.' });

    act(() => {
      jest.advanceTimersByTime(REDIRECT_AFTER_ACCEPT_MS - 1);
    });
    expect(screen.queryByRole('heading', { name: 'My Teams page' })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'My Teams page' })).toBeTruthy();
    expect(REDIRECT_AFTER_ACCEPT_MS).toBe(2000);
  });

  test('when accepting fails, then the server message is shown and toasted, and the button stays for another try', async () => {
    fakeApi({ 'POST /api/team-invitations/accept': { status: 403, body: { error: 'This invitation is for another player' } } });
    const { toasts } = renderAt('/accept?token=tok-123');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    });

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('This invitation is for another player');
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'This invitation is for another player',
        variant: 'destructive',
      });
      expect((screen.getByRole('button', { name: 'Accept Invitation' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });

  test('when the invitation has expired, then the page and the toast say so', async () => {
    fakeApi({ 'POST /api/team-invitations/accept': { status: 409, body: { error: 'This invitation has expired' } } });
    const { toasts } = renderAt('/accept?token=tok-expired');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    });

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('This invitation has expired');
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'This invitation has expired', variant: 'destructive' });
    });
    expect(screen.getByRole('link', { name: 'Go to My Teams' }).getAttribute('href')).toBe('/my-teams');
  });

  test('when the server gives an empty error text, then the status and body are shown (SPEC §8)', async () => {
    fakeApi({ 'POST /api/team-invitations/accept': { status: 500, body: { error: '' } } });
    renderAt('/accept?token=tok-123');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    });

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('500: {"error":""}');
    });
  });
});

describe('Accept invitation page, waiting', () => {
  test('when the session is still being restored, then Checking your session is shown before anything else', () => {
    renderAt('/accept?token=abc', { status: 'loading' });

    expect(screen.getByRole('status').textContent).toBe('Checking your session');
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  test('when the acceptance is under way, then the button says Accepting... and is disabled', async () => {
    fakeApi({ 'POST /api/team-invitations/accept': { body: { message: 'Your team is confirmed.', team } } });
    const { release } = holdRequests((url) => url.endsWith('/accept'));
    renderAt('/accept?token=tok-123');

    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    const accepting = await screen.findByRole('button', { name: 'Accepting...' });
    expect((accepting as HTMLButtonElement).disabled).toBe(true);
    await release();
    expect(await screen.findByRole('heading', { name: 'Team Confirmed' })).toBeTruthy();
  });
});

describe('Accept invitation page in Arabic', () => {
  test('when the URL has no token, then Invalid Invitation and the page title are in Arabic', () => {
    const { container } = renderAt('/accept', signedIn(me), 'ar');

    expect(screen.getByRole('heading', { name: 'دعوة غير صالحة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى «فرقي»' }).getAttribute('href')).toBe('/my-teams');
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/');
    expect(document.title).toMatch(/^قبول الدعوة · /);
    expectNoEnglishText(container);
  });

  test('when signed out, then Sign In Required and its buttons are in Arabic', () => {
    const { container } = renderAt('/accept?token=abc', { status: 'signed-out' }, 'ar');

    expect(screen.getByRole('heading', { name: 'يلزم تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeTruthy();
    expectNoEnglishText(container);
  });

  test('when accepted, then the confirmation, its toast and the move to My Teams are said in Arabic', async () => {
    fakeApi({ 'POST /api/team-invitations/accept': { body: { message: 'Invitation accepted', team } } });
    const { container, toasts } = renderAt('/accept?token=tok-123', signedIn(me), 'ar');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'قبول الدعوة' }));
    });

    expect(screen.getByRole('heading', { name: 'تم تأكيد الفريق' })).toBeTruthy();
    expect(screen.getByText('قُبلت الدعوة وأصبح فريقكما مؤكَّداً. جارٍ نقلك إلى «فرقي»...')).toBeTruthy();
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'تم تأكيد الفريق!', description: 'قُبلت الدعوة وأصبح فريقكما مؤكَّداً.' });
    expectNoEnglishText(container);
  });

  test('when accepting fails with an English server text, then the page and the toast say it in Arabic', async () => {
    fakeApi({ 'POST /api/team-invitations/accept': { status: 403, body: { error: 'This invitation is for another player' } } });
    const { toasts } = renderAt('/accept?token=tok-123', signedIn(me), 'ar');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'قبول الدعوة' }));
    });

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('تعذّر قبول الدعوة');
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'خطأ', description: 'تعذّر قبول الدعوة', variant: 'destructive' });
    });
  });
});
