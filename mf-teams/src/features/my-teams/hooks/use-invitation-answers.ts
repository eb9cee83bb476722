import { useAcceptInvitation, useCancelInvitation, useDeclineInvitation } from '@padel/api';
import { useOutcomeToasts } from '../../../components/outcome-toasts';
import { useT } from '../../../i18n';

/**
 * Accept, decline (received invitations) and cancel (sent ones), each toasting its outcome. The screen owns them,
 * so their toasts still show after the last invitation of a section is answered and the section unmounts.
 */
export function useInvitationAnswers() {
  const t = useT();
  const outcome = useOutcomeToasts();
  const accept = useAcceptInvitation(
    outcome(t('teams.answer.processed'), t('teams.answer.accepted.description'), t('teams.answer.acceptFailed')),
  );
  const decline = useDeclineInvitation(
    outcome(t('teams.answer.processed'), t('teams.answer.declined.description'), t('teams.answer.declineFailed')),
  );
  const cancel = useCancelInvitation(
    outcome(t('teams.answer.cancelled'), t('teams.answer.cancelled.description'), t('teams.answer.cancelFailed')),
  );
  return { accept, decline, cancel };
}
