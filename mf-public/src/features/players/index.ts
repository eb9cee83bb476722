export { RankingsBoard } from './components/rankings-board';
export { TopPlayers } from './components/top-players';
