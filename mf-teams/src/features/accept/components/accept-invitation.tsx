import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, FieldError } from '@padel/ui-kit';
import { NoticeCard, useToast } from '@padel/platform';
import { messageOf, useAcceptInvitation } from '@padel/api';

/** SPEC §9: the page moves on to My Teams this long after the team is confirmed. */
export const REDIRECT_AFTER_ACCEPT_MS = 2000;

/** The Accept Invitation action for a signed-in user; on success Team Confirmed, then My Teams. */
export function AcceptInvitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirmedMessage, setConfirmedMessage] = useState<string | null>(null);
  const accept = useAcceptInvitation({
    onSuccess: ({ message }) => {
      toast({ title: 'Team Confirmed!', description: message });
      setConfirmedMessage(message);
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to accept invitation'), variant: 'destructive' }),
  });

  useEffect(() => {
    if (confirmedMessage === null) return;
    const timer = setTimeout(() => navigate('/my-teams'), REDIRECT_AFTER_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [confirmedMessage, navigate]);

  if (confirmedMessage !== null) {
    return <NoticeCard title="Team Confirmed" message={`${confirmedMessage} Taking you to My Teams...`} />;
  }

  const onAccept = () => accept.mutate(token);

  return (
    <NoticeCard title="Accept Invitation" message="You have been invited to form a padel team. Accept to confirm the team.">
      <Button onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending ? 'Accepting...' : 'Accept Invitation'}
      </Button>
      {accept.isError ? <FieldError role="alert">{messageOf(accept.error, 'Failed to accept invitation')}</FieldError> : null}
    </NoticeCard>
  );
}
