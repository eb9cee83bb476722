export { MatchScoring } from './components/match-scoring';
