import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Container, media } from '@padel/ui-kit';
import { LatestNews } from '../features/news';
import { useDocumentTitle } from '@padel/platform';

export const SEASON_LABEL = 'Season 2026';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: 72px 0 80px;
  background:
    radial-gradient(circle at 85% 20%, rgba(226, 182, 78, 0.25), transparent 40%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
  color: #f5f8fb;
  ${media.md} {
    padding: 112px 0 120px;
  }
`;

const HeroTitle = styled.h1`
  margin-top: 18px;
  max-width: 16ch;
  font-size: clamp(2.2rem, 6vw, 4rem);
  font-weight: 900;
  letter-spacing: -0.02em;
`;

const HeroLead = styled.p`
  margin-top: 16px;
  max-width: 52ch;
  font-size: 1.15rem;
  color: rgba(245, 248, 251, 0.85);
`;

const Section = styled(Container)`
  padding-top: 48px;
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 {
    font-size: 1.6rem;
    font-weight: 800;
  }
  a {
    font-weight: 600;
  }
`;

/** Home: the hero and the latest news (live and upcoming tournaments and top players come in later issues). */
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <Hero>
        <Container>
          <Badge $variant="accent">{SEASON_LABEL}</Badge>
          <HeroTitle>The Gulf's professional padel league</HeroTitle>
          <HeroLead>
            Gold, Silver and Bronze tournaments across the UAE and the region. Form your team, climb the rankings and follow every story of
            the season.
          </HeroLead>
        </Container>
      </Hero>
      <Section as="section" aria-labelledby="latest-news-heading">
        <SectionHeader>
          <h2 id="latest-news-heading">Latest News</h2>
          <Link to="/news">View all news →</Link>
        </SectionHeader>
        <LatestNews />
      </Section>
    </>
  );
}
