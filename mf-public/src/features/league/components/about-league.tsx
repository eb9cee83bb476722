import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ActivityIcon, Card, GlobeIcon, Grid, LockIcon, MailIcon, Stack, TrophyIcon, UserIcon, UsersIcon } from '@padel/ui-kit';
import { BEST_RESULTS_COUNTED, RESULT_VALIDITY_WEEKS } from '@padel/contracts';
import { LEAGUE_CONTACT_EMAIL, LEAGUE_SOCIAL_LABEL, LEAGUE_SOCIAL_URL } from '@padel/platform';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { RankingPoints } from './ranking-points';

const Sections = styled(Stack)`
  gap: 48px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    font-size: 1.6rem;
    font-weight: 800;
  }
  p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Mission = styled.section`
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
  color: #f5f8fb;
  h2 {
    font-size: 1.4rem;
    font-weight: 800;
    margin-bottom: 10px;
  }
  p {
    max-width: 70ch;
    color: rgba(245, 248, 251, 0.88);
    font-size: 1.05rem;
  }
`;

const Offering = styled(Card)`
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    font-size: 1.05rem;
    font-weight: 700;
  }
  p {
    font-size: 0.92rem;
  }
`;

const OfferingIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 20px;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  display: flex;
  flex-direction: column;
  gap: 18px;
  li strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ContactLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 10px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    text-decoration: none;
  }
`;

const offerings: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Gold, Silver and Bronze Tournaments',
    text: 'Three tiers of competition, every one with cash prizes. C level is best of three sets, D level is one set, always with deuce.',
    icon: <TrophyIcon />,
  },
  {
    title: 'Rankings',
    text: `Every registered player is ranked by their best ${BEST_RESULTS_COUNTED} results of the last ${RESULT_VALIDITY_WEEKS} weeks, updated after every tournament.`,
    icon: <ActivityIcon />,
  },
  {
    title: 'Team Management',
    text: 'Invite a partner, accept invitations and enter tournaments as a confirmed two-person team.',
    icon: <UsersIcon />,
  },
  { title: 'Host Dashboard', text: 'Partner organisers create and publish tournaments and follow their events.', icon: <LockIcon /> },
  {
    title: 'Player Profiles',
    text: 'Your country, strong hand, court side and height, with your statistics and titles.',
    icon: <UserIcon />,
  },
];

/** About: mission, offerings, ranking points (#ranking-points), history (#history) and contact (#contact); anchors scroll, also on arrival. */
export function AboutLeague() {
  useScrollToHash();
  return (
    <Sections>
      <Mission aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our Mission</h2>
        <p>
          We give padel players of every level in the region a professional stage: fair competition with random seedings and brackets,
          transparent rankings and tournaments that reward players with cash prizes at every tier.
        </p>
      </Mission>

      <Section aria-labelledby="offerings-heading">
        <h2 id="offerings-heading">What We Offer</h2>
        <Grid $columns={3}>
          {offerings.map((offering) => (
            <Offering key={offering.title} as="article">
              <OfferingIcon aria-hidden="true">{offering.icon}</OfferingIcon>
              <h3>{offering.title}</h3>
              <p>{offering.text}</p>
            </Offering>
          ))}
        </Grid>
      </Section>

      <Section id="ranking-points" aria-labelledby="ranking-points-heading">
        <h2 id="ranking-points-heading">Ranking Points</h2>
        <p>Every tournament result earns ranking points by the tournament&apos;s tier and level and the round the team reached.</p>
        <RankingPoints />
      </Section>

      <Section id="history" aria-labelledby="history-heading">
        <h2 id="history-heading">Our History</h2>
        <Timeline>
          <li>
            <strong>2022 · The first courts</strong>
            <p>A group of players in Dubai starts a weekend ladder that soon fills every court in the city.</p>
          </li>
          <li>
            <strong>2024 · A league across the Emirates</strong>
            <p>Abu Dhabi, Sharjah and Ras Al Khaimah join; the Bronze, Silver and Gold tiers are introduced.</p>
          </li>
          <li>
            <strong>2026 · A Gulf season</strong>
            <p>The season reaches clubs across the region with online registration, team invitations and live rankings.</p>
          </li>
        </Timeline>
      </Section>

      <Section id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact</h2>
        <p>Questions about tournaments, rankings or hosting an event? We would love to hear from you.</p>
        <ContactLinks>
          <li>
            <a href={`mailto:${LEAGUE_CONTACT_EMAIL}`}>
              <MailIcon size={18} /> {LEAGUE_CONTACT_EMAIL}
            </a>
          </li>
          <li>
            <a href={LEAGUE_SOCIAL_URL} target="_blank" rel="noopener noreferrer">
              <GlobeIcon size={18} /> {LEAGUE_SOCIAL_LABEL}
            </a>
          </li>
        </ContactLinks>
      </Section>
    </Sections>
  );
}
