import type { ReactNode } from 'react';
import { NoticeCard, useAuth } from '@padel/platform';
import { useT } from '../i18n';

/** Partners and admins only (the server checks the tournament's organizer too); nothing is asked for anyone else. */
export function OrganizersOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const t = useT();
  if (!user?.roles.some((role) => role === 'partner' || role === 'admin')) {
    return <NoticeCard title={t('accessRestricted.title')} message={t('organizersOnly.message')} />;
  }
  return <>{children}</>;
}
