export * from './operation';
export * from './document';
export { newsOperations } from './news-operations';
export { playersOperations } from './players-operations';
export { teamsOperations } from './teams-operations';
export { tournamentsOperations } from './tournaments-operations';
