import { useMemo } from 'react';
import type { Invitation, SentInvitation } from '@padel/contracts';
import { useAuth } from '@padel/platform';
import { useErrorText, useMyInvitations, useMyTeams, useSentInvitations } from '@padel/api';
import { ErrorState, LoadingState, Stack, TwoColumns } from '@padel/ui-kit';
import { ConfirmedTeams } from './confirmed-teams';
import { FindPartner } from './find-partner';
import { PendingInvitations } from './pending-invitations';
import { SentInvitations } from './sent-invitations';
import { useInvitationAnswers } from '../hooks/use-invitation-answers';
import { excludedPartnerIds } from '../lib/partner-candidates';
import { useT } from '../../../i18n';

/** SPEC §2 My teams: pending invitations (received and sent), confirmed teams and the partner search. */
export function MyTeamsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const teams = useMyTeams();
  const invitations = useMyInvitations();
  const sentInvitations = useSentInvitations();
  const { accept, decline, cancel } = useInvitationAnswers();

  const received = useMemo(
    () => (invitations.data ?? []).filter((invitation) => invitation.status === 'pending' && invitation.inviter !== userId),
    [invitations.data, userId],
  );
  const sent = useMemo(() => (sentInvitations.data ?? []).filter((invitation) => invitation.status === 'pending'), [sentInvitations.data]);
  const excluded = useMemo(() => {
    const invitedIds = sent.flatMap((invitation) => (invitation.invitee ? [invitation.invitee] : []));
    return excludedPartnerIds({ userId, teams: teams.data ?? [], invitations: invitations.data ?? [], invitedIds });
  }, [userId, teams.data, invitations.data, sent]);

  if (teams.isPending || invitations.isPending) return <LoadingState label={t('teams.loading')} />;
  if (teams.isError) {
    return <ErrorState message={errorText(teams.error, t('teams.fetchFailed'))} onRetry={() => void teams.refetch()} />;
  }
  if (invitations.isError) {
    return (
      <ErrorState message={errorText(invitations.error, t('teams.invitationsFetchFailed'))} onRetry={() => void invitations.refetch()} />
    );
  }

  const onAccept = (invitation: Invitation) => accept.mutate(invitation.token);
  const onDecline = (invitation: Invitation) => decline.mutate(invitation.id);
  const onCancel = (invitation: SentInvitation) => cancel.mutate(invitation.id);

  return (
    <TwoColumns>
      <Stack>
        {received.length > 0 ? (
          <PendingInvitations
            invitations={received}
            busy={accept.isPending || decline.isPending}
            onAccept={onAccept}
            onDecline={onDecline}
          />
        ) : null}
        {sent.length > 0 ? <SentInvitations invitations={sent} busy={cancel.isPending} onCancel={onCancel} /> : null}
        <ConfirmedTeams teams={teams.data.filter((team) => team.status === 'confirmed')} userId={userId} />
      </Stack>
      <FindPartner excluded={excluded} />
    </TwoColumns>
  );
}
