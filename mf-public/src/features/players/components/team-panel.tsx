import styled from 'styled-components';
import { Button, Spinner, UserPlusIcon, UsersIcon } from '@padel/ui-kit';
import { useAuth, useSignInAction, useToast } from '@padel/platform';
import {
  inviteBlock,
  messageOf,
  partnerNameOf,
  sharedTeams,
  useMyInvitations,
  useMyTeams,
  useSendInvitation,
  type InviteBlock,
} from '@padel/api';
import { useSentInvitees } from '../hooks/use-sent-invitees';

const Panel = styled.section`
  margin-top: 20px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 1rem;
  }
`;

const Hint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TeamList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  li {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
`;

const blockReasons: Record<Exclude<InviteBlock, null>, string> = {
  self: 'This is your own player profile.',
  teammate: 'You are already teammates.',
  pending: 'An invitation between you is pending.',
};

/**
 * The player dialog's team management: visitors are asked to sign in; signed-in users may invite the
 * player as a partner (not themselves, not a teammate, not with an invitation pending) and see shared teams.
 */
export function TeamPanel({ playerId }: { playerId: string }) {
  const { status, user } = useAuth();
  const { toast } = useToast();
  const onSignIn = useSignInAction();
  const teams = useMyTeams();
  const invitations = useMyInvitations();
  const sentTo = useSentInvitees();
  const invite = useSendInvitation({
    onSuccess: () => toast({ title: 'Invitation Sent!', description: 'Your partner invitation has been sent.' }),
    onError: (error) =>
      toast({ title: 'Failed to Send Invitation', description: messageOf(error, 'Failed to send invitation'), variant: 'destructive' }),
  });

  if (status === 'loading') {
    return (
      <Panel aria-label="Team management">
        <Spinner label="Checking your session" />
      </Panel>
    );
  }

  if (status !== 'signed-in' || !user) {
    return (
      <Panel aria-labelledby="team-panel-heading">
        <h3 id="team-panel-heading">
          <UsersIcon size={18} /> Team Management
        </h3>
        <Hint>Sign in to invite this player as your partner and manage your teams.</Hint>
        <div>
          <Button $variant="outline" onClick={onSignIn}>
            Sign In
          </Button>
        </div>
      </Panel>
    );
  }

  const loading = teams.isPending || invitations.isPending;
  const myTeams = teams.data ?? [];
  const block = loading ? null : inviteBlock(user.id, playerId, myTeams, invitations.data ?? [], sentTo);
  const shared = sharedTeams(myTeams, user.id, playerId);

  return (
    <Panel aria-labelledby="team-panel-heading">
      <h3 id="team-panel-heading">
        <UsersIcon size={18} /> Team Management
      </h3>
      <div>
        <Button onClick={() => invite.mutate({ invitee_id: playerId })} disabled={loading || block !== null || invite.isPending}>
          <UserPlusIcon size={16} />
          {invite.isPending ? 'Sending...' : 'Invite as Partner'}
        </Button>
      </div>
      {block ? <Hint>{blockReasons[block]}</Hint> : null}
      {teams.isError ? <Hint role="alert">{messageOf(teams.error, 'Failed to fetch teams')}</Hint> : null}
      {shared.length > 0 ? (
        <>
          <Hint>Your teams together:</Hint>
          <TeamList aria-label="Shared teams">
            {shared.map((team) => (
              <li key={team.id}>You & {partnerNameOf(team, user.id)}</li>
            ))}
          </TeamList>
        </>
      ) : null}
    </Panel>
  );
}
