import { useMemo, useState } from 'react';
import type { Invitation, SentInvitation } from '@padel/contracts';
import { useAuth } from '@padel/platform';
import { useErrorText, useMyInvitationPage, useMyTeamPage, useSentInvitationPage } from '@padel/api';
import { ErrorState, LoadingState, QueryPager, Stack, TwoColumns } from '@padel/ui-kit';
import { ConfirmEmailNotice } from '../../../components/confirm-email-notice';
import { ConfirmedTeams } from './confirmed-teams';
import { FindPartner } from './find-partner';
import { PendingInvitations } from './pending-invitations';
import { SentInvitations } from './sent-invitations';
import { useInvitationAnswers } from '../hooks/use-invitation-answers';
import { excludedPartnerIds } from '../lib/partner-candidates';
import { useT } from '../../../i18n';

/** How many teams, and how many invitations of each list, show at a time. */
export const MY_TEAMS_PAGE_SIZE = 20;

/**
 * SPEC §2 My teams: pending invitations (received and sent), confirmed teams and the partner search. Each list is read
 * a page at a time with its own pager (decision 194); the newest invitations come first, the oldest team first.
 */
export function MyTeamsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const [teamsPage, setTeamsPage] = useState(1);
  const [receivedPage, setReceivedPage] = useState(1);
  const [sentPage, setSentPage] = useState(1);
  const teams = useMyTeamPage({ page: teamsPage, limit: MY_TEAMS_PAGE_SIZE });
  const invitations = useMyInvitationPage({ page: receivedPage, limit: MY_TEAMS_PAGE_SIZE });
  const sentInvitations = useSentInvitationPage({ page: sentPage, limit: MY_TEAMS_PAGE_SIZE });
  const { accept, decline, cancel } = useInvitationAnswers();

  const teamItems = teams.data?.items;
  const invitationItems = invitations.data?.items;
  const received = useMemo(
    () => (invitationItems ?? []).filter((invitation) => invitation.status === 'pending' && invitation.inviter !== userId),
    [invitationItems, userId],
  );
  const sentItems = sentInvitations.data?.items;
  const sent = useMemo(() => (sentItems ?? []).filter((invitation) => invitation.status === 'pending'), [sentItems]);
  const excluded = useMemo(() => {
    const invitedIds = sent.flatMap((invitation) => (invitation.invitee ? [invitation.invitee] : []));
    return excludedPartnerIds({ userId, teams: teamItems ?? [], invitations: invitationItems ?? [], invitedIds });
  }, [userId, teamItems, invitationItems, sent]);

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
        <ConfirmEmailNotice reason="invitations" />
        {received.length > 0 ? (
          <PendingInvitations
            invitations={received}
            busy={accept.isPending || decline.isPending}
            onAccept={onAccept}
            onDecline={onDecline}
          />
        ) : null}
        <QueryPager query={invitations} label={t('teams.received.pages')} onPage={setReceivedPage} />
        {sent.length > 0 ? <SentInvitations invitations={sent} busy={cancel.isPending} onCancel={onCancel} /> : null}
        <QueryPager query={sentInvitations} label={t('teams.sent.pages')} onPage={setSentPage} />
        <ConfirmedTeams teams={teams.data.items.filter((team) => team.status === 'confirmed')} userId={userId} />
        <QueryPager query={teams} label={t('teams.confirmed.pages')} onPage={setTeamsPage} />
      </Stack>
      <FindPartner excluded={excluded} />
    </TwoColumns>
  );
}
