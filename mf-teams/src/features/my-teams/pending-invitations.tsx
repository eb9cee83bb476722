import type { Invitation } from '@padel/contracts';
import { Avatar, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../components/layout';
import { UNKNOWN_PLAYER } from '../../lib/teams';

/**
 * SPEC §2 My teams: invitations waiting for the user, each with Accept (and Decline). The page owns the actions,
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
  return (
    <Card as="section" aria-labelledby="pending-invitations-title">
      <CardHeader>
        <CardTitle id="pending-invitations-title" as="h2">
          Pending Invitations
        </CardTitle>
        <CardDescription>Players who asked you to team up.</CardDescription>
      </CardHeader>
      <CardContent>
        <PlainList>
          {invitations.map((invitation) => {
            const name = invitation.inviter_profile?.full_name?.trim() || UNKNOWN_PLAYER;
            return (
              <ListRow key={invitation.id} data-testid="pending-invitation">
                <RowMain>
                  <Avatar name={name} src={invitation.inviter_profile?.photo_url} />
                  <RowText>
                    <strong>{name}</strong>
                    <span>{invitation.inviter_profile?.email ?? invitation.inviter_profile?.country ?? 'wants to team up with you'}</span>
                  </RowText>
                </RowMain>
                <RowActions>
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
                </RowActions>
              </ListRow>
            );
          })}
        </PlainList>
      </CardContent>
    </Card>
  );
}
