export { CreateTournamentForm } from './components/create-tournament-form';
export { RulesCard } from './components/rules-card';
