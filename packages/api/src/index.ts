// The client data layer: every call a micro-frontend makes to /api, with its cache key and what it refreshes.
export { queryKeyOf, queryKeyWith, apiPath, withParams, type ApiPath, type ApiParams } from './core/query-keys';
export { invalidateApi, staleAfter, type StaleAfter } from './core/invalidate';
export { useApiQuery, useApiMutation, type MutationCallbacks, type ApiQueryOptions, type ApiMutationOptions } from './core/hooks';
export * from './resources/news';
export * from './resources/players';
export * from './resources/rankings';
export * from './resources/player-page';
export * from './resources/calendars';
export * from './resources/profile';
export * from './resources/teams';
export * from './resources/tournaments';
export * from './resources/entries';
export * from './resources/matches';
export * from './resources/tournament';
export * from './resources/tournament-housekeeping';
export * from './resources/organizer-applications';
export * from './resources/admin-news';
export * from './resources/admin-users';
export * from './lib/form-errors';
export * from './lib/teams';
export * from './lib/labels';
export * from './lib/bracket';
// Its views (bracket, live indicator, profile fields) are `@padel/api/components`, a shared module of their own.
