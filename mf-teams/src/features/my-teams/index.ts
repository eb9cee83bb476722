export { MyTeamsScreen } from './components/my-teams-screen';
