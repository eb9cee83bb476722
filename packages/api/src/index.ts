// The client data layer: every call a micro-frontend makes to /api, with its cache key and what it refreshes.
export { queryKeyOf, apiPath, type ApiPath } from './core/query-keys';
export { invalidateApi, staleAfter, type StaleAfter } from './core/invalidate';
export { useApiQuery, useApiMutation, type MutationCallbacks, type ApiQueryOptions, type ApiMutationOptions } from './core/hooks';
export * from './resources/news';
export * from './resources/players';
export * from './resources/profile';
export * from './resources/teams';
export * from './resources/tournaments';
export * from './resources/entries';
export * from './resources/matches';
export * from './resources/tournament';
export * from './lib/dates';
export * from './lib/form-errors';
export * from './lib/teams';
export * from './lib/labels';
export * from './lib/bracket';
export * from './components/bracket';
export { ProfileFields, type ProfileField, type ProfileFieldsProps, type FieldWiring } from './forms/profile-fields';
