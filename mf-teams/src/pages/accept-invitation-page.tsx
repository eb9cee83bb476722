import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@padel/platform';
import { AcceptInvitationScreen } from '../features/accept';

/** SPEC §2 Accept invitation: reads the token from the query string. */
export function AcceptInvitationPage() {
  useDocumentTitle('Accept Invitation');
  const [params] = useSearchParams();
  return <AcceptInvitationScreen token={params.get('token')?.trim()} />;
}
