import type { SentInvitation } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { SectionList } from '../../../components/section-list';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

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
  const t = useT();
  const format = useFormats();
  // When it was sent (else that it waits for an answer), then when it expires, if the service said.
  const detailOf = ({ created_at, expires_at }: SentInvitation) => {
    const sent = created_at ? format.leagueDay(created_at) : null;
    if (!expires_at) return sent ? t('teams.sent.sentOn', { sent }) : t('teams.sent.waiting');
    const expires = format.leagueDay(expires_at);
    return sent ? t('teams.sent.sentOnWithExpiry', { sent, expires }) : t('teams.sent.waitingWithExpiry', { expires });
  };
  const items = invitations.map((invitation) => {
    // The invited player's name, else the address the invitation went to.
    const invitee = invitation.invitee_profile?.full_name?.trim() || invitation.invitee_email || t('common.unknownPlayer');
    return {
      id: invitation.id,
      name: invitee,
      avatar: { photoUrl: invitation.invitee_profile?.photo_url },
      detail: detailOf(invitation),
      actions: (
        <Button
          $size="sm"
          $variant="outline"
          disabled={busy}
          onClick={() => onCancel(invitation)}
          aria-label={t('teams.sent.cancelLabel', { name: invitee })}
        >
          {t('common.cancel')}
        </Button>
      ),
    };
  });
  return (
    <SectionList
      titleId="sent-invitations-title"
      title={t('teams.sent.title')}
      description={t('teams.sent.description')}
      rowTestId="sent-invitation"
      items={items}
    />
  );
}
