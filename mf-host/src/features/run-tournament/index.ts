export { TournamentRun } from './components/tournament-run';
export { DrawButton } from './components/draw-button';
export { TournamentActions } from './components/tournament-actions';
