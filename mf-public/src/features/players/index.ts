export { RankingsBoard } from './components/rankings-board';
export { TopPlayers } from './components/top-players';
export { PlayerView } from './components/player-view';
export { HeadToHeadView } from './components/head-to-head-view';
