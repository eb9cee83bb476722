export { TournamentsBoard } from './components/tournaments-board';
export { LatestChampions, LiveTournaments, UpcomingTournaments } from './components/home-tournaments';
export { TournamentView } from './components/tournament-view';
