export { HousekeepingActions } from './components/housekeeping-actions';
