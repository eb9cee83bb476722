export { TournamentsBoard } from './components/tournaments-board';
export { LiveTournaments, UpcomingTournaments } from './components/home-tournaments';
export { TournamentView } from './components/tournament-view';
