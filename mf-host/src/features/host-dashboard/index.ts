export { HostDashboard } from './host-dashboard';
