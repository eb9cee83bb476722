import { useParams } from '@padel/platform';
import { ArticleView } from '../features/news';

/** /news/:id: one news article as a page (the view sets the title). */
export function ArticlePage() {
  const { id = '' } = useParams();
  return <ArticleView articleId={id} />;
}
