export { ApplicationForm } from './application-form';
export { ApplicationState } from './application-state';
