export { LeagueHero, RANKINGS_SECTION_ID, UPCOMING_SECTION_ID } from './components/league-hero';
export { HomeSection } from './components/home-section';
export { AboutLeague } from './components/about-league';
