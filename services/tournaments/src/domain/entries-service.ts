import {
  entryWindowState,
  type ApiCode,
  type Category,
  type EntryCounts,
  type Level,
  type Team,
  type TournamentEntry,
  type TournamentTier,
  type PageQuery,
} from '@padel/contracts';
import { AppError, createEvent, isDuplicateKeyError, sliceOf, type Principal } from '@padel/service-kit';
import { businessLimits } from '../data-access/business-limits';
import { findConfirmedTeam, findConfirmedTeams, type ConfirmedTeamRecord } from '../data-access/confirmed-team-repository';
import {
  claimConfirmation,
  claimWithdrawal,
  findEntriesOfPlayer,
  countEntriesByTournament,
  findEntryPageOfTournament,
  findEntryById,
  insertEntry,
  markWithdrawn,
  waitlistPlaceOf,
  type EntryRecord,
  type EntryWithdrawalRecord,
} from '../data-access/entry-repository';
import { findTournamentById, findTournamentsByIds, type TournamentRecord } from '../data-access/tournament-repository';
import { displayStatus, leagueToday } from './display-status';
import { entryConfirmedEvent, passOnPlaceOf, settleConfirmation } from './entry-places';
import { isPublic } from './tournament-access';
import { freezeFieldsForEntry } from './tournament-housekeeping';
import { toHostTournament } from './tournaments-service';

export interface NewEntryRequest {
  tournamentId: string;
  teamId: string;
  /** The tier or category the client shows, when it sends one: it must be the tournament's (a Major's: major or gold). */
  tier?: TournamentTier | Category;
  /** The level the client shows, when it sends one: it must be the tournament's. */
  level?: Level;
}

/** An entry with the tournament and the team it refers to (either may be gone: null). */
export interface EntryView {
  entry: EntryRecord;
  tournament: TournamentRecord | null;
  team: ConfirmedTeamRecord | null;
  /** While waitlisted: its place in the waitlist. */
  waitlistPlace?: number | null;
}

/** The local copy of a confirmed team in the teams service's shape (names only: the copy keeps no more). */
export function toTeam(team: ConfirmedTeamRecord): Team {
  const member = (id: string, name: string | null) => (name ? { id, full_name: name } : null);
  return {
    id: team._id,
    player1: team.player1,
    player2: team.player2,
    status: 'confirmed',
    player1_profile: member(team.player1, team.player1_name),
    player2_profile: member(team.player2, team.player2_name),
  };
}

export function toEntry({ entry, tournament, team, waitlistPlace }: EntryView): TournamentEntry {
  return {
    id: String(entry._id),
    tournament_id: entry.tournament_id,
    team_id: entry.team_id,
    category: entry.category,
    level: entry.level,
    status: entry.status,
    paid: entry.paid,
    confirmed_by: entry.confirmed_by,
    withdrawn_at: entry.withdrawn_at ? entry.withdrawn_at.toISOString() : null,
    withdrawn_by: entry.withdrawn_by ?? null,
    missed_draw: entry.missed_draw ?? false,
    waitlist_place: entry.status === 'waitlist' ? (waitlistPlace ?? null) : null,
    rejection_reason: entry.status === 'rejected' ? (entry.rejection_reason ?? null) : null,
    tournament: tournament ? toHostTournament(tournament) : null,
    team: team ? toTeam(team) : null,
  };
}

export async function viewsOf(entries: EntryRecord[]): Promise<EntryView[]> {
  const tournamentIds = [...new Set(entries.map((entry) => entry.tournament_id))];
  const teamIds = [...new Set(entries.map((entry) => entry.team_id))];
  const [tournaments, teams] = await Promise.all([findTournamentsByIds(tournamentIds), findConfirmedTeams(teamIds)]);
  const tournamentById = new Map(tournaments.map((tournament) => [String(tournament._id), tournament]));
  const teamById = new Map(teams.map((team) => [team._id, team]));
  // Counted for the waitlisted entries only (few on any page).
  const places = await Promise.all(entries.map((entry) => (entry.status === 'waitlist' ? waitlistPlaceOf(entry) : null)));
  return entries.map((entry, index) => ({
    entry,
    tournament: tournamentById.get(entry.tournament_id) ?? null,
    team: teamById.get(entry.team_id) ?? null,
    waitlistPlace: places[index] ?? null,
  }));
}

/** The organizer's entry window, when set, bounds when entries are taken (409 outside it). */
function assertEntryWindowOpen(tournament: TournamentRecord, now: Date): void {
  const state = entryWindowState({ openAt: tournament.entry_open_at, closeAt: tournament.entry_close_at }, now);
  if (state === 'not-open' && tournament.entry_open_at) {
    throw new AppError(409, 'ENTRIES_NOT_OPEN_YET', { params: { date: tournament.entry_open_at.toISOString() } });
  }
  if (state === 'closed') throw new AppError(409, 'ENTRIES_CLOSED');
}

/** An entry takes its tournament's category and level (decision 111): a client showing other ones gets 409. */
function assertTournamentTierAndLevel(tournament: TournamentRecord, { tier, level }: Pick<NewEntryRequest, 'tier' | 'level'>): void {
  if (tier !== undefined && tier !== tournament.category && tier !== (tournament.tier ?? tournament.category)) {
    throw new AppError(409, 'ENTRY_TIER_DIFFERS');
  }
  if (level !== undefined && level !== tournament.level) {
    throw new AppError(409, 'ENTRY_LEVEL_DIFFERS', { params: { level: tournament.level } });
  }
}

/** The service's own limit on entries (decision 193). */
export interface EntryLimits {
  /** Entries one player may make in any hour. */
  entriesPerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;

const isMember = (team: { player1: string; player2: string }, playerId: string) => team.player1 === playerId || team.player2 === playerId;

/**
 * Enters a confirmed team the caller belongs to (checked on the local copy of confirmed teams) in a
 * published, upcoming tournament whose entry window (if any) is open, at the tournament's category and level. The
 * entry starts pending_both, confirmed by its creator. Each entry counts against the caller's `entriesPerHour` in any
 * hour, counted in the service's database (decision 193): past it, 429 ENTRIES_RATE_LIMITED; 0 = no limit.
 */
export async function createEntry(
  callerId: string,
  request: NewEntryRequest,
  { entriesPerHour }: EntryLimits,
  now: Date = new Date(),
): Promise<EntryView> {
  const [team, tournament] = await Promise.all([findConfirmedTeam(request.teamId), findTournamentById(request.tournamentId)]);
  if (!team) throw new AppError(404, 'TEAM_NOT_FOUND');
  if (!isMember(team, callerId)) throw new AppError(403, 'NOT_TEAM_MEMBER');
  if (!tournament || tournament.status === 'draft') throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  const upcoming = displayStatus(tournament.start_date, tournament.end_date, leagueToday(now)) === 'Upcoming';
  if (tournament.status !== 'published' || !upcoming) {
    throw new AppError(409, 'ENTRIES_ONLY_UPCOMING');
  }
  assertEntryWindowOpen(tournament, now);
  assertTournamentTierAndLevel(tournament, request);
  const counted = await businessLimits.take(
    { name: 'entries', limit: entriesPerHour, windowMs: HOUR_MS },
    callerId,
    'ENTRIES_RATE_LIMITED',
  );
  try {
    return await enter(team, tournament, callerId);
  } catch (error) {
    // No entry: nothing counted.
    await businessLimits.refund(counted).catch(() => undefined);
    throw error;
  }
}

/** Freezes the tournament's fields under the entry and stores the entry (409 when the team has one already). */
async function enter(team: ConfirmedTeamRecord, tournament: TournamentRecord, callerId: string): Promise<EntryView> {
  // No edit or deletion of the tournament may apply under the entry (decision 113).
  await freezeFieldsForEntry(tournament, callerId);
  try {
    const entry = await insertEntry({
      tournament_id: String(tournament._id),
      team_id: team._id,
      category: tournament.category,
      level: tournament.level,
      player1: team.player1,
      player2: team.player2,
      created_by: callerId,
    });
    return { entry, tournament, team };
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError(409, 'ALREADY_ENTERED');
    throw error;
  }
}

/**
 * The entries of every team the player is on, newest first (withdrawn ones left out when `withdrawn` is false): the
 * page asked for with the count of all of them, or (without a query) the older form's first 100.
 */
export async function entriesOf(
  playerId: string,
  query?: PageQuery,
  options: { withdrawn?: boolean } = {},
): Promise<{ views: EntryView[]; total: number }> {
  const { items, total } = await findEntriesOfPlayer(playerId, sliceOf(query), options);
  return { views: await viewsOf(items), total };
}

/**
 * A page of a tournament's entries, in entry order, for its organizer (or an admin), with how many there are and the
 * whole tournament's counts; 404 for others' unpublished ones too. Without a query: the older form's first 100.
 */
export async function entriesOfTournament(caller: Principal, tournamentId: string): Promise<EntryView[]>;
export async function entriesOfTournament(
  caller: Principal,
  tournamentId: string,
  query: PageQuery,
): Promise<{ views: EntryView[]; total: number; counts: EntryCounts }>;
export async function entriesOfTournament(
  caller: Principal,
  tournamentId: string,
  query?: PageQuery,
): Promise<EntryView[] | { views: EntryView[]; total: number; counts: EntryCounts }> {
  const tournament = await findTournamentById(tournamentId);
  const mayManage = (t: TournamentRecord) => t.organizer_id === caller.sub || caller.roles.includes('admin');
  if (!tournament || (!isPublic(tournament) && !mayManage(tournament))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  if (!mayManage(tournament)) throw new AppError(403, 'ONLY_ORGANIZER_SEES_ENTRIES');
  const id = String(tournament._id);
  const [{ items, total }, counts] = await Promise.all([
    findEntryPageOfTournament(id, sliceOf(query)),
    query ? countEntriesByTournament([id]) : undefined,
  ]);
  const views = await viewsOf(items);
  return query ? { views, total, counts: counts?.get(id) ?? { total: 0, confirmed: 0 } } : views;
}

/**
 * An entry is confirmed only while its tournament takes entries: published (not unpublished to a draft), upcoming,
 * not closed by its organizer and within its entry window (issue 12).
 */
function assertConfirmable(tournament: TournamentRecord | null, now: Date): asserts tournament is TournamentRecord {
  const upcoming = tournament && displayStatus(tournament.start_date, tournament.end_date, leagueToday(now)) === 'Upcoming';
  if (!tournament || tournament.status === 'draft' || !upcoming) throw new AppError(409, 'CONFIRM_ONLY_UPCOMING');
  const window = entryWindowState({ openAt: tournament.entry_open_at, closeAt: tournament.entry_close_at }, now);
  if (tournament.status === 'closed' || window === 'closed') throw new AppError(409, 'CONFIRM_ENTRIES_CLOSED');
}

/**
 * The second member's confirmation: pending_both → confirmed, with entry-confirmed written to the entry's
 * outbox by the same update, or waitlist (entry-waitlisted) when the tournament's places are all held (decision 198).
 * A confirmation claim keyed by the entry id makes it happen once.
 */
export async function confirmEntry(callerId: string, entryId: string, now: Date = new Date()): Promise<EntryView> {
  const entry = await findEntryById(entryId);
  if (!entry) throw new AppError(404, 'ENTRY_NOT_FOUND');
  if (!isMember(entry, callerId)) throw new AppError(403, 'NOT_TEAM_MEMBER');
  if (entry.status !== 'pending_both') throw new AppError(409, 'ENTRY_NOT_AWAITING_CONFIRMATION');
  // Refused to the member whose confirmation the entry already has: its creator, or a member confirming twice.
  if (entry.confirmed_by.includes(callerId)) throw new AppError(403, 'PARTNER_MUST_CONFIRM');
  if (entry.missed_draw) throw new AppError(409, 'MISSED_DRAW');

  const tournament = await findTournamentById(entry.tournament_id);
  assertConfirmable(tournament, now);
  const confirmedAt = new Date();
  const event = entryConfirmedEvent(entry, tournament, confirmedAt);
  const claim = { _id: String(entry._id), by: callerId, confirmed_at: confirmedAt, event, outcome: 'confirmed' as const };
  const claimed = await claimConfirmation(claim);
  // Claimed by this same member already (a double-click in flight, or a request that stopped halfway): finish it alike.
  // A withdrawal that claimed the pending entry first wins.
  if (!claimed.claimed && (claimed.existing.by !== callerId || claimed.existing.outcome === 'withdrawn')) {
    throw new AppError(409, 'ENTRY_NOT_AWAITING_CONFIRMATION');
  }
  await settleConfirmation(entry, tournament, [...entry.confirmed_by, callerId], claimed.claimed ? claim : claimed.existing);
  const [view] = await viewsOf([(await findEntryById(entryId)) as EntryRecord]);
  return view as EntryView;
}

const notWithdrawable: Partial<Record<EntryRecord['status'], ApiCode>> = {
  withdrawn: 'ENTRY_ALREADY_WITHDRAWN',
  waitlist: 'WAITLISTED_NOT_WITHDRAWABLE',
  rejected: 'REJECTED_NOT_WITHDRAWABLE',
};

/**
 * A member of the entry's team withdraws it (pending_both or confirmed) while the tournament is upcoming:
 * status withdrawn, its key released so the team may enter again, and entry-withdrawn written to the entry's
 * outbox by the same update. Exactly one request wins: a pending entry is claimed through its confirmation
 * claim (outcome withdrawn), against a confirm and other withdrawals; a confirmed one through a withdrawal claim.
 * The same member repeating a request (double-click, or one that stopped halfway) finishes it alike.
 */
export async function withdrawEntry(callerId: string, entryId: string, now: Date = new Date()): Promise<EntryView> {
  const entry = await findEntryById(entryId);
  if (!entry) throw new AppError(404, 'ENTRY_NOT_FOUND');
  if (!isMember(entry, callerId)) throw new AppError(403, 'NOT_TEAM_MEMBER');
  const refusal = notWithdrawable[entry.status];
  if (refusal) throw new AppError(409, refusal);
  const tournament = await findTournamentById(entry.tournament_id);
  if (!tournament || displayStatus(tournament.start_date, tournament.end_date, leagueToday(now)) !== 'Upcoming') {
    throw new AppError(409, 'WITHDRAW_ONLY_BEFORE_START');
  }

  const wasConfirmed = entry.status === 'confirmed';
  const event = createEvent(
    'entry-withdrawn',
    {
      entryId: String(entry._id),
      tournamentId: entry.tournament_id,
      teamId: entry.team_id,
      withdrawnBy: callerId,
      withdrawnAt: now.toISOString(),
      wasConfirmed,
    },
    'tournaments',
  );
  let withdrawal: EntryWithdrawalRecord = { _id: String(entry._id), by: callerId, withdrawn_at: now, event };

  if (!wasConfirmed) {
    const pendingEnd = await claimConfirmation({ ...withdrawal, confirmed_at: now, outcome: 'withdrawn' });
    if (!pendingEnd.claimed) {
      const { existing } = pendingEnd;
      if (existing.outcome !== 'withdrawn') throw new AppError(409, 'ENTRY_JUST_CONFIRMED');
      if (existing.by !== callerId) throw new AppError(409, 'ENTRY_ALREADY_WITHDRAWN');
      withdrawal = { _id: existing._id, by: existing.by, withdrawn_at: existing.confirmed_at, event: existing.event };
    }
  }
  const claimed = await claimWithdrawal(withdrawal);
  if (!claimed.claimed) {
    if (claimed.existing.by !== callerId) throw new AppError(409, 'ENTRY_ALREADY_WITHDRAWN');
    withdrawal = claimed.existing;
  }
  await markWithdrawn(entry._id, entry.status, withdrawal);
  // A confirmed entry's place goes to the first waitlisted one (decision 198).
  if (wasConfirmed) await passOnPlaceOf(String(entry._id), tournament);
  const [view] = await viewsOf([(await findEntryById(entryId)) as EntryRecord]);
  return view as EntryView;
}
