import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * Client-side navigation to any path of the site: single-spa patches history.pushState, so the right
 * micro-frontend mounts and the routers of the mounted ones are notified.
 */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
}

/** An anchor that navigates on the client (works across micro-frontends, unlike a router Link). */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
