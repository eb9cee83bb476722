export { AcceptInvitation, REDIRECT_AFTER_ACCEPT_MS } from './accept-invitation';
