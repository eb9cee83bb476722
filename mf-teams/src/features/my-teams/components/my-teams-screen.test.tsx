import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { keyMatches, searchKeyOf, type Invitation, type Player, type SentInvitation, type Team } from '@padel/contracts';
import { createQueryClient } from '@padel/platform';
import { fakeApi, holdRequests, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { listPage } from '@padel/api/testing';
import { MyTeamsScreen } from './my-teams-screen';
import { player } from '../../../../test/fixtures';
import { expectNoEnglishText } from '../../../../test/arabic';

/** A page as GET /api/teams/me, /api/team-invitations/me and /sent answer it (decision 194). */
const asPage = <T,>(items: T[]) => ({ body: listPage(items) });

const me = '00000000-0000-4000-8000-00000000000a';
const partnerId = '00000000-0000-4000-8000-00000000000b';
const inviterId = '00000000-0000-4000-8000-00000000000c';
const laylaId = '00000000-0000-4000-8000-00000000000d';
const khalidId = '00000000-0000-4000-8000-00000000000e';

const players: Player[] = [
  player(me, 'Me Myself'),
  player(partnerId, 'Paula Partner'),
  player(inviterId, 'Ivan Inviter'),
  player(laylaId, 'Layla Farouk', { country: 'Egypt', strong_hand: 'left', court_side: 'right' }),
  player(khalidId, 'Khalid Rahman', { country: 'Saudi Arabia', strong_hand: 'right', court_side: 'left' }),
];

const team: Team = {
  id: 'team-1',
  player1: partnerId,
  player2: me,
  status: 'confirmed',
  player1_profile: { id: partnerId, full_name: 'Paula Partner', email: 'paula@padel.test', country: 'Oman' },
  player2_profile: { id: me, full_name: 'Me Myself', email: 'me@padel.test' },
};

const invitation: Invitation = {
  id: 'inv-1',
  inviter: inviterId,
  invitee: me,
  invitee_email: null,
  token: 'secret-token',
  status: 'pending',
  inviter_profile: { id: inviterId, full_name: 'Ivan Inviter', email: 'ivan@padel.test' },
};

const sentToLayla: SentInvitation = {
  id: 'inv-sent-layla',
  inviter: me,
  invitee: laylaId,
  invitee_email: null,
  status: 'pending',
  inviter_profile: { id: me, full_name: 'Me Myself', email: 'me@padel.test' },
  invitee_profile: { id: laylaId, full_name: 'Layla Farouk', email: null },
  created_at: '2026-01-05T12:00:00.000Z',
};

const sentByEmail: SentInvitation = {
  id: 'inv-sent-email',
  inviter: me,
  invitee: null,
  invitee_email: 'friend@padel.test',
  status: 'pending',
  inviter_profile: { id: me, full_name: 'Me Myself', email: 'me@padel.test' },
  invitee_profile: null,
  created_at: '2026-02-14T12:00:00.000Z',
};

/**
 * GET /api/players with parameters as the players service answers it (decision 180), over `list` in its order: the
 * players whose name or country has a word starting with `q`, of `country` (any case), `strong_hand` and `court_side`,
 * a page of `limit` of them, and their total. (Leaving out the caller's partners and invitations is the service's
 * own test; this screen also leaves out those it knows of.)
 */
function playersServer(list: readonly Player[]) {
  return (call: { path: string }) => {
    const params = new URL(call.path, 'http://localhost').searchParams;
    const q = searchKeyOf(params.get('q') ?? '');
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 20);
    const matching = list.filter(
      (player) =>
        (keyMatches(searchKeyOf(player.full_name), q) || keyMatches(searchKeyOf(player.country ?? ''), q)) &&
        (!params.get('country') || player.country?.toLowerCase() === params.get('country')?.toLowerCase()) &&
        (!params.get('strong_hand') || player.strong_hand === params.get('strong_hand')) &&
        (!params.get('court_side') || player.court_side === params.get('court_side')),
    );
    return { body: { page, limit, total: matching.length, players: matching.slice((page - 1) * limit, page * limit) } };
  };
}

/** Waits until Browse Players has its first answer (the list, or the failure). */
const playersShown = () => waitFor(() => expect(screen.queryByText('Loading players')).toBeNull());

async function renderMyTeams(
  overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {},
  queryClient = createQueryClient(),
  url = '/my-teams',
) {
  const api = fakeApi({
    'GET /api/teams/me': asPage([team]),
    'GET /api/team-invitations/me': asPage([invitation]),
    'GET /api/team-invitations/sent': asPage([]),
    'GET /api/players': playersServer(players),
    ...overrides,
  });
  const rendered = renderWithPlatform(<MyTeamsScreen />, { auth: signedIn(me), queryClient, url });
  await screen.findByRole('heading', { name: 'Find a Partner' });
  await playersShown();
  return { api, ...rendered };
}

function namesOfCandidates(): string[] {
  return screen.queryAllByTestId('partner-candidate').map((row) => row.querySelector('strong')?.textContent ?? '');
}

describe('My Teams', () => {
  test('when an invitation is pending, then its inviter is shown with Accept', async () => {
    await renderMyTeams();

    const row = screen.getByTestId('pending-invitation');
    expect(within(row).getByText('Ivan Inviter')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Accept invitation from Ivan Inviter' })).toBeTruthy();
  });

  test('when the inviter has no profile, then the invitation says Unknown Player', async () => {
    await renderMyTeams({ 'GET /api/team-invitations/me': asPage([{ ...invitation, inviter_profile: null }]) });

    expect(within(screen.getByTestId('pending-invitation')).getByText('Unknown Player')).toBeTruthy();
  });

  test('when there are no pending invitations, then the section is not shown', async () => {
    await renderMyTeams({ 'GET /api/team-invitations/me': asPage([]) });

    expect(screen.queryByRole('heading', { name: 'Pending Invitations' })).toBeNull();
  });

  test('when Accept is clicked, then the token is posted, Invitation Processed is toasted and the lists are fetched again', async () => {
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations/accept': { body: { message: 'Invitation accepted. Your team is confirmed.', team } },
    });
    api.route('GET /api/team-invitations/me', asPage([]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept invitation from Ivan Inviter' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/team-invitations/accept').map((call) => call.body)).toEqual([{ token: 'secret-token' }]);
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Invitation Processed',
        description: 'Invitation accepted. Your team is confirmed.',
      });
      expect(api.callsTo('GET /api/team-invitations/me?page=1&limit=20')).toHaveLength(2);
      expect(api.callsTo('GET /api/teams/me?page=1&limit=20')).toHaveLength(2);
      expect(screen.queryByTestId('pending-invitation')).toBeNull();
    });
  });

  test('when accepting fails, then an Error toast shows the server message', async () => {
    const { toasts } = await renderMyTeams({
      'POST /api/team-invitations/accept': { status: 409, body: { error: 'Invitation already used' } },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept invitation from Ivan Inviter' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Invitation already used', variant: 'destructive' });
    });
  });

  test('when a pending invitation says when it expires, then its row shows Expires with that day', async () => {
    await renderMyTeams({ 'GET /api/team-invitations/me': asPage([{ ...invitation, expires_at: '2026-01-19T12:00:00.000Z' }]) });

    expect(within(screen.getByTestId('pending-invitation')).getByText('ivan@padel.test · Expires January 19, 2026')).toBeTruthy();
  });

  test('when accepting answers that the invitation has expired, then the Error toast says so and the invitation leaves the list', async () => {
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations/accept': { status: 409, body: { error: 'This invitation has expired' } },
    });
    api.route('GET /api/team-invitations/me', asPage([]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept invitation from Ivan Inviter' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'This invitation has expired', variant: 'destructive' });
      expect(screen.queryByTestId('pending-invitation')).toBeNull();
    });
  });

  test('when sent invitations say when they expire, then each row shows Sent and Expires days', async () => {
    await renderMyTeams({
      'GET /api/team-invitations/sent': asPage([
        { ...sentToLayla, expires_at: '2026-01-19T12:00:00.000Z' },
        { ...sentByEmail, created_at: undefined, expires_at: '2026-02-28T12:00:00.000Z' },
      ]),
    });

    const rows = screen.getAllByTestId('sent-invitation');
    expect(within(rows[0] as HTMLElement).getByText('Sent January 5, 2026 · Expires January 19, 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Waiting for an answer · Expires February 28, 2026')).toBeTruthy();
  });

  test('when the user sent invitations, then Sent Invitations lists each by name or email with the day it was sent', async () => {
    await renderMyTeams({ 'GET /api/team-invitations/sent': asPage([sentToLayla, sentByEmail]) });

    expect(screen.getByRole('heading', { name: 'Sent Invitations' })).toBeTruthy();
    const rows = screen.getAllByTestId('sent-invitation');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Layla Farouk', 'friend@padel.test']);
    expect(within(rows[0] as HTMLElement).getByText('Sent January 5, 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Sent February 14, 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Cancel invitation to friend@padel.test' })).toBeTruthy();
  });

  test('when nothing was sent, then the Sent Invitations section is not shown', async () => {
    await renderMyTeams();

    expect(screen.queryByRole('heading', { name: 'Sent Invitations' })).toBeNull();
  });

  test('when Cancel is clicked, then the cancel is posted, Invitation Cancelled is toasted and the lists refresh', async () => {
    const { api, toasts } = await renderMyTeams({
      'GET /api/team-invitations/sent': asPage([sentToLayla]),
      'POST /api/team-invitations/inv-sent-layla/cancel': { body: { message: 'Invitation cancelled' } },
    });
    expect(namesOfCandidates()).toEqual(['Khalid Rahman']);
    api.route('GET /api/team-invitations/sent', asPage([]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation to Layla Farouk' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/team-invitations/inv-sent-layla/cancel').map((call) => call.body)).toEqual([{}]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Invitation Cancelled', description: 'Invitation cancelled' });
      expect(api.callsTo('GET /api/team-invitations/sent?page=1&limit=20')).toHaveLength(2);
      expect(api.callsTo('GET /api/team-invitations/me?page=1&limit=20')).toHaveLength(2);
      expect(screen.queryByRole('heading', { name: 'Sent Invitations' })).toBeNull();
      // Layla may be invited again.
      expect(namesOfCandidates()).toEqual(['Layla Farouk', 'Khalid Rahman']);
    });
  });

  test('when a cancel is under way, then the Cancel buttons are disabled until it answers', async () => {
    await renderMyTeams({
      'GET /api/team-invitations/sent': asPage([sentToLayla, sentByEmail]),
      'POST /api/team-invitations/inv-sent-layla/cancel': { body: { message: 'Invitation cancelled' } },
    });
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/cancel')) await held;
      return answer(input, init);
    };
    const cancelButton = (name: string) => screen.getByRole('button', { name: `Cancel invitation to ${name}` }) as HTMLButtonElement;

    fireEvent.click(cancelButton('Layla Farouk'));

    await waitFor(() => expect(cancelButton('friend@padel.test').disabled).toBe(true));
    expect(cancelButton('Layla Farouk').disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(cancelButton('friend@padel.test').disabled).toBe(false));
  });

  test('when cancelling fails, then an Error toast shows the server message and the lists are fetched again', async () => {
    const { api, toasts } = await renderMyTeams({
      'GET /api/team-invitations/sent': asPage([sentToLayla]),
      'POST /api/team-invitations/inv-sent-layla/cancel': { status: 409, body: { error: 'This invitation has already been accepted' } },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel invitation to Layla Farouk' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'This invitation has already been accepted',
        variant: 'destructive',
      });
      expect(api.callsTo('GET /api/team-invitations/sent?page=1&limit=20')).toHaveLength(2);
      expect(api.callsTo('GET /api/teams/me?page=1&limit=20')).toHaveLength(2);
    });
  });

  test('when there are no confirmed teams, then the empty text invites to create one', async () => {
    await renderMyTeams({ 'GET /api/teams/me': asPage([]) });

    expect(screen.getByText('No confirmed teams yet. Invite a partner to create a team.')).toBeTruthy();
  });

  test('when a team is confirmed, then it is shown by the partner, with Unknown Partner when the profile is missing', async () => {
    await renderMyTeams({
      'GET /api/teams/me': asPage([team, { ...team, id: 'team-2', player1: khalidId, player1_profile: null }]),
    });

    const rows = screen.getAllByTestId('confirmed-team').map((row) => row.querySelector('strong')?.textContent);
    expect(rows).toEqual(['Paula Partner', 'Unknown Partner']);
  });

  test('when a team has confirmed tournament entries, then they are listed on the team', async () => {
    await renderMyTeams({
      'GET /api/teams/me': asPage([
        {
          ...team,
          tournaments_entered: [
            { entry_id: 'e1', tournament_id: 't1', tournament_title: 'Doha Spring Cup', confirmed_at: '2026-01-02T10:00:00.000Z' },
            { entry_id: 'e2', tournament_id: 't2', tournament_title: null, confirmed_at: '2026-01-03T10:00:00.000Z' },
          ],
        },
      ]),
    });

    expect(screen.getByTestId('entered-tournaments').textContent).toBe('Entered: Doha Spring Cup, Unknown Tournament');
  });

  test('when browsing, then the user, confirmed partners and players with a pending invitation are not candidates', async () => {
    await renderMyTeams();

    expect(namesOfCandidates()).toEqual(['Layla Farouk', 'Khalid Rahman']);
  });

  test('when the user has a pending invitation to a player (sent anywhere, any time), then they are not offered again', async () => {
    const sentToKhalid = { ...invitation, id: 'inv-sent', inviter: me, invitee: khalidId, token: undefined };

    await renderMyTeams({ 'GET /api/team-invitations/sent': asPage([sentToKhalid]) });

    expect(namesOfCandidates()).toEqual(['Layla Farouk']);
  });

  test('when searching and filtering, then the list narrows through the server, and No available partners. shows when nothing is left', async () => {
    const { api } = await renderMyTeams();

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: 'egypt' } });
    await waitFor(() => expect(namesOfCandidates()).toEqual(['Layla Farouk']));
    expect(api.callsTo('GET /api/players?page=1&limit=20&q=egypt')).toHaveLength(1);

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: 'kha' } });
    await waitFor(() => expect(namesOfCandidates()).toEqual(['Khalid Rahman']));
    expect(api.callsTo('GET /api/players?page=1&limit=20&q=kha')).toHaveLength(1);

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: '' } });
    await waitFor(() => expect(namesOfCandidates()).toEqual(['Layla Farouk', 'Khalid Rahman']));
    fireEvent.change(screen.getByLabelText('Strong hand'), { target: { value: 'right' } });
    await waitFor(() => expect(namesOfCandidates()).toEqual(['Khalid Rahman']));

    fireEvent.change(screen.getByLabelText('Preferred side'), { target: { value: 'right' } });
    await waitFor(() => expect(screen.getByText('No available partners.')).toBeTruthy());
    expect(namesOfCandidates()).toEqual([]);
    expect(api.callsTo('GET /api/players?page=1&limit=20&strong_hand=right&court_side=right')).toHaveLength(1);
  });

  test('when typing a search, then the server is asked once typing pauses, not at every key', async () => {
    const { api } = await renderMyTeams();
    const box = screen.getByRole('searchbox', { name: 'Search players' });

    for (const text of ['l', 'la', 'lay']) fireEvent.input(box, { target: { value: text } });
    await waitFor(() => expect(namesOfCandidates()).toEqual(['Layla Farouk']));

    const searches = api.callsTo('GET /api/players?page=1&limit=20&q=lay');
    expect(searches).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.startsWith('/api/players?') && call.path.includes('q=l&'))).toEqual([]);
  });

  test('when the search is asked of the server, then it carries the session, so the server leaves out partners and invitations', async () => {
    const { api } = await renderMyTeams();

    expect(api.callsTo('GET /api/players?page=1&limit=20')[0]?.authorization).toMatch(/^Bearer /);
  });

  test('when the page is opened from a link with a search, filters and a page, then they are shown and asked for', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      player(`00000000-0000-4000-8000-1${String(index).padStart(11, '0')}`, `Lina ${index}`, { strong_hand: 'left' }),
    );
    const { api } = await renderMyTeams(
      { 'GET /api/players': playersServer(many) },
      createQueryClient(),
      '/my-teams?q=lina&hand=left&page=2',
    );

    expect((screen.getByRole('searchbox', { name: 'Search players' }) as HTMLInputElement).value).toBe('lina');
    expect((screen.getByLabelText('Strong hand') as HTMLSelectElement).value).toBe('left');
    expect(api.callsTo('GET /api/players?page=2&limit=20&q=lina&strong_hand=left')).toHaveLength(1);
    expect(namesOfCandidates()[0]).toBe('Lina 20');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  test('when Next and Previous are clicked, then the next and the previous page are shown; a new search starts at page 1', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      player(`00000000-0000-4000-8000-2${String(index).padStart(11, '0')}`, `Rami ${index}`),
    );
    const { api } = await renderMyTeams({ 'GET /api/players': playersServer(many) });

    expect(namesOfCandidates()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(namesOfCandidates()).toEqual(['Rami 20', 'Rami 21', 'Rami 22', 'Rami 23', 'Rami 24']));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(namesOfCandidates()).toHaveLength(20));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: 'rami 2' } });
    await waitFor(() => expect(api.callsTo('GET /api/players?page=1&limit=20&q=rami+2')).toHaveLength(1));
  });

  test('when the list is long, then its height stays capped and it scrolls', async () => {
    await renderMyTeams();

    expect(getComputedStyle(screen.getByRole('region', { name: 'Available partners' })).maxHeight).toBe('420px');
  });

  test('when Invite is clicked, then the invitation is sent by id, Invitation Sent! is toasted and the player leaves the list', async () => {
    let invited = false;
    const sentToLayla = { ...invitation, id: 'inv-2', inviter: me, invitee: laylaId };
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations': () => {
        invited = true;
        return { status: 201, body: { message: 'Invitation sent', invitation: sentToLayla } };
      },
      // The sender's pending invitations, as refetched after the POST.
      'GET /api/team-invitations/sent': () => asPage(invited ? [{ ...sentToLayla, token: undefined }] : []),
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invite Layla Farouk' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/team-invitations').map((call) => call.body)).toEqual([{ invitee_id: laylaId }]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Invitation Sent!', description: 'Your partner invitation has been sent.' });
      expect(namesOfCandidates()).toEqual(['Khalid Rahman']);
    });
  });

  test('when an invitation cannot be sent, then Failed to Send Invitation shows the reason and the player stays', async () => {
    const { toasts } = await renderMyTeams({
      'POST /api/team-invitations': { status: 409, body: { error: 'An invitation between you is already pending' } },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invite Khalid Rahman' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Failed to Send Invitation',
        description: 'An invitation between you is already pending',
        variant: 'destructive',
      });
      expect(namesOfCandidates()).toContain('Khalid Rahman');
    });
  });

  test('when inviting by email, then Send Invitation is disabled until an email is typed and a bad address is refused', async () => {
    const { api } = await renderMyTeams();
    fireEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));
    const send = () => screen.getByRole('button', { name: 'Send Invitation' }) as HTMLButtonElement;

    expect(send().disabled).toBe(true);
    fireEvent.input(screen.getByLabelText("Partner's email"), { target: { value: 'not-an-email' } });
    expect(send().disabled).toBe(false);
    fireEvent.click(send());

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(api.callsTo('POST /api/team-invitations')).toHaveLength(0);
  });

  test('when a valid email is sent, then it is posted, toasted and the field is cleared', async () => {
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations': { body: { message: 'Invitation sent', invitation: { ...invitation, inviter: me, invitee: null } } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));

    fireEvent.input(screen.getByLabelText("Partner's email"), { target: { value: ' Sara@Padel.Test ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/team-invitations').map((call) => call.body)).toEqual([{ invitee_email: 'sara@padel.test' }]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Invitation Sent!' });
      expect((screen.getByLabelText("Partner's email") as HTMLInputElement).value).toBe('');
    });
  });

  test('when the invitation is sent without its mail (the address had too many today), then the toast says so', async () => {
    const { toasts } = await renderMyTeams({
      'POST /api/team-invitations': {
        status: 201,
        body: {
          message: 'Invitation sent, without a mail this time',
          code: 'INVITATION_SENT_NOT_MAILED',
          invitation: { ...invitation, inviter: me, invitee: null },
        },
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));

    fireEvent.input(screen.getByLabelText("Partner's email"), { target: { value: 'sara@padel.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Invitation Sent!',
        description:
          'Your invitation was sent, without a mail this time: this address has had too many invitation mails today. Your partner sees it when they sign in with that address.',
      });
    });
  });

  test('when the search is an email address, then Invite by Email opens with it filled in', async () => {
    await renderMyTeams();

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: 'friend@padel.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite by Email' }));

    expect(screen.getByRole('tab', { name: 'Invite by Email' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText("Partner's email") as HTMLInputElement).value).toBe('friend@padel.test');
  });
});

describe('My Teams, loading and failures', () => {
  test('when teams and invitations are still loading, then Loading your teams is shown', async () => {
    fakeApi({
      'GET /api/teams/me': asPage([team]),
      'GET /api/team-invitations/me': asPage([]),
      'GET /api/team-invitations/sent': asPage([]),
      'GET /api/players': playersServer(players),
    });
    const { release } = holdRequests((url) => url.endsWith('/teams/me'));
    renderWithPlatform(<MyTeamsScreen />, { auth: signedIn(me) });

    expect(screen.getByRole('status').textContent).toBe('Loading your teams');
    await release();
    expect(await screen.findByRole('heading', { name: 'Find a Partner' })).toBeTruthy();
  });

  test('when the teams cannot be fetched, then the message shows with Try again, which fetches them again', async () => {
    const api = fakeApi({
      'GET /api/teams/me': { status: 503, body: { error: 'Teams service unavailable' } },
      'GET /api/team-invitations/me': asPage([]),
      'GET /api/team-invitations/sent': asPage([]),
      'GET /api/players': playersServer(players),
    });
    renderWithPlatform(<MyTeamsScreen />, { auth: signedIn(me) });

    expect((await screen.findByRole('alert')).textContent).toContain('Teams service unavailable');
    api.route('GET /api/teams/me', asPage([team]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Confirmed Teams' })).toBeTruthy();
    expect(api.callsTo('GET /api/teams/me?page=1&limit=20')).toHaveLength(2);
  });

  test('when the invitations cannot be fetched, then the message shows with Try again', async () => {
    const api = fakeApi({
      'GET /api/teams/me': asPage([team]),
      'GET /api/team-invitations/me': { status: 500, body: { error: '' } },
      'GET /api/team-invitations/sent': asPage([]),
      'GET /api/players': playersServer(players),
    });
    renderWithPlatform(<MyTeamsScreen />, { auth: signedIn(me) });

    expect((await screen.findByRole('alert')).textContent).toContain('500: {"error":""}');
    api.route('GET /api/team-invitations/me', asPage([invitation]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('pending-invitation')).toBeTruthy();
  });

  test('when the players cannot be fetched, then Browse Players shows the message with Try again and the rest of the screen stays', async () => {
    const { api } = await renderMyTeams({ 'GET /api/players': { status: 503, body: { error: 'Players service unavailable' } } });

    expect(within(screen.getByRole('tabpanel')).getByText('Players service unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirmed Teams' })).toBeTruthy();
    api.route('GET /api/players', playersServer(players));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(namesOfCandidates()).toEqual(['Layla Farouk', 'Khalid Rahman']));
  });
});

describe('My Teams, answering invitations', () => {
  test('when Decline is clicked, then the decline is posted, Invitation Processed is toasted and the invitation leaves the list', async () => {
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations/inv-1/decline': { body: { message: 'Invitation declined' } },
    });
    api.route('GET /api/team-invitations/me', asPage([]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline invitation from Ivan Inviter' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/team-invitations/inv-1/decline').map((call) => call.body)).toEqual([{}]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Invitation Processed', description: 'Invitation declined' });
      expect(screen.queryByTestId('pending-invitation')).toBeNull();
      // Ivan may be invited now.
      expect(namesOfCandidates()).toContain('Ivan Inviter');
    });
  });

  test('when declining answers that the invitation has expired, then the Error toast says so and the lists are fetched again', async () => {
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations/inv-1/decline': { status: 409, body: { error: 'This invitation has expired' } },
    });
    api.route('GET /api/team-invitations/me', asPage([]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline invitation from Ivan Inviter' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'This invitation has expired', variant: 'destructive' });
      expect(api.callsTo('GET /api/team-invitations/me?page=1&limit=20')).toHaveLength(2);
      expect(api.callsTo('GET /api/teams/me?page=1&limit=20')).toHaveLength(2);
      expect(screen.queryByTestId('pending-invitation')).toBeNull();
    });
  });

  test('when an answer is under way, then Accept and Decline of every invitation wait for it', async () => {
    const second = {
      ...invitation,
      id: 'inv-2',
      inviter: khalidId,
      token: 'other',
      inviter_profile: { id: khalidId, full_name: 'Omar Haddad' },
    };
    await renderMyTeams({
      'GET /api/team-invitations/me': asPage([invitation, second]),
      'POST /api/team-invitations/accept': { body: { message: 'Invitation accepted. Your team is confirmed.', team } },
    });
    const { release } = holdRequests((url) => url.endsWith('/accept'));
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

    fireEvent.click(button('Accept invitation from Ivan Inviter'));

    await waitFor(() => expect(button('Decline invitation from Omar Haddad').disabled).toBe(true));
    expect(button('Accept invitation from Omar Haddad').disabled).toBe(true);
    expect(button('Decline invitation from Ivan Inviter').disabled).toBe(true);
    await release();
    await waitFor(() => expect(button('Accept invitation from Omar Haddad').disabled).toBe(false));
  });
});

describe('My Teams, sending invitations', () => {
  test('when an invitation to a player is under way, then every Invite waits and the chosen one says Sending...', async () => {
    await renderMyTeams({
      'POST /api/team-invitations': { status: 201, body: { message: 'Invitation sent', invitation: { ...invitation, inviter: me } } },
    });
    const { release } = holdRequests((url, method) => method === 'POST');

    fireEvent.click(screen.getByRole('button', { name: 'Invite Layla Farouk' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite Layla Farouk' }).textContent).toBe('Sending...'));
    expect((screen.getByRole('button', { name: 'Invite Layla Farouk' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Invite Khalid Rahman' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Invite Khalid Rahman' }).textContent).toBe('Invite');
    await release();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Invite Khalid Rahman' }) as HTMLButtonElement).disabled).toBe(false));
  });

  test('when the service refuses an email invitation, then Failed to Send Invitation shows the reason and the address stays', async () => {
    const { api, toasts } = await renderMyTeams({
      'POST /api/team-invitations': { status: 409, body: { error: 'You cannot invite yourself' } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));
    const email = () => screen.getByLabelText("Partner's email") as HTMLInputElement;

    fireEvent.input(email(), { target: { value: 'me@padel.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/team-invitations').map((call) => call.body)).toEqual([{ invitee_email: 'me@padel.test' }]);
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Failed to Send Invitation',
        description: 'You cannot invite yourself',
        variant: 'destructive',
      });
    });
    expect(email().value).toBe('me@padel.test');
  });

  test('when a bad address was refused and the email is edited, then the error goes and the field is no longer invalid', async () => {
    await renderMyTeams();
    fireEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));
    const email = () => screen.getByLabelText("Partner's email");

    fireEvent.input(email(), { target: { value: 'sara@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid email address');

    fireEvent.input(email(), { target: { value: 'sara@padel.test' } });

    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  test('when an email invitation is under way, then Send Invitation says Sending... and is disabled', async () => {
    await renderMyTeams({
      'POST /api/team-invitations': { status: 201, body: { message: 'Invitation sent', invitation: { ...invitation, inviter: me } } },
    });
    const { release } = holdRequests((url, method) => method === 'POST');
    fireEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));

    fireEvent.input(screen.getByLabelText("Partner's email"), { target: { value: 'sara@padel.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await release();
    await screen.findByRole('button', { name: 'Send Invitation' });
  });
});

describe('My Teams, a page at a time', () => {
  const teams = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...team,
      id: `team-${from + index}`,
      player1_profile: { id: partnerId, full_name: `Partner ${from + index}` },
    }));
  const received = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...invitation, id: `inv-${from + index}`, token: `token-${from + index}` }));
  const sent = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...sentToLayla, id: `sent-${from + index}` }));
  const pager = (name: string) => screen.getByRole('navigation', { name });
  const pathsOf = (api: ReturnType<typeof fakeApi>, start: string) =>
    api.calls.map((call) => call.path).filter((path) => path.startsWith(start));

  const busyPlayer = {
    'GET /api/teams/me': { body: listPage(teams(1, 20), { total: 45 }) },
    'GET /api/teams/me?page=2&limit=20': { body: listPage(teams(21, 20), { page: 2, total: 45 }) },
    'GET /api/team-invitations/me': { body: listPage(received(1, 20), { total: 30 }) },
    'GET /api/team-invitations/me?page=2&limit=20': { body: listPage(received(21, 10), { page: 2, total: 30 }) },
    'GET /api/team-invitations/sent': { body: listPage(sent(1, 20), { total: 25 }) },
    'GET /api/team-invitations/sent?page=2&limit=20': { body: listPage(sent(21, 5), { page: 2, total: 25 }) },
  };

  test('when the player has 45 teams, then 20 show with Page 1 of 3, and Next asks for the next 20', async () => {
    const { api } = await renderMyTeams(busyPlayer);
    expect(screen.getAllByTestId('confirmed-team')).toHaveLength(20);
    expect(within(pager('Team pages')).getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(within(pager('Team pages')).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(/Partner 21/)).toBeTruthy();
    expect(within(pager('Team pages')).getByText('Page 2 of 3')).toBeTruthy();
    expect(pathsOf(api, '/api/teams/me')).toEqual(['/api/teams/me?page=1&limit=20', '/api/teams/me?page=2&limit=20']);
  });

  test('when 30 invitations were received and 25 sent, then each list pages on its own', async () => {
    const { api } = await renderMyTeams(busyPlayer);
    expect(screen.getAllByRole('button', { name: 'Accept invitation from Ivan Inviter' })).toHaveLength(20);
    expect(screen.getAllByRole('button', { name: 'Cancel invitation to Layla Farouk' })).toHaveLength(20);
    expect(within(pager('Received invitations pages')).getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(within(pager('Received invitations pages')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Accept invitation from Ivan Inviter' })).toHaveLength(10));
    fireEvent.click(within(pager('Sent invitations pages')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Cancel invitation to Layla Farouk' })).toHaveLength(5));

    expect(within(pager('Sent invitations pages')).getByText('Page 2 of 2')).toBeTruthy();
    expect(pathsOf(api, '/api/team-invitations/me')).toEqual([
      '/api/team-invitations/me?page=1&limit=20',
      '/api/team-invitations/me?page=2&limit=20',
    ]);
    expect(pathsOf(api, '/api/team-invitations/sent')).toEqual([
      '/api/team-invitations/sent?page=1&limit=20',
      '/api/team-invitations/sent?page=2&limit=20',
    ]);
  });

  test('when every list fits on one page, then no pager shows beside them', async () => {
    await renderMyTeams();

    expect(screen.queryByRole('navigation', { name: /Team pages|invitations pages/ })).toBeNull();
  });

  test('when My Teams is in Arabic, then the three pagers are named and count in Arabic', async () => {
    fakeApi({ ...busyPlayer, 'GET /api/players': playersServer(players) });
    renderWithPlatform(<MyTeamsScreen />, { auth: signedIn(me), language: 'ar' });

    expect(within(await screen.findByRole('navigation', { name: 'صفحات الفرق' })).getByText('الصفحة 1 من 3')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'صفحات الدعوات الواردة' })).getByText('الصفحة 1 من 2')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'صفحات الدعوات المرسلة' })).getByText('الصفحة 1 من 2')).toBeTruthy();
  });
});

describe('My Teams in Arabic', () => {
  // Names and addresses without English words of the catalog, so any English left on the page is the screen's own.
  const omarId = '00000000-0000-4000-8000-0000000000a1';
  const nouraId = '00000000-0000-4000-8000-0000000000a2';
  const saeedId = '00000000-0000-4000-8000-0000000000a3';
  const arabicTeam: Team = {
    ...team,
    player1: omarId,
    player1_profile: { id: omarId, full_name: 'Omar Haddad', email: 'omar@padel.test', country: 'Oman' },
    tournaments_entered: [
      { entry_id: 'e1', tournament_id: 't1', tournament_title: 'Dubai Open', confirmed_at: '2026-01-02T10:00:00.000Z' },
    ],
  };
  const fromNoura: Invitation = {
    ...invitation,
    inviter: nouraId,
    inviter_profile: { id: nouraId, full_name: 'Noura Saleh', email: null, country: 'Qatar' },
    expires_at: '2026-01-19T12:00:00.000Z',
  };
  const toSaeed: SentInvitation = {
    ...sentToLayla,
    invitee: saeedId,
    invitee_profile: { id: saeedId, full_name: 'Saeed Obaid', email: null },
    expires_at: '2026-01-19T12:00:00.000Z',
  };

  async function renderInArabic(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
    const api = fakeApi({
      'GET /api/teams/me': asPage([arabicTeam]),
      'GET /api/team-invitations/me': asPage([fromNoura]),
      'GET /api/team-invitations/sent': asPage([toSaeed]),
      'GET /api/players': playersServer([
        player(me, 'Me Myself'),
        player(khalidId, 'Khalid Obaid', { country: 'Saudi Arabia', strong_hand: 'left', court_side: 'right' }),
      ]),
      ...overrides,
    });
    const rendered = renderWithPlatform(<MyTeamsScreen />, { auth: signedIn(me), language: 'ar' });
    await screen.findByRole('heading', { name: 'ابحث عن شريك' });
    await screen.findAllByTestId('partner-candidate');
    return { api, ...rendered };
  }

  test('when My Teams is shown in Arabic, then its sections, rows and buttons are in Arabic and no English text of the catalog is left', async () => {
    const { container } = await renderInArabic();

    expect(screen.getByRole('heading', { name: 'الدعوات المعلّقة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الدعوات المُرسلة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الفرق المؤكدة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قبول دعوة Noura Saleh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دعوة Khalid Obaid' })).toBeTruthy();
    expect(within(screen.getByTestId('partner-candidate')).getByText('المملكة العربية السعودية · اليد اليسرى · الجهة اليمنى')).toBeTruthy();
    expect(within(screen.getByTestId('confirmed-team')).getByText('omar@padel.test · عُمان')).toBeTruthy();
    expect(within(screen.getByTestId('confirmed-team')).getByText('مسجّل في: Dubai Open')).toBeTruthy();
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('اليد القوية')).toEqual(['الكل', 'اليسرى', 'اليمنى']);
    expect(optionsOf('الجهة المفضلة')).toEqual(['الكل', 'اليسار', 'اليمين']);
    expectNoEnglishText(container);
  });

  test('when invitations are shown in Arabic, then their days are written in Arabic with Western digits and the seeded country in Arabic', async () => {
    await renderInArabic();

    expect(within(screen.getByTestId('pending-invitation')).getByText('قطر · تنتهي في 19 يناير 2026')).toBeTruthy();
    expect(within(screen.getByTestId('sent-invitation')).getByText('أُرسلت في 5 يناير 2026 · تنتهي في 19 يناير 2026')).toBeTruthy();
  });

  test('when an invitation is accepted in Arabic, then the toast is in Arabic rather than the server’s English message', async () => {
    const { toasts } = await renderInArabic({
      'POST /api/team-invitations/accept': { body: { message: 'Invitation accepted', team: arabicTeam } },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'قبول دعوة Noura Saleh' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'تمت معالجة الدعوة', description: 'قُبلت الدعوة وأصبح فريقكما مؤكَّداً.' });
    });
  });

  test('when accepting fails in Arabic without a known code, then the Error toast says it in Arabic', async () => {
    const { toasts } = await renderInArabic({
      'POST /api/team-invitations/accept': { status: 409, body: { error: 'Invitation already used' } },
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'قبول دعوة Noura Saleh' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'خطأ', description: 'تعذّر قبول الدعوة', variant: 'destructive' });
    });
  });

  test('when searching in Arabic for a country by its Arabic name, then its players are found', async () => {
    const { api } = await renderInArabic();

    fireEvent.input(screen.getByRole('searchbox', { name: 'البحث عن لاعبين' }), { target: { value: 'السعودية' } });
    await waitFor(() => expect(api.callsTo('GET /api/players?page=1&limit=20&country=Saudi+Arabia')).toHaveLength(1));
    expect(namesOfCandidates()).toEqual(['Khalid Obaid']);
    fireEvent.input(screen.getByRole('searchbox', { name: 'البحث عن لاعبين' }), { target: { value: 'البحرين' } });
    await waitFor(() => expect(screen.getByText('لا يوجد شركاء متاحون.')).toBeTruthy());
  });

  test('when there are several pages in Arabic, then the pager is in Arabic', async () => {
    const many = Array.from({ length: 21 }, (_, index) =>
      player(`00000000-0000-4000-8000-3${String(index).padStart(11, '0')}`, `Saeed ${index}`),
    );
    await renderInArabic({ 'GET /api/players': playersServer(many) });

    expect(screen.getByRole('navigation', { name: 'صفحات اللاعبين' })).toBeTruthy();
    expect(screen.getByText('الصفحة 1 من 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'السابق' })).toBeTruthy();
  });

  test('when a bad address is sent in Arabic, then the validation message is in Arabic', async () => {
    await renderInArabic();
    fireEvent.click(screen.getByRole('tab', { name: 'الدعوة بالبريد الإلكتروني' }));

    fireEvent.input(screen.getByLabelText('البريد الإلكتروني لشريكك'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الدعوة' }));

    expect(await screen.findByText('عنوان البريد الإلكتروني غير صالح')).toBeTruthy();
  });
});
