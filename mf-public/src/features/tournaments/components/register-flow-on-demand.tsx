import { dialogOnDemand } from '@padel/platform';

/** The registration flow (profile and registration dialogs), its code fetched when Register Now is first pressed (decision 175). */
export const RegisterFlowOnDemand = dialogOnDemand(
  () => import('./register-flow').then((module) => module.RegisterFlow),
  ({ tournament }) => tournament !== null,
  'registration dialogs',
);
