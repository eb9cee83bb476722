import type { ReactNode } from 'react';
import { NoticeCard, useAuth } from '@padel/platform';

export const ORGANIZERS_ONLY_TITLE = 'Access Restricted';
export const ORGANIZERS_ONLY_MESSAGE = 'Only the tournament organizers run draws and scores.';

/** Partners and admins only (the server checks the tournament's organizer too); nothing is asked for anyone else. */
export function OrganizersOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.roles.some((role) => role === 'partner' || role === 'admin')) {
    return <NoticeCard title={ORGANIZERS_ONLY_TITLE} message={ORGANIZERS_ONLY_MESSAGE} />;
  }
  return <>{children}</>;
}
