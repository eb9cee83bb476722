// The api package's views, shared apart from its data layer (decision 158): a page that shows no bracket, live
// indicator or profile form does not load them. They take the data layer's helpers from `@padel/api`, the shared
// module, so that a page showing them loads those helpers once.
export * from './bracket';
export { LiveIndicator, liveConnectionTexts } from './live-indicator';
export { NextMatchCard } from './next-match-card';
export { CountrySelect } from '../forms/country-select';
export { ProfileFields, type ProfileField, type ProfileFieldsProps, type FieldWiring } from '../forms/profile-fields';
