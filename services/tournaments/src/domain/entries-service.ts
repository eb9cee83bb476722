import { entryWindowState, type LegacyRegistration, type Team, type TournamentEntry } from '@padel/contracts';
import { AppError, createEvent, type Principal } from '@padel/service-kit';
import { isValidObjectId } from 'mongoose';
import { ConfirmedTeamModel, type ConfirmedTeamRecord } from '../data-access/confirmed-team-model';
import {
  claimConfirmation,
  findEntriesOfPlayer,
  findEntriesOfTournament,
  findEntryById,
  insertEntry,
  markConfirmed,
  type EntryRecord,
} from '../data-access/entry-model';
import { TournamentModel, type TournamentRecord } from '../data-access/tournament-model';
import { displayStatus, leagueToday } from './display-status';
import { toHostTournament } from './tournaments-service';

export const ENTRY_NOT_FOUND = 'Entry not found';

export interface NewEntryRequest {
  tournamentId: string;
  teamId: string;
  category: EntryRecord['category'];
  level: EntryRecord['level'];
}

/** An entry with the tournament and the team it refers to (either may be gone: null). */
export interface EntryView {
  entry: EntryRecord;
  tournament: TournamentRecord | null;
  team: ConfirmedTeamRecord | null;
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

export function toEntry({ entry, tournament, team }: EntryView): TournamentEntry {
  return {
    id: String(entry._id),
    tournament_id: entry.tournament_id,
    team_id: entry.team_id,
    category: entry.category,
    level: entry.level,
    status: entry.status,
    paid: entry.paid,
    confirmed_by: entry.confirmed_by,
    tournament: tournament ? toHostTournament(tournament) : null,
    team: team ? toTeam(team) : null,
  };
}

export function toLegacyRegistration({ entry }: EntryView): LegacyRegistration {
  return {
    id: String(entry._id),
    tournamentId: entry.tournament_id,
    teamId: entry.team_id,
    tier: entry.category,
    level: entry.level,
    player1Confirmed: entry.confirmed_by.includes(entry.player1),
    player2Confirmed: entry.confirmed_by.includes(entry.player2),
  };
}

async function findTournament(id: string): Promise<TournamentRecord | null> {
  if (!isValidObjectId(id)) return null;
  return TournamentModel.findById(id).lean<TournamentRecord>();
}

async function viewsOf(entries: EntryRecord[]): Promise<EntryView[]> {
  const tournamentIds = [...new Set(entries.map((entry) => entry.tournament_id))].filter((id) => isValidObjectId(id));
  const teamIds = [...new Set(entries.map((entry) => entry.team_id))];
  const [tournaments, teams] = await Promise.all([
    TournamentModel.find({ _id: { $in: tournamentIds } }).lean<TournamentRecord[]>(),
    ConfirmedTeamModel.find({ _id: { $in: teamIds } }).lean<ConfirmedTeamRecord[]>(),
  ]);
  const tournamentById = new Map(tournaments.map((tournament) => [String(tournament._id), tournament]));
  const teamById = new Map(teams.map((team) => [team._id, team]));
  return entries.map((entry) => ({
    entry,
    tournament: tournamentById.get(entry.tournament_id) ?? null,
    team: teamById.get(entry.team_id) ?? null,
  }));
}

const leagueDate = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai', month: 'long', day: 'numeric', year: 'numeric' });

/** The organizer's entry window, when set, bounds when entries are taken (409 outside it). */
function assertEntryWindowOpen(tournament: TournamentRecord, now: Date): void {
  const state = entryWindowState({ openAt: tournament.entry_open_at, closeAt: tournament.entry_close_at }, now);
  if (state === 'not-open' && tournament.entry_open_at) {
    throw new AppError(409, `Entries for this tournament open on ${leagueDate.format(tournament.entry_open_at)}`);
  }
  if (state === 'closed') throw new AppError(409, 'Entries for this tournament have closed');
}

const isMember = (team: { player1: string; player2: string }, playerId: string) => team.player1 === playerId || team.player2 === playerId;

/**
 * Enters a confirmed team the caller belongs to (checked on the local copy of confirmed teams) in a
 * published, upcoming tournament whose entry window (if any) is open. The entry starts pending_both, confirmed by
 * its creator.
 */
export async function createEntry(callerId: string, request: NewEntryRequest, now: Date = new Date()): Promise<EntryView> {
  const [team, tournament] = await Promise.all([
    ConfirmedTeamModel.findById(request.teamId).lean<ConfirmedTeamRecord>(),
    findTournament(request.tournamentId),
  ]);
  if (!team) throw new AppError(404, 'Team not found');
  if (!isMember(team, callerId)) throw new AppError(403, 'You are not a member of this team');
  if (!tournament || tournament.status === 'draft') throw new AppError(404, 'Tournament not found');
  const upcoming = displayStatus(tournament.start_date, tournament.end_date, leagueToday(now)) === 'Upcoming';
  if (tournament.status !== 'published' || !upcoming) {
    throw new AppError(409, 'Entries are open only for upcoming tournaments');
  }
  assertEntryWindowOpen(tournament, now);
  try {
    const entry = await insertEntry({
      tournament_id: String(tournament._id),
      team_id: team._id,
      category: request.category,
      level: request.level,
      player1: team.player1,
      player2: team.player2,
      created_by: callerId,
    });
    return { entry, tournament, team };
  } catch (error) {
    if ((error as { code?: unknown })?.code === 11000) throw new AppError(409, 'This team has already entered this tournament');
    throw error;
  }
}

export async function entriesOf(playerId: string): Promise<EntryView[]> {
  return viewsOf(await findEntriesOfPlayer(playerId));
}

/** The entries of a tournament, in entry order, for its organizer (or an admin); 404 for drafts of others too. */
export async function entriesOfTournament(caller: Principal, tournamentId: string): Promise<EntryView[]> {
  const tournament = await findTournament(tournamentId);
  const mayManage = (t: TournamentRecord) => t.organizer_id === caller.sub || caller.roles.includes('admin');
  if (!tournament || (tournament.status === 'draft' && !mayManage(tournament))) throw new AppError(404, 'Tournament not found');
  if (!mayManage(tournament)) throw new AppError(403, 'Only the organizer can see the entries of this tournament');
  return viewsOf(await findEntriesOfTournament(String(tournament._id)));
}

export type ConfirmationRule =
  /** PATCH /api/tournament-entries/:id/confirm: only the member who did not create the entry. */
  | 'partner-only'
  /** Older form: any member sets their own flag; setting it twice is a conflict. */
  | 'own-flag';

/**
 * The second member's confirmation: pending_both → confirmed, with entry-confirmed written to the entry's
 * outbox by the same update. A confirmation claim keyed by the entry id makes it happen once.
 */
export async function confirmEntry(
  callerId: string,
  entryId: string,
  rule: ConfirmationRule,
  notifyOutbox: () => void,
): Promise<EntryView> {
  const entry = await findEntryById(entryId);
  if (!entry) throw new AppError(404, ENTRY_NOT_FOUND);
  if (!isMember(entry, callerId)) throw new AppError(403, 'You are not a member of this team');
  if (entry.status !== 'pending_both') throw new AppError(409, 'This entry is not awaiting confirmation');
  if (entry.confirmed_by.includes(callerId)) {
    if (rule === 'partner-only') throw new AppError(403, 'Your partner must confirm this entry');
    throw new AppError(409, 'You have already confirmed this registration');
  }

  const tournament = await findTournament(entry.tournament_id);
  const confirmedAt = new Date();
  const event = createEvent(
    'entry-confirmed',
    {
      entryId: String(entry._id),
      tournamentId: entry.tournament_id,
      tournamentTitle: tournament?.title ?? null,
      teamId: entry.team_id,
      player1: entry.player1,
      player2: entry.player2,
      confirmedAt: confirmedAt.toISOString(),
    },
    'tournaments',
  );
  const claim = { _id: String(entry._id), by: callerId, confirmed_at: confirmedAt, event };
  const claimed = await claimConfirmation(claim);
  // Claimed by this same member already (a double-click in flight, or a request that stopped halfway): finish it alike.
  if (!claimed.claimed && claimed.existing.by !== callerId) throw new AppError(409, 'This entry is not awaiting confirmation');
  await markConfirmed(entry._id, [...entry.confirmed_by, callerId], claimed.claimed ? claim : claimed.existing);
  notifyOutbox();
  const [view] = await viewsOf([(await findEntryById(entryId)) as EntryRecord]);
  return view as EntryView;
}
