export { AcceptInvitationScreen } from './components/accept-invitation-screen';
export { REDIRECT_AFTER_ACCEPT_MS } from './components/accept-invitation';
