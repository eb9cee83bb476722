export * from './event-bus';
export * from './outbox';
export * from './outbox-relay';
export * from './failures';
export * from './dead-letters';
