import styled from 'styled-components';
import { Badge, Button, Container, media } from '@padel/ui-kit';
import { T } from '../../../i18n';
import { scrollToSection } from '../lib/scroll';

export const RANKINGS_SECTION_ID = 'rankings';
export const UPCOMING_SECTION_ID = 'upcoming-tournaments';

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
  [dir='rtl'] & {
    background:
      radial-gradient(circle at 15% 20%, rgba(226, 182, 78, 0.25), transparent 40%),
      linear-gradient(225deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
  }
`;

/** A stylised court drawn behind the hero text (decorative). */
const Court = styled.svg`
  position: absolute;
  inset-inline-end: -60px;
  bottom: -40px;
  width: 520px;
  max-width: 90vw;
  opacity: 0.14;
  pointer-events: none;
`;

const HeroTitle = styled.h1`
  margin-top: 18px;
  max-width: 16ch;
  font-size: clamp(2.2rem, 6vw, 4rem);
  font-weight: 900;
  letter-spacing: -0.02em;
  /* Spacing would break the joined letters of Arabic. */
  &:lang(ar) {
    letter-spacing: normal;
  }
`;

const HeroLead = styled.p`
  margin-top: 16px;
  max-width: 52ch;
  font-size: 1.15rem;
  color: rgba(245, 248, 251, 0.85);
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

const OnDark = styled(Button)`
  color: #f5f8fb;
  border-color: rgba(245, 248, 251, 0.45);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
  }
`;

/** Home's hero: season badge, the league in one line, and buttons to the rankings and upcoming sections. */
export function LeagueHero() {
  return (
    <Hero>
      <Court viewBox="0 0 200 100" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <rect x="2" y="2" width="196" height="96" rx="3" />
        <path d="M100 2v96M30 2v96M170 2v96M30 50h140" />
        <circle cx="150" cy="30" r="6" fill="currentColor" />
      </Court>
      <Container style={{ position: 'relative' }}>
        <Badge $variant="accent">
          <T id="hero.season" />
        </Badge>
        <HeroTitle>
          <T id="hero.title" />
        </HeroTitle>
        <HeroLead>
          <T id="hero.lead" />
        </HeroLead>
        <HeroActions>
          <Button $variant="accent" $size="lg" onClick={() => scrollToSection(RANKINGS_SECTION_ID)}>
            <T id="hero.viewRankings" />
          </Button>
          <OnDark $variant="outline" $size="lg" onClick={() => scrollToSection(UPCOMING_SECTION_ID)}>
            <T id="hero.upcoming" />
          </OnDark>
        </HeroActions>
      </Container>
    </Hero>
  );
}
