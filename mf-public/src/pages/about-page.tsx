import { PageLayout, useDocumentTitle } from '@padel/platform';
import { AboutLeague } from '../features/league';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <PageLayout title="About the League" lead="The professional padel league of the Gulf, based in the United Arab Emirates.">
      <AboutLeague />
    </PageLayout>
  );
}
