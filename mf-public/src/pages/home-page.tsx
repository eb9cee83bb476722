import { useDocumentTitle } from '@padel/platform';
import { NextMatchCard } from '@padel/api/components';
import { HomeSection, LeagueHero, RANKINGS_SECTION_ID, UPCOMING_SECTION_ID } from '../features/league';
import { LatestNews } from '../features/news';
import { TopPlayers } from '../features/players';
import { LatestChampions, LiveTournaments, UpcomingTournaments } from '../features/tournaments';
import { useT } from '../i18n';

/** Home: hero, live tournaments, top 5 players, upcoming tournaments, the latest champions and the 3 latest news items. */
export function HomePage() {
  const t = useT();
  useDocumentTitle(t('page.home.title'));
  return (
    <>
      <LeagueHero />
      <NextMatchCard />
      <HomeSection id="live-tournaments" title={t('home.live.title')} link="/tournaments" linkLabel={t('home.link.allTournaments')}>
        <LiveTournaments />
      </HomeSection>
      <HomeSection id={RANKINGS_SECTION_ID} title={t('home.topPlayers.title')} link="/rankings" linkLabel={t('home.link.fullRankings')}>
        <TopPlayers />
      </HomeSection>
      <HomeSection id={UPCOMING_SECTION_ID} title={t('home.upcoming.title')} link="/tournaments" linkLabel={t('home.link.allTournaments')}>
        <UpcomingTournaments />
      </HomeSection>
      <HomeSection id="latest-champions" title={t('home.champions.title')} link="/tournaments" linkLabel={t('home.link.allTournaments')}>
        <LatestChampions />
      </HomeSection>
      <HomeSection id="latest-news" title={t('home.news.title')} link="/news" linkLabel={t('home.link.allNews')}>
        <LatestNews />
      </HomeSection>
    </>
  );
}
