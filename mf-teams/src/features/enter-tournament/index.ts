export { EnterTournamentScreen } from './components/enter-tournament-screen';
