import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { MouseEvent } from 'react';
import { roleOf, type Role } from '@padel/contracts';
import type { AuthState } from '@padel/platform';
import type { ShellMessageId } from './i18n';

export interface NavItem {
  /** The link's text: an id of the shell's catalog. */
  label: ShellMessageId;
  href: string;
}

/**
 * Header links by session and role (SPEC §2), with Rankings after Tournaments for everyone (issue 16: a
 * public page that only the home page and the footer reached). Host Dashboard follows the caller's role: the profile's
 * (`GET /api/profile/me`) once it is read, else the session token's, so a slow or failed profile read never hides it.
 */
export function navItemsFor(auth: AuthState, profileRole: Role | null = null): NavItem[] {
  const items: NavItem[] = [
    { label: 'nav.home', href: '/' },
    { label: 'nav.tournaments', href: '/tournaments' },
    { label: 'nav.rankings', href: '/rankings' },
    { label: 'nav.news', href: '/news' },
  ];
  if (auth.status === 'signed-in') {
    items.push(
      { label: 'nav.myTeams', href: '/my-teams' },
      { label: 'nav.enterTournament', href: '/enter-tournament' },
      { label: 'nav.myProfile', href: '/profile' },
    );
    if ((profileRole ?? roleOf(auth.user?.roles ?? [])) === 'partner') items.push({ label: 'nav.hostDashboard', href: '/host-dashboard' });
    // The admin area, for admins only (every call it makes is checked by the server too).
    if (auth.user?.roles.includes('admin')) items.push({ label: 'nav.admin', href: '/admin' });
  }
  return items;
}

/** Client-side navigation through single-spa (it reroutes and notifies the micro-frontends' routers). */
export function onLinkClick(event: MouseEvent<HTMLAnchorElement>, afterNavigate?: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
  afterNavigate?.();
}

/** The current pathname, updated on every single-spa routing event. */
export function usePathname(): string {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return pathname;
}

export function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
