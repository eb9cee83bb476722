import styled from 'styled-components';
import { Container, media } from '@padel/ui-kit';
import { LEAGUE_CONTACT_EMAIL, LEAGUE_SOCIAL_LABEL, LEAGUE_SOCIAL_URL } from '@padel/platform';
import { onLinkClick } from '../navigation';
import { Logo } from './logo';
import { T, useT, type ShellMessageId } from '../i18n';

const Bar = styled.footer`
  margin-top: 48px;
  padding: 40px 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
  }
`;

const Heading = styled.h2`
  font-size: 0.85rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const FooterLink = styled.a`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Blurb = styled.p`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 36ch;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  justify-content: space-between;
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The footer's columns: titles and link texts are ids of the shell's catalog. */
const sections: Array<{ title: ShellMessageId; links: Array<{ label: ShellMessageId; href: string }> }> = [
  {
    title: 'footer.section.league',
    links: [
      { label: 'nav.aboutUs', href: '/about' },
      { label: 'nav.ourHistory', href: '/about#history' },
      { label: 'nav.contact', href: '/about#contact' },
      { label: 'nav.tournaments', href: '/tournaments' },
    ],
  },
  {
    title: 'footer.section.players',
    links: [
      { label: 'nav.enterTournament', href: '/enter-tournament' },
      { label: 'nav.myTeams', href: '/my-teams' },
      { label: 'nav.rankings', href: '/rankings' },
    ],
  },
  {
    title: 'footer.section.more',
    links: [
      { label: 'nav.news', href: '/news' },
      { label: 'nav.myProfile', href: '/profile' },
      { label: 'nav.hostATournament', href: '/host-a-tournament' },
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <Bar>
      <Container>
        <Columns>
          <div>
            <Logo />
            <Blurb>
              <T id="footer.blurb" />
            </Blurb>
            <List style={{ marginTop: 12 }}>
              <li>
                <FooterLink href={`mailto:${LEAGUE_CONTACT_EMAIL}`}>{LEAGUE_CONTACT_EMAIL}</FooterLink>
              </li>
              <li>
                <FooterLink href={LEAGUE_SOCIAL_URL} target="_blank" rel="noopener noreferrer">
                  {LEAGUE_SOCIAL_LABEL}
                </FooterLink>
              </li>
            </List>
          </div>
          {sections.map((section) => (
            <nav key={section.title} aria-label={t(section.title)}>
              <Heading>
                <T id={section.title} />
              </Heading>
              <List>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink href={link.href} onClick={(event) => onLinkClick(event)}>
                      <T id={link.label} />
                    </FooterLink>
                  </li>
                ))}
              </List>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <span>
            <T id="footer.copyright" />
          </span>
          <span style={{ display: 'flex', gap: 20 }}>
            <LinkButton type="button" onClick={() => console.log('Privacy Policy clicked')}>
              <T id="footer.privacyPolicy" />
            </LinkButton>
            <LinkButton type="button" onClick={() => console.log('Terms of Service clicked')}>
              <T id="footer.termsOfService" />
            </LinkButton>
          </span>
        </Bottom>
      </Container>
    </Bar>
  );
}
