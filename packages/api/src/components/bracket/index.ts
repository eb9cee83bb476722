export { BracketView, Champion, type BracketViewProps } from './bracket-view';
export { MatchCard, sideName, TO_BE_DECIDED } from './match-card';
