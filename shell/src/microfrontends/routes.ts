/** Which single-spa application owns a path (SPEC §2 routes; mf-public takes every other path). */
// `/accept-invitation` is the invitation mail's link (issue 12); `/accept` the spec's page: both show it.
export const TEAMS_PATHS = ['/my-teams', '/accept', '/accept-invitation', '/enter-tournament', '/profile'] as const;
export const HOST_PATHS = ['/host-dashboard'] as const;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isTeamsPath = (pathname: string) => TEAMS_PATHS.some((prefix) => under(pathname, prefix));
export const isHostPath = (pathname: string) => HOST_PATHS.some((prefix) => under(pathname, prefix));
export const isPublicPath = (pathname: string) => !isTeamsPath(pathname) && !isHostPath(pathname);
