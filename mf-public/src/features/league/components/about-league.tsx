import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ActivityIcon, Card, GlobeIcon, Grid, LockIcon, MailIcon, Stack, TrophyIcon, UserIcon, UsersIcon } from '@padel/ui-kit';
import { BEST_RESULTS_COUNTED, RESULT_VALIDITY_WEEKS } from '@padel/contracts';
import { AppLink, LEAGUE_CONTACT_EMAIL, LEAGUE_SOCIAL_LABEL, LEAGUE_SOCIAL_URL } from '@padel/platform';
import { T } from '../../../i18n';
import type { MessageId } from '../../../i18n/format';
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
  padding: 0;
  padding-inline-start: 20px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
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

const offerings: Array<{ title: MessageId; text: MessageId; icon: ReactNode; link?: { href: string; label: MessageId } }> = [
  { title: 'about.offerings.tournaments.title', text: 'about.offerings.tournaments.text', icon: <TrophyIcon /> },
  { title: 'about.offerings.rankings.title', text: 'about.offerings.rankings.text', icon: <ActivityIcon /> },
  { title: 'about.offerings.teams.title', text: 'about.offerings.teams.text', icon: <UsersIcon /> },
  {
    title: 'about.offerings.host.title',
    text: 'about.offerings.host.text',
    icon: <LockIcon />,
    link: { href: '/host-a-tournament', label: 'about.offerings.host.apply' },
  },
  { title: 'about.offerings.profiles.title', text: 'about.offerings.profiles.text', icon: <UserIcon /> },
];

const RULE = { best: BEST_RESULTS_COUNTED, weeks: RESULT_VALIDITY_WEEKS };

const history: Array<{ title: MessageId; text: MessageId }> = [
  { title: 'about.history.2022.title', text: 'about.history.2022.text' },
  { title: 'about.history.2024.title', text: 'about.history.2024.text' },
  { title: 'about.history.2026.title', text: 'about.history.2026.text' },
];

/** About: mission, offerings, ranking points (#ranking-points), history (#history) and contact (#contact); anchors scroll, also on arrival. */
export function AboutLeague() {
  useScrollToHash();
  return (
    <Sections>
      <Mission aria-labelledby="mission-heading">
        <h2 id="mission-heading">
          <T id="about.mission.title" />
        </h2>
        <p>
          <T id="about.mission.text" />
        </p>
      </Mission>

      <Section aria-labelledby="offerings-heading">
        <h2 id="offerings-heading">
          <T id="about.offerings.title" />
        </h2>
        <Grid $columns={3}>
          {offerings.map((offering) => (
            <Offering key={offering.title} as="article">
              <OfferingIcon aria-hidden="true">{offering.icon}</OfferingIcon>
              <h3>
                <T id={offering.title} />
              </h3>
              <p>
                <T id={offering.text} values={RULE} />
              </p>
              {offering.link ? (
                <AppLink href={offering.link.href}>
                  <T id={offering.link.label} />
                </AppLink>
              ) : null}
            </Offering>
          ))}
        </Grid>
      </Section>

      <Section id="ranking-points" aria-labelledby="ranking-points-heading">
        <h2 id="ranking-points-heading">
          <T id="about.points.title" />
        </h2>
        <p>
          <T id="about.points.intro" />
        </p>
        <RankingPoints />
      </Section>

      <Section id="history" aria-labelledby="history-heading">
        <h2 id="history-heading">
          <T id="about.history.title" />
        </h2>
        <Timeline>
          {history.map((moment) => (
            <li key={moment.title}>
              <strong>
                <T id={moment.title} />
              </strong>
              <p>
                <T id={moment.text} />
              </p>
            </li>
          ))}
        </Timeline>
      </Section>

      <Section id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">
          <T id="about.contact.title" />
        </h2>
        <p>
          <T id="about.contact.text" />
        </p>
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
