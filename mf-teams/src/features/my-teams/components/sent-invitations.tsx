import type { SentInvitation } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { formatLocalDay, UNKNOWN_PLAYER, withExpiry } from '@padel/api';
import { SectionList } from '../../../components/section-list';

/**
 * Invitations the user sent that still wait for an answer, with when they were sent and expire, each with Cancel. The page owns the action, so its
 * toast still shows after the last one is cancelled and this section unmounts.
 */
export function SentInvitations({
  invitations,
  busy,
  onCancel,
}: {
  invitations: readonly SentInvitation[];
  busy: boolean;
  onCancel: (invitation: SentInvitation) => void;
}) {
  const items = invitations.map((invitation) => {
    // The invited player's name, else the address the invitation went to.
    const invitee = invitation.invitee_profile?.full_name?.trim() || invitation.invitee_email || UNKNOWN_PLAYER;
    return {
      id: invitation.id,
      name: invitee,
      avatar: { photoUrl: invitation.invitee_profile?.photo_url },
      detail: withExpiry(
        invitation.created_at ? `Sent ${formatLocalDay(invitation.created_at)}` : 'Waiting for an answer',
        invitation.expires_at,
      ),
      actions: (
        <Button
          $size="sm"
          $variant="outline"
          disabled={busy}
          onClick={() => onCancel(invitation)}
          aria-label={`Cancel invitation to ${invitee}`}
        >
          Cancel
        </Button>
      ),
    };
  });
  return (
    <SectionList
      titleId="sent-invitations-title"
      title="Sent Invitations"
      description="Players you asked to team up, waiting for their answer."
      rowTestId="sent-invitation"
      items={items}
    />
  );
}
