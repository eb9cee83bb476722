export { NewsBoard, NO_MATCHING_NEWS } from './components/news-board';
export { LatestNews, HOME_NEWS_COUNT } from './components/latest-news';
