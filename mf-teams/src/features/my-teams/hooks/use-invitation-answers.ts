import { useAcceptInvitation, useCancelInvitation, useDeclineInvitation } from '@padel/api';
import { useOutcomeToasts } from '../../../components/outcome-toasts';

/**
 * Accept, decline (received invitations) and cancel (sent ones), each toasting its outcome. The screen owns them,
 * so their toasts still show after the last invitation of a section is answered and the section unmounts.
 */
export function useInvitationAnswers() {
  const outcome = useOutcomeToasts();
  const accept = useAcceptInvitation(outcome('Invitation Processed', 'Failed to accept invitation'));
  const decline = useDeclineInvitation(outcome('Invitation Processed', 'Failed to decline invitation'));
  const cancel = useCancelInvitation(outcome('Invitation Cancelled', 'Failed to cancel invitation'));
  return { accept, decline, cancel };
}
