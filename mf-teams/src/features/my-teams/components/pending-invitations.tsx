import type { Invitation } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { UNKNOWN_PLAYER, withExpiry } from '@padel/api';
import { SectionList } from '../../../components/section-list';

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
  const items = invitations.map((invitation) => {
    const name = invitation.inviter_profile?.full_name?.trim() || UNKNOWN_PLAYER;
    return {
      id: invitation.id,
      name,
      avatar: { photoUrl: invitation.inviter_profile?.photo_url },
      detail: withExpiry(
        invitation.inviter_profile?.email ?? invitation.inviter_profile?.country ?? 'wants to team up with you',
        invitation.expires_at,
      ),
      actions: (
        <>
          <Button $size="sm" disabled={busy} onClick={() => onAccept(invitation)} aria-label={`Accept invitation from ${name}`}>
            Accept
          </Button>
          <Button
            $size="sm"
            $variant="outline"
            disabled={busy}
            onClick={() => onDecline(invitation)}
            aria-label={`Decline invitation from ${name}`}
          >
            Decline
          </Button>
        </>
      ),
    };
  });
  return (
    <SectionList
      titleId="pending-invitations-title"
      title="Pending Invitations"
      description="Players who asked you to team up."
      rowTestId="pending-invitation"
      items={items}
    />
  );
}
