export { MyTournaments } from './components/my-tournaments';
