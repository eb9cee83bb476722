import type { Principal } from '@padel/service-kit';
import type { TournamentRecord } from '../data-access/tournament-repository';

/** The tournament's organizer, or an admin, manages it. */
export const mayManage = (tournament: TournamentRecord, caller: Principal | undefined): boolean =>
  !!caller && (tournament.organizer_id === caller.sub || caller.roles.includes('admin'));

/** Visitors see published tournaments only: drafts and closed ones are unpublished (decision 113). */
export const isPublic = (tournament: TournamentRecord): boolean => tournament.status === 'published';
