import type { Invitation } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { SectionList } from '../../../components/section-list';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

/**
 * SPEC §2 My teams: invitations waiting for the user, with when they expire, each with Accept (and Decline). The page owns the actions,
 * so their toasts still show after the last invitation is answered and this section unmounts.
 */
export function PendingInvitations({
  invitations,
  busy,
  onAccept,
  onDecline,
}: {
  invitations: readonly Invitation[];
  busy: boolean;
  onAccept: (invitation: Invitation) => void;
  onDecline: (invitation: Invitation) => void;
}) {
  const t = useT();
  const format = useFormats();
  // The inviter's email, else their country, else that they want to team up; then when it expires, if the service said.
  const detailOf = (invitation: Invitation) => {
    const profile = invitation.inviter_profile;
    const contact = profile?.email ?? (profile?.country ? format.country(profile.country) : null);
    if (!invitation.expires_at) return contact ?? t('teams.pending.wantsToTeamUp');
    const expires = format.leagueDay(invitation.expires_at);
    return contact ? t('teams.pending.contactWithExpiry', { contact, expires }) : t('teams.pending.wantsToTeamUpWithExpiry', { expires });
  };
  const items = invitations.map((invitation) => {
    const name = invitation.inviter_profile?.full_name?.trim() || t('common.unknownPlayer');
    return {
      id: invitation.id,
      name,
      avatar: { photoUrl: invitation.inviter_profile?.photo_url },
      detail: detailOf(invitation),
      actions: (
        <>
          <Button $size="sm" disabled={busy} onClick={() => onAccept(invitation)} aria-label={t('teams.pending.acceptLabel', { name })}>
            {t('teams.pending.accept')}
          </Button>
          <Button
            $size="sm"
            $variant="outline"
            disabled={busy}
            onClick={() => onDecline(invitation)}
            aria-label={t('teams.pending.declineLabel', { name })}
          >
            {t('teams.pending.decline')}
          </Button>
        </>
      ),
    };
  });
  return (
    <SectionList
      titleId="pending-invitations-title"
      title={t('teams.pending.title')}
      description={t('teams.pending.description')}
      rowTestId="pending-invitation"
      items={items}
    />
  );
}
