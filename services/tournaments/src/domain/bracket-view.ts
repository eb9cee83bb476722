import {
  FINISHED_MATCH_STATUSES,
  ROUND_LABELS,
  type BracketRound,
  type BracketTeam,
  type Draw,
  type Match,
  type MatchScore,
  type MatchStatus,
} from '@padel/contracts';
import type { DrawRecord } from '../data-access/draw-repository';
import type { MatchRecord } from '../data-access/match-repository';
import type { TournamentProgress } from '../data-access/tournament-repository';
import { byeSlots, planMatches, type PlannedMatch, type TeamSource } from './bracket';

export const EMPTY_SCORE: MatchScore = { sets: [], game: null };

export const isFinished = (status: MatchStatus): boolean => FINISHED_MATCH_STATUSES.includes(status);

/** A draw with its planned matches, their stored states and the matches as the API shows them. */
export interface Bracket {
  draw: DrawRecord;
  plan: PlannedMatch[];
  records: Map<string, MatchRecord>;
  matches: Map<string, Match>;
}

export function winnerTeam(match: Match | undefined): BracketTeam | null {
  if (!match?.winner) return null;
  return match[match.winner];
}

const latest = (dates: Date[]): Date => new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * The matches of a draw from its slots and the stored states: a later round's teams are the winners of the matches
 * feeding it, so a corrected result re-flows without writing the next match. `updated_at` is the latest change of the
 * match or of the matches feeding it.
 */
function matchViews(draw: DrawRecord, plan: PlannedMatch[], records: Map<string, MatchRecord>): Map<string, Match> {
  const matches = new Map<string, Match>();
  const teamOf = (source: TeamSource): BracketTeam | null =>
    source.kind === 'slot' ? (draw.slots[source.slot] ?? null) : winnerTeam(matches.get(source.matchId));
  const changedAt = (source: TeamSource): Date[] => {
    const feeder = source.kind === 'winner' ? records.get(source.matchId) : undefined;
    return feeder ? [feeder.updated_at] : [];
  };
  for (const planned of plan) {
    const record = records.get(planned.id);
    matches.set(planned.id, {
      id: planned.id,
      round: planned.round,
      round_index: planned.roundIndex,
      position: planned.position,
      team1: teamOf(planned.team1),
      team2: teamOf(planned.team2),
      court: record?.court ?? null,
      starts_at: record?.starts_at ? new Date(record.starts_at).toISOString() : null,
      status: record?.status ?? 'scheduled',
      score: record?.score ?? EMPTY_SCORE,
      winner: record?.winner ?? null,
      next_match_id: planned.next?.matchId ?? null,
      next_slot: planned.next?.slot ?? null,
      version: record?.version ?? 0,
      updated_at: latest([record?.updated_at ?? draw.drawn_at, ...changedAt(planned.team1), ...changedAt(planned.team2)]).toISOString(),
    });
  }
  return matches;
}

export function buildBracket(draw: DrawRecord, records: readonly MatchRecord[]): Bracket {
  const plan = [...planMatches(draw.slots)].sort((a, b) => a.roundIndex - b.roundIndex || a.position - b.position);
  const byMatch = new Map(records.map((record) => [record.match_id, record]));
  return { draw, plan, records: byMatch, matches: matchViews(draw, plan, byMatch) };
}

/** The bracket as it would be with `record` stored. */
export function withRecord(bracket: Bracket, record: MatchRecord): Bracket {
  const records = new Map(bracket.records).set(record.match_id, record);
  return { ...bracket, records, matches: matchViews(bracket.draw, bracket.plan, records) };
}

export const finalOf = (bracket: Bracket): Match => bracket.matches.get(bracket.plan[bracket.plan.length - 1]?.id ?? '') as Match;

export function championOf(bracket: Bracket): BracketTeam | null {
  const final = finalOf(bracket);
  return final && isFinished(final.status) ? winnerTeam(final) : null;
}

/** The teams of the draw that went through the first round without playing. */
function byeTeams(slots: ReadonlyArray<BracketTeam | null>): BracketTeam[] {
  return byeSlots(slots).flatMap((slot) => {
    const team = slots[slot] ?? slots[slot ^ 1];
    return team ? [team] : [];
  });
}

export function toDraw(bracket: Bracket): Draw {
  const { draw } = bracket;
  const rounds: BracketRound[] = [];
  for (const match of bracket.matches.values()) {
    const last = rounds[rounds.length - 1];
    if (last?.round === match.round) last.matches.push(match);
    else rounds.push({ round: match.round, label: ROUND_LABELS[match.round], matches: [match] });
  }
  return {
    tournament_id: draw.tournament_id,
    level: draw.level,
    drawn_at: new Date(draw.drawn_at).toISOString(),
    drawn_by: draw.drawn_by,
    size: draw.slots.length,
    team_count: draw.slots.filter(Boolean).length,
    byes: byeTeams(draw.slots),
    rounds,
    champion: championOf(bracket),
  };
}

/** Where the tournament stands: started from its first started match, completed with its final. */
export function progressOf(bracket: Bracket): TournamentProgress {
  const matches = [...bracket.matches.values()];
  const completed = isFinished(finalOf(bracket).status);
  return {
    drawn: true,
    started: matches.some((match) => match.status !== 'scheduled'),
    completed,
    current_round: completed ? null : (matches.find((match) => !isFinished(match.status))?.round ?? null),
    champion: championOf(bracket)?.name ?? null,
    completed_at: completed ? finalOf(bracket).updated_at : null,
  };
}
