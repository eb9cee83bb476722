export { MyTeamsScreen } from './my-teams-screen';
