import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, Container, Dialog, MenuIcon, MoonIcon, SunIcon, Tooltip } from '@padel/ui-kit';
import { useAuth, useLanguage, useThemeMode } from '@padel/platform';
import { isCurrent, navItemsFor, onLinkClick, usePathname, type NavItem } from '../navigation';
import { useProfileRole } from '../profile/use-profile-role';
import { UserMenu } from './user-menu';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';
import { useInlineFit, useInlineFitRefs } from './use-inline-fit';
import { T, useT } from '../i18n';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Wider than the page content: the signed-in navigation takes most of a 1,280 px row. */
const Row = styled(Container)`
  max-width: 1440px;
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

/**
 * The row's free space between the logo and the actions. Its links stay laid out when they do not fit (hidden,
 * for measuring), and the side menu has them instead; where they fit only without the league's name beside the
 * logo, the logo shows its mark alone (decision 110).
 */
const DesktopNav = styled.nav<{ $fits: boolean }>`
  flex: 1 1 0;
  min-width: 0;
  /* Clips links that do not fit, but not the focus ring of those that do. */
  overflow: clip;
  overflow-clip-margin: 6px;
  ${({ $fits }) =>
    !$fits &&
    css`
      visibility: hidden;
    `}
`;

/** The links at their natural width, in one row. */
const NavRow = styled.div`
  display: flex;
  width: max-content;
  gap: 4px;
`;

const linkStyle = css`
  padding: 8px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 0.9rem;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const NavLink = styled.a`
  ${linkStyle}
`;

const MobileNavLink = styled.a`
  ${linkStyle}
  display: block;
  padding: 12px;
  font-size: 1.05rem;
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: 8px;
`;

/** The side menu's language switch, under its links. */
const MenuFooter = styled.div`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const MenuButton = styled(Button)<{ $shown: boolean }>`
  ${({ $shown }) =>
    !$shown &&
    css`
      display: none;
    `}
`;

function NavLinks({
  items,
  pathname,
  Link,
  onNavigate,
}: {
  items: NavItem[];
  pathname: string;
  Link: typeof NavLink;
  onNavigate?: () => void;
}) {
  return (
    <>
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
          onClick={(event) => onLinkClick(event, onNavigate)}
        >
          <T id={item.label} />
        </Link>
      ))}
    </>
  );
}

/**
 * Sticky header: logo, navigation by role, language switch (at every width), theme toggle, user menu; a side menu
 * (links and the language switch) where the links do not fit, as measured in the browser (decision 110).
 */
export function Header() {
  const auth = useAuth();
  const { mode, toggle } = useThemeMode();
  const { language } = useLanguage();
  const t = useT();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(auth, useProfileRole());
  const fitRefs = useInlineFitRefs();
  const fit = useInlineFit(fitRefs, [language, auth.status, ...items.map((item) => item.href)].join(' '));
  const themeLabel = t(mode === 'light' ? 'header.theme.switchToDark' : 'header.theme.switchToLight');

  return (
    <Bar>
      <Row ref={fitRefs.row}>
        <Logo collapsible nameRef={fitRefs.collapsible} markOnly={fit === 'compact'} />
        <DesktopNav ref={fitRefs.room} aria-label={t('header.nav.main')} $fits={fit !== 'menu'}>
          <NavRow ref={fitRefs.links}>
            <NavLinks items={items} pathname={pathname} Link={NavLink} />
          </NavRow>
        </DesktopNav>
        <Actions>
          {/* Measured apart from the menu button, whose showing depends on the measurement. */}
          <Actions ref={fitRefs.actions}>
            <LanguageSwitch />
            <Tooltip content={themeLabel}>
              <Button $variant="ghost" $size="icon" onClick={toggle} aria-label={themeLabel} data-testid="theme-toggle">
                {mode === 'light' ? <MoonIcon /> : <SunIcon />}
              </Button>
            </Tooltip>
            <UserMenu />
          </Actions>
          <Tooltip content={t('header.menu.open')}>
            <MenuButton
              ref={fitRefs.fallback}
              $variant="ghost"
              $size="icon"
              $shown={fit === 'menu'}
              aria-label={t('header.menu.open')}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </MenuButton>
          </Tooltip>
        </Actions>
      </Row>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title={t('header.menu.title')} placement="side" width="300px">
        <nav aria-label={t('header.nav.mobile')} style={{ marginTop: 16 }}>
          <NavLinks items={items} pathname={pathname} Link={MobileNavLink} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <MenuFooter>
          <LanguageSwitch />
        </MenuFooter>
      </Dialog>
    </Bar>
  );
}
