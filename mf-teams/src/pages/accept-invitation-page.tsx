import { useSearchParams, useDocumentTitle } from '@padel/platform';
import { AcceptInvitationScreen } from '../features/accept';
import { useT } from '../i18n';

/** SPEC §2 Accept invitation: reads the token from the query string. */
export function AcceptInvitationPage() {
  const t = useT();
  useDocumentTitle(t('accept.page.title'));
  const [params] = useSearchParams();
  return <AcceptInvitationScreen token={params.get('token')?.trim()} />;
}
