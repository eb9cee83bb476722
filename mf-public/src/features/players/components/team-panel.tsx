import styled from 'styled-components';
import { Button, Spinner, UserPlusIcon, UsersIcon, UserText } from '@padel/ui-kit';
import { useAuth, useSignInAction, useToast } from '@padel/platform';
import {
  inviteBlock,
  useErrorText,
  partnerNameOf,
  sharedTeams,
  useMyInvitations,
  useMyTeams,
  useSendInvitation,
  type InviteBlock,
} from '@padel/api';
import { T, useT } from '../../../i18n';
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

const blockReasons = {
  self: 'team.block.self',
  teammate: 'team.block.teammate',
  pending: 'team.block.pending',
} as const satisfies Record<Exclude<InviteBlock, null>, string>;

/**
 * The player dialog's team management: visitors are asked to sign in; signed-in users may invite the
 * player as a partner (not themselves, not a teammate, not with an invitation pending) and see shared teams.
 */
export function TeamPanel({ playerId }: { playerId: string }) {
  const { status, user } = useAuth();
  const { toast } = useToast();
  const t = useT();
  const errorText = useErrorText();
  const onSignIn = useSignInAction();
  const teams = useMyTeams();
  const invitations = useMyInvitations();
  const sentTo = useSentInvitees();
  const invite = useSendInvitation({
    onSuccess: () => toast({ title: t('team.invite.sent.title'), description: t('team.invite.sent.description') }),
    onError: (error) =>
      toast({
        title: t('team.invite.failed.title'),
        description: errorText(error, t('team.invite.failed.description')),
        variant: 'destructive',
      }),
  });

  if (status === 'loading') {
    return (
      <Panel aria-label={t('team.panel')}>
        <Spinner label={t('team.checkingSession')} />
      </Panel>
    );
  }

  if (status !== 'signed-in' || !user) {
    return (
      <Panel aria-labelledby="team-panel-heading">
        <h3 id="team-panel-heading">
          <UsersIcon size={18} /> <T id="team.heading" />
        </h3>
        <Hint>
          <T id="team.signInHint" />
        </Hint>
        <div>
          <Button $variant="outline" onClick={onSignIn}>
            <T id="team.signIn" />
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
        <UsersIcon size={18} /> <T id="team.heading" />
      </h3>
      <div>
        <Button onClick={() => invite.mutate({ invitee_id: playerId })} disabled={loading || block !== null || invite.isPending}>
          <UserPlusIcon size={16} />
          {invite.isPending ? <T id="team.inviting" /> : <T id="team.invite" />}
        </Button>
      </div>
      {block ? (
        <Hint>
          <T id={blockReasons[block]} />
        </Hint>
      ) : null}
      {teams.isError ? <Hint role="alert">{errorText(teams.error, t('team.failedTeams'))}</Hint> : null}
      {shared.length > 0 ? (
        <>
          <Hint>
            <T id="team.together" />
          </Hint>
          <TeamList aria-label={t('team.shared')}>
            {shared.map((team) => (
              <li key={team.id}>
                <T id="team.youAndPartner" values={{ partner: <UserText>{partnerNameOf(team, user.id)}</UserText> }} />
              </li>
            ))}
          </TeamList>
        </>
      ) : null}
    </Panel>
  );
}
