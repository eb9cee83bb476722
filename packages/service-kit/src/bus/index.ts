export * from './event-bus';
export * from './outbox';
export * from './outbox-relay';
