import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, Container, Dialog, MenuIcon, MoonIcon, SunIcon, media } from '@padel/ui-kit';
import { useAuth, useThemeMode } from '@padel/platform';
import { isCurrent, navItemsFor, onLinkClick, usePathname, type NavItem } from '../navigation';
import { useProfileRole } from '../profile/use-profile-role';
import { UserMenu } from './user-menu';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';
import { T, useT } from '../i18n';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Wider than the page content: the signed-in navigation needs about 1,220 px in a row. */
const Row = styled(Container)`
  max-width: 1440px;
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

/**
 * The inline navigation needs room: three links fit from 768 px, the signed-in set (six or seven links plus the
 * account email and the language switch) from 1360 px. Below that width the same links live in the side menu.
 */
const INLINE_NAV_MIN_WIDTH = { few: media.md, many: '@media (min-width: 1360px)' } as const;
const inlineNavQuery = (itemCount: number) => (itemCount > 3 ? INLINE_NAV_MIN_WIDTH.many : INLINE_NAV_MIN_WIDTH.few);

const DesktopNav = styled.nav<{ $itemCount: number }>`
  display: none;
  ${({ $itemCount }) => inlineNavQuery($itemCount)} {
    display: flex;
    gap: 2px;
    margin-inline-start: 8px;
  }
`;

const linkStyle = css`
  padding: 8px 10px;
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
  align-items: center;
  gap: 8px;
  margin-inline-start: auto;
`;

/** The side menu's language switch, under its links. */
const MenuFooter = styled.div`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const MenuButton = styled(Button)<{ $itemCount: number }>`
  ${({ $itemCount }) => inlineNavQuery($itemCount)} {
    display: none;
  }
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
 * (links and the language switch) where the links do not fit.
 */
export function Header() {
  const auth = useAuth();
  const { mode, toggle } = useThemeMode();
  const t = useT();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(auth, useProfileRole());

  return (
    <Bar>
      <Row>
        <Logo collapsible />
        <DesktopNav aria-label={t('header.nav.main')} $itemCount={items.length}>
          <NavLinks items={items} pathname={pathname} Link={NavLink} />
        </DesktopNav>
        <Actions>
          <LanguageSwitch />
          <Button
            $variant="ghost"
            $size="icon"
            onClick={toggle}
            aria-label={t(mode === 'light' ? 'header.theme.switchToDark' : 'header.theme.switchToLight')}
            title={t(mode === 'light' ? 'header.theme.dark' : 'header.theme.light')}
            data-testid="theme-toggle"
          >
            {mode === 'light' ? <MoonIcon /> : <SunIcon />}
          </Button>
          <UserMenu />
          <MenuButton
            $variant="ghost"
            $size="icon"
            $itemCount={items.length}
            aria-label={t('header.menu.open')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </MenuButton>
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
