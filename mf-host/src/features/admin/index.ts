export { ApplicationsPanel } from './applications-panel';
export { AuditPanel } from './audit-panel';
