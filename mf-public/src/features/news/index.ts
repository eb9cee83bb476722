export { NewsBoard } from './components/news-board';
export { LatestNews, HOME_NEWS_COUNT } from './components/latest-news';
export { ArticleView } from './components/article-view';
