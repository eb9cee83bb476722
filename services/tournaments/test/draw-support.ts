import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Draw, Match } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { upsertConfirmedTeam } from '../src/data-access/confirmed-team-repository';
import { activeEntryKey, EntryModel } from '../src/data-access/entry-model';
import { entriesTestbed, tournament, type ApiAnswer, type DemoUser } from './entries-support';

export const { noura, omar, admin } = demoUsers;

/** A team of two fresh players (or `player1` and a fresh one) named after the team number, and its confirmed (or pending) entry. */
export async function enterTeam(
  tournamentId: string,
  number: number,
  status: 'confirmed' | 'pending_both' = 'confirmed',
  player1: string = randomUUID(),
): Promise<string> {
  const teamId = new mongoose.Types.ObjectId().toString();
  const player2 = randomUUID();
  await upsertConfirmedTeam({
    _id: teamId,
    player1,
    player2,
    player1_name: `Player ${number}A`,
    player2_name: `Player ${number}B`,
    confirmed_at: new Date(),
  });
  await EntryModel.create({
    tournament_id: tournamentId,
    team_id: teamId,
    category: 'silver',
    level: 'C',
    status,
    player1,
    player2,
    created_by: player1,
    confirmed_by: status === 'confirmed' ? [player1, player2] : [player1],
    entry_key: activeEntryKey(tournamentId, teamId),
  });
  return teamId;
}

/**
 * A tournament organised by Noura (level D by default: one set per match) with `teams` confirmed entries, on its first
 * day (scoring opens on it, decision 203; the entries are stored, as made before it).
 */
export async function tournamentWithTeams(teams: number, overrides: Parameters<typeof tournament>[1] = {}): Promise<string> {
  const tournamentId = await tournament(0, { organizer_id: noura.id, level: 'D', ...overrides });
  for (let number = 1; number <= teams; number += 1) await enterTeam(tournamentId, number);
  return tournamentId;
}

export const matchesOf = (draw: Draw): Match[] => draw.rounds.flatMap((round) => round.matches);

export function matchIn(draw: Draw, id: string): Match {
  const match = matchesOf(draw).find((candidate) => candidate.id === id);
  if (!match) throw new Error(`no match ${id} in the draw`);
  return match;
}

/** A first-round match with both teams (there is one in every draw). */
export const playableMatch = (draw: Draw): Match => matchesOf(draw).find((match) => match.team1 && match.team2) as Match;

/** The tournaments testbed with the draw and scoring calls. */
export function drawTestbed() {
  const testbed = entriesTestbed();
  const { call } = testbed;

  async function draw(tournamentId: string, user: DemoUser = noura): Promise<Draw> {
    const answer = await call('POST', `/api/tournaments/${tournamentId}/draw`, user);
    if (answer.status !== 201) throw new Error(`draw failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.draw;
  }

  /** POST a point (with an optional Idempotency-Key). */
  async function point(tournamentId: string, matchId: string, team: 'team1' | 'team2', version: number, key?: string): Promise<ApiAnswer> {
    return testbed.callWith('POST', `/api/tournaments/${tournamentId}/matches/${matchId}/points`, noura, { team, version }, key);
  }

  /** `count` points in a row to `team`, starting from `version`; returns the last answer. */
  async function points(
    tournamentId: string,
    matchId: string,
    team: 'team1' | 'team2',
    count: number,
    version: number,
  ): Promise<ApiAnswer> {
    let answer: ApiAnswer = { status: 0, body: undefined };
    for (let index = 0; index < count; index += 1) {
      answer = await point(tournamentId, matchId, team, version + index);
      if (answer.status !== 200) throw new Error(`point failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer;
  }

  function score(tournamentId: string, matchId: string, body: unknown, user: DemoUser = noura): Promise<ApiAnswer> {
    return call('PUT', `/api/tournaments/${tournamentId}/matches/${matchId}/score`, user, body);
  }

  async function detail(tournamentId: string, user?: DemoUser): Promise<ApiAnswer> {
    return call('GET', `/api/tournaments/${tournamentId}`, user);
  }

  async function currentDraw(tournamentId: string): Promise<Draw> {
    return (await detail(tournamentId, noura)).body.draw;
  }

  return { ...testbed, draw, point, points, score, detail, currentDraw };
}
