import { apiMessageBody, type BracketTeam, type Draw, type DrawResponse, type EventData, type MessageResponse } from '@padel/contracts';
import { AppError, createEvent, type Principal } from '@padel/service-kit';
import { findConfirmedTeams } from '../data-access/confirmed-team-repository';
import { recordDrawnPlayers } from './calendars-service';
import {
  drawIdOf,
  findActiveDraw,
  findLatestDraw,
  insertDraw,
  markDrawRemoved,
  settleDraw,
  type DrawRecord,
} from '../data-access/draw-repository';
import { findEntriesOfTournament, markPendingEntriesMissed, type EntryRecord } from '../data-access/entry-repository';
import { findMatchesOfDraw } from '../data-access/match-repository';
import { closeEntriesAt, findTournamentById, saveProgress, type TournamentRecord } from '../data-access/tournament-repository';
import { drawSlots } from './bracket';
import { isPublic } from './tournament-access';
import { buildBracket, progressOf, toDraw, type Bracket } from './bracket-view';

const mayManage = (tournament: TournamentRecord, caller: Principal) =>
  tournament.organizer_id === caller.sub || caller.roles.includes('admin');

/** What the organizer does: the 403 code for anybody else. */
export type OrganizerAction = 'ONLY_ORGANIZER_CAN_DRAW' | 'ONLY_ORGANIZER_CAN_REDO_DRAW' | 'ONLY_ORGANIZER_CAN_SCORE';

/** The tournament the caller organizes (or any, for an admin): 404 when unknown (or another's unpublished one), 403 for others. */
export async function managedTournament(caller: Principal, tournamentId: string, action: OrganizerAction): Promise<TournamentRecord> {
  const tournament = await findTournamentById(tournamentId);
  if (!tournament || (!isPublic(tournament) && !mayManage(tournament, caller))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  if (!mayManage(tournament, caller)) throw new AppError(403, action);
  return tournament;
}

/** The active draw of a tournament with its matches, or null. */
export async function bracketOf(tournamentId: string): Promise<Bracket | null> {
  const draw = await findActiveDraw(tournamentId);
  return draw ? buildBracket(draw, await findMatchesOfDraw(draw._id)) : null;
}

/** The tournament's draw round by round (for pages and the live stream), or null when it has none. */
export async function drawOf(tournamentId: string): Promise<Draw | null> {
  const bracket = await bracketOf(tournamentId);
  return bracket ? toDraw(bracket) : null;
}

/**
 * Recomputes the tournament's stored progress from its draw and matches, and returns the bracket it read. Idempotent:
 * should two recomputations race, the next change of the tournament writes the current one.
 */
export async function refreshProgress(tournamentId: string): Promise<Bracket | null> {
  const bracket = await bracketOf(tournamentId);
  await saveProgress(tournamentId, bracket ? progressOf(bracket) : null);
  return bracket;
}

const fallbackName = 'Unnamed player';

function teamsOf(entries: EntryRecord[], names: Map<string, { player1_name: string | null; player2_name: string | null }>): BracketTeam[] {
  return entries.map((entry) => {
    const team = names.get(entry.team_id);
    const players = [
      { id: entry.player1, full_name: team?.player1_name ?? fallbackName },
      { id: entry.player2, full_name: team?.player2_name ?? fallbackName },
    ];
    return { team_id: entry.team_id, name: players.map((player) => player.full_name).join(' / '), players };
  });
}

/**
 * Closes entries and draws the confirmed (with paidOnly: the paid confirmed) entries' teams at random into a single-elimination bracket. Pending entries
 * miss the draw (flagged on the entry); withdrawn ones are gone. The draw's key `<tournament>:<number>` makes it happen
 * once: of two concurrent draws one is stored, the other is 409.
 */
export async function makeDraw(
  caller: Principal,
  tournamentId: string,
  { paidOnly = false }: { paidOnly?: boolean } = {},
  now: Date = new Date(),
): Promise<DrawResponse> {
  const tournament = await managedTournament(caller, tournamentId, 'ONLY_ORGANIZER_CAN_DRAW');
  const id = String(tournament._id);
  const latest = await findLatestDraw(id);
  if (latest?.status === 'active') throw new AppError(409, 'ALREADY_DRAWN');

  const entries = await findEntriesOfTournament(id);
  if (paidOnly && !tournament.entry_fee) throw new AppError(409, 'NO_ENTRY_FEE');
  // With paid_only, the confirmed entries whose fee is not marked paid stay out of the draw (decision 198).
  const confirmed = entries.filter((entry) => entry.status === 'confirmed' && (!paidOnly || entry.paid));
  const missed = entries.filter((entry) => entry.status === 'pending_both');
  if (paidOnly && confirmed.length < 2) throw new AppError(409, 'TOO_FEW_PAID_TEAMS');
  if (confirmed.length < 2) throw new AppError(409, 'TOO_FEW_TEAMS');
  if (confirmed.length > 64) throw new AppError(409, 'TOO_MANY_TEAMS');

  await closeEntriesAt(id, now);
  const confirmedTeams = await findConfirmedTeams(confirmed.map((entry) => entry.team_id));
  const draw: Omit<DrawRecord, 'outbox'> = {
    _id: drawIdOf(id, (latest?.number ?? 0) + 1),
    tournament_id: id,
    number: (latest?.number ?? 0) + 1,
    status: 'active',
    level: tournament.level,
    slots: drawSlots(teamsOf(confirmed, new Map(confirmedTeams.map((team) => [team._id, team])))),
    missed_entries: missed.length,
    drawn_at: now,
    drawn_by: { id: caller.sub, name: caller.name },
    removed_at: null,
    removed_by: null,
  };
  const made = createEvent('draw-changed', { tournamentId: id, change: 'made' }, 'tournaments');
  const bracket = buildBracket({ ...draw, outbox: [] }, []);
  const drawn = createEvent(
    'tournament-drawn',
    {
      tournamentId: id,
      tournamentTitle: tournament.title,
      drawNumber: draw.number,
      startDate: tournament.start_date,
      teams: firstMatchesOf(bracket),
    },
    'tournaments',
  );
  if (!(await insertDraw(draw, made, drawn))) throw new AppError(409, 'ALREADY_DRAWN');
  await recordDrawnPlayers(draw);
  await markPendingEntriesMissed(id);
  await refreshProgress(id);
  return { ...apiMessageBody('DRAW_MADE', { count: confirmed.length }), draw: toDraw(bracket), missed_entries: missed.length };
}

/** Each drawn team's first match: the earliest one it plays in, with the opponent's name once known (a bye: not yet). */
function firstMatchesOf(bracket: Bracket): EventData<'tournament-drawn'>['teams'] {
  const draw = toDraw(bracket);
  const teams: EventData<'tournament-drawn'>['teams'] = [];
  const seen = new Set<string>();
  for (const match of draw.rounds.flatMap((round) => round.matches)) {
    for (const [team, opponent] of [
      [match.team1, match.team2],
      [match.team2, match.team1],
    ] as const) {
      if (!team || seen.has(team.team_id)) continue;
      seen.add(team.team_id);
      teams.push({
        teamId: team.team_id,
        players: team.players.map((player) => player.id),
        firstMatch: { round: match.round, opponent: opponent?.name ?? null },
      });
    }
  }
  return teams;
}

/**
 * Removes the draw while no match has started, so it can be made again (entries stay closed). The removal and the
 * first match to start race for one key, so neither happens under the other.
 */
export async function removeDraw(caller: Principal, tournamentId: string, now: Date = new Date()): Promise<MessageResponse> {
  const tournament = await managedTournament(caller, tournamentId, 'ONLY_ORGANIZER_CAN_REDO_DRAW');
  const id = String(tournament._id);
  const draw = await findActiveDraw(id);
  if (!draw) throw new AppError(404, 'NOT_DRAWN');
  const settled = await settleDraw({ _id: draw._id, by: 'removal', at: now });
  if (!settled.claimed && settled.existing.by === 'play') throw new AppError(409, 'DRAW_STARTED');
  const removed = createEvent('draw-changed', { tournamentId: id, change: 'removed' }, 'tournaments');
  await markDrawRemoved(draw._id, caller.sub, now, removed);
  await refreshProgress(id);
  return apiMessageBody('DRAW_REMOVED');
}
