export { EnterTournamentScreen } from './enter-tournament-screen';
