import type { Invitation } from '@padel/contracts';
import { Avatar, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { useAcceptInvitation, useDeclineInvitation } from '../../api/teams';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../components/layout';
import { messageOf } from '../../lib/form-errors';
import { UNKNOWN_PLAYER } from '../../lib/teams';

/** SPEC §2 My teams: invitations waiting for the user, each with Accept (and Decline). */
export function PendingInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  const { toast } = useToast();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const busy = accept.isPending || decline.isPending;

  const onAccept = (invitation: Invitation) =>
    accept.mutate(invitation.token, {
      onSuccess: ({ message }) => toast({ title: 'Invitation Processed', description: message }),
      onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to accept invitation'), variant: 'destructive' }),
    });
  const onDecline = (invitation: Invitation) =>
    decline.mutate(invitation.id, {
      onSuccess: ({ message }) => toast({ title: 'Invitation Processed', description: message }),
      onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to decline invitation'), variant: 'destructive' }),
    });

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
