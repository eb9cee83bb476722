import { randomInt as cryptoRandomInt } from 'node:crypto';
import { MAX_BRACKET_SIZE, roundOfTeams, type MatchSide, type Round } from '@padel/contracts';

/**
 * A single-elimination bracket (decision 055). The draw is a list of slots in bracket order: slots 2p and 2p + 1
 * make the first-round pairing p, the winners of pairings 2q and 2q + 1 meet in the next round's pairing q, and so
 * on to the final. A null slot is a bye: the team beside it goes through the first round without a match.
 */

/** A random whole number from 0 to maxExclusive − 1. */
export type RandomInt = (maxExclusive: number) => number;

const secureRandomInt: RandomInt = (maxExclusive) => cryptoRandomInt(maxExclusive);

const MIN_TEAMS = 2;

/** The next power of two from the number of teams (2 → 2, 5 → 8, 33 → 64); a RangeError outside 2 to 64 teams. */
export function bracketSize(teams: number): number {
  if (!Number.isInteger(teams) || teams < MIN_TEAMS || teams > MAX_BRACKET_SIZE) {
    throw new RangeError(`A bracket has ${MIN_TEAMS} to ${MAX_BRACKET_SIZE} teams, not ${teams}`);
  }
  let size = MIN_TEAMS;
  while (size < teams) size *= 2;
  return size;
}

/** Fisher–Yates: every order of the items equally likely, given a uniform randomInt. */
function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Which first-round pairings get a bye: one bye per pairing at most (no bye meets a bye), split as evenly as possible
 * between the two halves, and again within each half, down to single pairings; an odd one goes to the upper half.
 */
function byePairings(pairings: number, byes: number): boolean[] {
  if (pairings === 1) return [byes === 1];
  const half = pairings / 2;
  const upper = Math.ceil(byes / 2);
  return [...byePairings(half, upper), ...byePairings(half, byes - upper)];
}

/**
 * The draw: the teams in a random order (cryptographic source unless one is given) placed in bracket order, with
 * bracketSize − n byes (null). The shape depends only on the number of teams; chance decides who goes where, so every
 * team is as likely as any other to get a bye. A bye fills the lower slot of its pairing.
 */
export function drawSlots<T>(teams: readonly T[], randomInt: RandomInt = secureRandomInt): Array<T | null> {
  const size = bracketSize(teams.length);
  const order = shuffled(teams, randomInt);
  let next = 0;
  const take = (): T => order[next++] as T;
  return byePairings(size / 2, size - teams.length).flatMap((hasBye) => (hasBye ? [take(), null] : [take(), take()]));
}

export type TeamSource = { kind: 'slot'; slot: number } | { kind: 'winner'; matchId: string };

/**
 * A match of the bracket. `roundIndex` is 0 for the first round; `position` is the index of the pairing within its
 * round, top of the bracket first, counting the pairings that are not matches too (a first-round pairing with a bye),
 * so the match of pairing `position` in round `roundIndex` is always `R<roundIndex + 1>-M<position + 1>`, whatever
 * the byes. First-round ids may therefore skip numbers; later rounds never do.
 */
export interface PlannedMatch {
  id: string;
  round: Round;
  roundIndex: number;
  position: number;
  /** A slot in the first round; later the winner of a match, or the slot of a team that came through a bye. */
  team1: TeamSource;
  team2: TeamSource;
  /** Where the winner goes: the match of pairing ⌊position / 2⌋ of the next round, team1 from an even position. */
  next: { matchId: string; slot: MatchSide } | null;
}

export function matchIdOf(roundIndex: number, position: number): string {
  return `R${roundIndex + 1}-M${position + 1}`;
}

const isBye = (slot: unknown): boolean => slot === null || slot === undefined;

function assertBracketShape(slots: ReadonlyArray<unknown>): void {
  const size = slots.length;
  if (size < MIN_TEAMS || size > MAX_BRACKET_SIZE || (size & (size - 1)) !== 0) {
    throw new RangeError(`A bracket has a power of two from ${MIN_TEAMS} to ${MAX_BRACKET_SIZE} slots, not ${size}`);
  }
  for (let slot = 0; slot < size; slot += 2) {
    if (isBye(slots[slot]) && isBye(slots[slot + 1])) throw new RangeError(`Slots ${slot} and ${slot + 1} are both byes`);
  }
}

/**
 * The real matches of a bracket of these slots (n − 1 for n teams), first round first, top to bottom. A first-round
 * pairing with a bye is no match: its team enters the second round straight from its slot.
 */
export function planMatches(slots: ReadonlyArray<unknown>): PlannedMatch[] {
  assertBracketShape(slots);
  const size = slots.length;
  const plan: PlannedMatch[] = [];
  /** Who fills each place of the current round, top to bottom; null for a bye (first round only). */
  let entrants: Array<TeamSource | null> = slots.map((slot, index) => (isBye(slot) ? null : { kind: 'slot', slot: index }));

  for (let roundIndex = 0; entrants.length > 1; roundIndex += 1) {
    const pairings = entrants.length / 2;
    const advancing: TeamSource[] = [];
    for (let position = 0; position < pairings; position += 1) {
      const team1 = entrants[2 * position] ?? null;
      const team2 = entrants[2 * position + 1] ?? null;
      if (!team1 || !team2) {
        advancing.push((team1 ?? team2) as TeamSource);
        continue;
      }
      const id = matchIdOf(roundIndex, position);
      const next =
        pairings > 1
          ? { matchId: matchIdOf(roundIndex + 1, Math.floor(position / 2)), slot: (position % 2 === 0 ? 'team1' : 'team2') as MatchSide }
          : null;
      plan.push({ id, round: roundOfTeams(size / 2 ** roundIndex), roundIndex, position, team1, team2, next });
      advancing.push({ kind: 'winner', matchId: id });
    }
    entrants = advancing;
  }
  return plan;
}

/** The slots of the teams that got a bye (their partner slot is empty), top to bottom. */
export function byeSlots(slots: ReadonlyArray<unknown>): number[] {
  const teams: number[] = [];
  for (let slot = 0; slot < slots.length; slot += 2) {
    const [upper, lower] = [isBye(slots[slot]), isBye(slots[slot + 1])];
    if (upper !== lower) teams.push(upper ? slot + 1 : slot);
  }
  return teams;
}

export interface PlannedRound {
  round: Round;
  roundIndex: number;
  matches: PlannedMatch[];
}

/** The planned matches grouped by round, first round first, each round top to bottom. */
export function roundsOf(plan: readonly PlannedMatch[]): PlannedRound[] {
  const rounds: PlannedRound[] = [];
  const ordered = [...plan].sort((a, b) => a.roundIndex - b.roundIndex || a.position - b.position);
  for (const match of ordered) {
    const last = rounds[rounds.length - 1];
    if (last?.roundIndex === match.roundIndex) last.matches.push(match);
    else rounds.push({ round: match.round, roundIndex: match.roundIndex, matches: [match] });
  }
  return rounds;
}
