export { ProfileScreen } from './profile-screen';
