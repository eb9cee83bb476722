import { useDocumentTitle } from '@padel/platform';
import { HomeSection, LeagueHero, RANKINGS_SECTION_ID, UPCOMING_SECTION_ID } from '../features/league';
import { LatestNews } from '../features/news';
import { TopPlayers } from '../features/players';
import { LatestChampions, LiveTournaments, UpcomingTournaments } from '../features/tournaments';

/** Home: hero, live tournaments, top 5 players, upcoming tournaments, the latest champions and the 3 latest news items. */
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <LeagueHero />
      <HomeSection id="live-tournaments" title="Live Tournaments" link="/tournaments" linkLabel="All tournaments">
        <LiveTournaments />
      </HomeSection>
      <HomeSection id={RANKINGS_SECTION_ID} title="Top Players" link="/rankings" linkLabel="Full rankings">
        <TopPlayers />
      </HomeSection>
      <HomeSection id={UPCOMING_SECTION_ID} title="Upcoming Tournaments" link="/tournaments" linkLabel="All tournaments">
        <UpcomingTournaments />
      </HomeSection>
      <HomeSection id="latest-champions" title="Latest Champions" link="/tournaments" linkLabel="All tournaments">
        <LatestChampions />
      </HomeSection>
      <HomeSection id="latest-news" title="Latest News" link="/news" linkLabel="All news">
        <LatestNews />
      </HomeSection>
    </>
  );
}
