import { randomBytes } from 'node:crypto';
import {
  apiMessageBody,
  type CreateTournament,
  type EventOf,
  type HostTournament,
  type MessageResponse,
  MAX_PAGE_LIMIT,
  type OrganizerTournament,
  type OrganizerTournamentPage,
  type PageQuery,
  type TournamentDetail,
  type TournamentListItem,
  type TournamentListQuery,
  type TournamentPage,
} from '@padel/contracts';
import { AppError, HeldList, type Logger, type Principal } from '@padel/service-kit';
import { upsertConfirmedTeam } from '../data-access/confirmed-team-repository';
import { countEntriesByTournament, countPlacesAndWaitlist } from '../data-access/entry-repository';
import {
  findPublicTournaments,
  findTournamentById,
  findTournamentsByOrganizer,
  insertTournament,
  tournamentChangeCount,
  type TournamentRecord,
} from '../data-access/tournament-repository';
import { leagueToday, tournamentStatus } from './display-status';
import { drawOf } from './draw-service';
import { isPublic, mayManage } from './tournament-access';

const iso = (value: Date | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

export function toListItem(tournament: TournamentRecord, today: string): TournamentListItem {
  const endDate = tournament.end_date ?? tournament.start_date;
  const { status, currentRound } = tournamentStatus(tournament, today);
  return {
    id: String(tournament._id),
    name: tournament.title,
    location: `${tournament.city}, ${tournament.country}`,
    startDate: tournament.start_date,
    endDate,
    status,
    tier: tournament.tier ?? tournament.category,
    category: tournament.category,
    level: tournament.level,
    entryOpenAt: iso(tournament.entry_open_at),
    entryCloseAt: iso(tournament.entry_close_at),
    currentRound,
    // Only once there is one, so lists of tournaments without a champion keep their shape.
    ...(status === 'Completed' && tournament.progress?.champion ? { champion: tournament.progress.champion } : {}),
    ...(status === 'Completed' && tournament.progress?.completed_at ? { completedAt: tournament.progress.completed_at } : {}),
    // Only when set, so the lists of tournaments without them keep their shape.
    ...(tournament.max_teams ? { maxTeams: tournament.max_teams } : {}),
    ...(tournament.entry_fee ? { entryFee: tournament.entry_fee } : {}),
  };
}

/** The items of `list` on page `page` of `limit` items. */
export function pageSlice<T>(list: readonly T[], { page, limit }: PageQuery): T[] {
  return list.slice((page - 1) * limit, page * limit);
}

const STATUS_ORDER: Record<TournamentListItem['status'], number> = { Live: 0, Upcoming: 1, Completed: 2 };

/**
 * Live ones, then Upcoming ones earliest first, then Completed ones latest first, from a list in start order (the sort
 * is stable, so ties keep the list's order; completed ones are reversed, ids then latest first too).
 */
function byStatus<T extends { item: TournamentListItem }>(list: readonly T[]): T[] {
  const completed = list.filter(({ item }) => item.status === 'Completed').reverse();
  const current = list
    .filter(({ item }) => item.status !== 'Completed')
    .sort((a, b) => STATUS_ORDER[a.item.status] - STATUS_ORDER[b.item.status]);
  return [...current, ...completed];
}

/**
 * The public list, served from every published tournament held in memory (600 at league size; decision 185): found
 * again after this process changes a tournament, and in the background after `maxAgeMs` (other instances' changes).
 * Its statuses follow the league's calendar of the day asked about.
 */
export function publicTournamentList(options: { maxAgeMs: number }) {
  const held = new HeldList({ load: findPublicTournaments, maxAgeMs: options.maxAgeMs, version: tournamentChangeCount });
  const itemsOf = async (now: Date) => {
    const today = leagueToday(now);
    return (await held.get()).map((tournament) => ({ tournament, item: toListItem(tournament, today) }));
  };
  return {
    /** The older form: the first page of the largest size, as an array. */
    async firstItems(now: Date = new Date()): Promise<TournamentListItem[]> {
      return (await itemsOf(now)).slice(0, MAX_PAGE_LIMIT).map(({ item }) => item);
    },
    /** A page of the tournaments matching the query's filters, with the status counts over every public one. */
    async page(query: TournamentListQuery, now: Date = new Date()): Promise<TournamentPage> {
      const all = await itemsOf(now);
      const city = query.city?.toLowerCase();
      const matching = all.filter(
        ({ tournament, item }) =>
          (!query.status || item.status === query.status) &&
          (!query.tier || item.tier === query.tier) &&
          (!query.category || tournament.category === query.category) &&
          (!city || tournament.city.toLowerCase() === city) &&
          (!query.month || tournament.start_date.startsWith(`${query.month}-`)),
      );
      const counts = { Live: 0, Upcoming: 0, Completed: 0 };
      for (const { item } of all) counts[item.status] += 1;
      const ordered = query.order === 'status' ? byStatus(matching) : matching;
      const items = pageSlice(ordered, query).map(({ item }) => item);
      return { items, page: query.page, limit: query.limit, total: matching.length, counts };
    },
  };
}

/** The host/entry view of a tournament. */
export function toHostTournament(tournament: TournamentRecord): HostTournament {
  return {
    id: String(tournament._id),
    title: tournament.title,
    category: tournament.category,
    level: tournament.level,
    start_date: tournament.start_date,
    end_date: tournament.end_date ?? null,
    city: tournament.city,
    country: tournament.country,
    entry_open_at: iso(tournament.entry_open_at),
    entry_close_at: iso(tournament.entry_close_at),
    status: tournament.status,
    organizer_id: tournament.organizer_id ?? null,
    tier: tournament.tier ?? tournament.category,
    max_teams: tournament.max_teams ?? null,
    entry_fee: tournament.entry_fee ?? null,
  };
}

/** URL-friendly stable key: the title's words plus a random suffix (titles repeat across seasons and hosts). */
export function slugFor(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'tournament'}-${randomBytes(4).toString('hex')}`;
}

/** Creates a tournament organised by the caller; its public tier is its category. */
export async function createTournament(
  organizer: Principal,
  input: CreateTournament,
): Promise<MessageResponse & { tournament: HostTournament }> {
  const stored = await insertTournament({
    slug: slugFor(input.title),
    title: input.title,
    category: input.category,
    tier: input.category,
    level: input.level,
    start_date: input.start_date,
    end_date: input.end_date ?? null,
    city: input.city,
    country: input.country,
    entry_open_at: input.entry_open_at ? new Date(input.entry_open_at) : null,
    entry_close_at: input.entry_close_at ? new Date(input.entry_close_at) : null,
    status: input.status,
    organizer_id: organizer.sub,
    max_teams: input.max_teams ?? null,
    entry_fee: input.entry_fee ?? null,
  });
  const message = apiMessageBody(input.status === 'published' ? 'TOURNAMENT_PUBLISHED' : 'TOURNAMENT_SAVED');
  return { ...message, tournament: toHostTournament(stored) };
}

/**
 * A page of the caller's own tournaments (any status), newest first, with their entry counts (counted for the page
 * only). Without a query: the older form, the first 100 as an array.
 */
export async function listOwnTournaments(organizer: Principal): Promise<OrganizerTournament[]>;
export async function listOwnTournaments(organizer: Principal, query: PageQuery): Promise<OrganizerTournamentPage>;
export async function listOwnTournaments(
  organizer: Principal,
  query?: PageQuery,
): Promise<OrganizerTournament[] | OrganizerTournamentPage> {
  const all = await findTournamentsByOrganizer(organizer.sub);
  const tournaments = pageSlice(all, query ?? { page: 1, limit: MAX_PAGE_LIMIT });
  const counts = await countEntriesByTournament(tournaments.map((tournament) => String(tournament._id)));
  const today = leagueToday();
  const items = tournaments.map((tournament) => {
    const { status, currentRound } = tournamentStatus(tournament, today);
    return {
      ...toHostTournament(tournament),
      entry_counts: counts.get(String(tournament._id)) ?? { total: 0, confirmed: 0 },
      drawn: tournament.progress?.drawn ?? false,
      display_status: status,
      current_round: currentRound,
    };
  });
  return query ? { items, page: query.page, limit: query.limit, total: all.length } : items;
}

/** A tournament's capacity, the places taken and the waitlist's length, and its entry fee (decision 198). */
async function placesOf(tournament: TournamentRecord) {
  const { placesTaken, waitlistLength } = await countPlacesAndWaitlist(String(tournament._id));
  return { maxTeams: tournament.max_teams ?? null, placesTaken, waitlistLength, entryFee: tournament.entry_fee ?? null };
}

/**
 * A tournament's public page: its list fields, level and category, and its draw. Unpublished ones (drafts and closed)
 * only for their organizer or an admin.
 */
export async function tournamentDetail(caller: Principal | undefined, id: string, now: Date = new Date()): Promise<TournamentDetail> {
  const tournament = await findTournamentById(id);
  if (!tournament || (!isPublic(tournament) && !mayManage(tournament, caller))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  return {
    ...toListItem(tournament, leagueToday(now)),
    category: tournament.category,
    level: tournament.level,
    organizerId: tournament.organizer_id ?? null,
    draw: await drawOf(String(tournament._id)),
    ...(await placesOf(tournament)),
  };
}

/** invitation-accepted: keep the confirmed team locally so entries can check membership without calling teams. */
export async function rememberConfirmedTeam(event: EventOf<'invitation-accepted'>, logger: Logger): Promise<void> {
  const { teamId, inviterId, inviteeId, inviterName, inviteeName, acceptedAt } = event.data;
  await upsertConfirmedTeam({
    _id: teamId,
    player1: inviterId,
    player2: inviteeId,
    player1_name: inviterName ?? null,
    player2_name: inviteeName ?? null,
    confirmed_at: new Date(acceptedAt),
  });
  logger.info({ teamId }, 'confirmed team stored');
}
