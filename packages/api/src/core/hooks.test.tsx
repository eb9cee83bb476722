import { act, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@padel/platform';
import { fakeApi, renderWithPlatform, signedIn, type FakeAnswer } from '@padel/platform/testing';
import { useMyTeams, useSendInvitation } from '../resources/teams';
import { useNews } from '../resources/news';
import { queryKeyOf } from './query-keys';

const me = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const layla = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';

function TeamCount() {
  const teams = useMyTeams();
  if (teams.isError) return <p>teams failed: {teams.error.message}</p>;
  return <p>{teams.data ? `${teams.data.length} teams` : 'no teams asked'}</p>;
}

let invite: ReturnType<typeof useSendInvitation> | undefined;
function InviteButton({ onSent }: { onSent: () => void }) {
  invite = useSendInvitation({ onSuccess: onSent });
  return null;
}

const team = { id: 't1', player1: me, player2: layla, status: 'confirmed', player1_profile: null, player2_profile: null };
const invitation = { id: 'i1', inviter: me, invitee: layla, invitee_email: null, token: 'x', status: 'pending', inviter_profile: null };

describe('the data hooks', () => {
  test('when one micro-frontend sends an invitation, then another one showing the teams refetches them before onSuccess', async () => {
    const api = fakeApi({
      'GET /api/teams/me': { body: [] },
      'POST /api/team-invitations': { status: 201, body: { message: 'Invitation sent', invitation } },
    });
    const queryClient = createQueryClient();
    let teamsWhenSent: unknown;
    const sent = jest.fn(() => (teamsWhenSent = queryClient.getQueryData(queryKeyOf('/teams/me'))));
    renderWithPlatform(<TeamCount />, { auth: signedIn(me), queryClient });
    renderWithPlatform(<InviteButton onSent={sent} />, { auth: signedIn(me), queryClient });
    await screen.findByText('0 teams');
    api.route('GET /api/teams/me', { body: [team] } satisfies FakeAnswer);

    await act(() => invite!.mutateAsync({ invitee_id: layla }));

    expect(api.callsTo('POST /api/team-invitations')[0]?.body).toEqual({ invitee_id: layla });
    expect(api.callsTo('POST /api/team-invitations')[0]?.authorization).toBe('Bearer test-token');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(teamsWhenSent).toEqual([team]);
    expect(await screen.findByText('1 teams')).toBeTruthy();
  });

  test('when signed out, then a query that needs a session is not asked', async () => {
    const api = fakeApi({ 'GET /api/teams/me': { body: [] }, 'GET /api/news': { body: [] } });
    function Both() {
      const news = useNews();
      return (
        <>
          <TeamCount />
          <p>{news.data ? 'news loaded' : 'loading news'}</p>
        </>
      );
    }

    renderWithPlatform(<Both />, { auth: { status: 'signed-out' } });

    await screen.findByText('news loaded');
    expect(screen.getByText('no teams asked')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/teams/me')).toHaveLength(0));
  });
});
