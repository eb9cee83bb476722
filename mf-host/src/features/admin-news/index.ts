export { NewsPanel } from './news-panel';
