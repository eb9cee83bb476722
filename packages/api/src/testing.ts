// Test helpers for the live stream and brackets: import from '@padel/api/testing' in tests only (not in the index).
import { act, waitFor } from '@testing-library/react';
import {
  ROUND_LABELS,
  type BracketTeam,
  type Draw,
  type LiveEvent,
  type Match,
  type PlayerRanking,
  type RankingEdition,
  type RankingEntry,
  type RankingPage,
  type RankingResult,
  type Round,
  type Team,
  type TournamentDetail,
} from '@padel/contracts';

/**
 * Stands in for the browser's EventSource (jsdom has none): every stream the code under test opens is recorded, and
 * the test scripts it — opens it, sends events, breaks it.
 */
export class ScriptedEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: ScriptedEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly withCredentials = false;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  private lastId = 0;

  constructor(readonly url: string) {
    super();
    ScriptedEventSource.opened.push(this);
  }

  close(): void {
    this.readyState = 2;
  }

  /** The server accepted the stream. */
  open(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  /** One `event: <type>` with its JSON data, as the live route sends it. */
  send(event: LiveEvent): void {
    act(() => {
      this.lastId += 1;
      const message = new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: String(this.lastId) });
      this.dispatchEvent(message);
    });
  }

  /** The connection dropped: the browser retries by itself (`closed` false) or gives up after an error answer. */
  fail({ closed = false }: { closed?: boolean } = {}): void {
    act(() => {
      this.readyState = closed ? 2 : 0;
      this.onerror?.(new Event('error'));
    });
  }
}

/** Puts ScriptedEventSource in place of globalThis.EventSource; returns it (its `opened` list starts empty). */
export function installScriptedEventSource(): typeof ScriptedEventSource {
  ScriptedEventSource.opened = [];
  Object.defineProperty(globalThis, 'EventSource', { configurable: true, writable: true, value: ScriptedEventSource });
  return ScriptedEventSource;
}

/** The stream a page opens in an effect (run once the page is painted), when it is open. */
export function openedEventSource(): Promise<ScriptedEventSource> {
  return waitFor(() => latestEventSource());
}

/** The stream opened last. */
export function latestEventSource(): ScriptedEventSource {
  const source = ScriptedEventSource.opened.at(-1);
  if (!source) throw new Error('No EventSource was opened');
  return source;
}

const playerId = (no: number, letter: 'a' | 'b') => `00000000-0000-4000-8${letter === 'a' ? '0' : '1'}00-${String(no).padStart(12, '0')}`;

/** Team `no` of a test bracket: "Player <no>a / Player <no>b". */
export function bracketTeam(no: number): BracketTeam {
  return {
    team_id: `team-${no}`,
    name: `Player ${no}a / Player ${no}b`,
    players: [
      { id: playerId(no, 'a'), full_name: `Player ${no}a` },
      { id: playerId(no, 'b'), full_name: `Player ${no}b` },
    ],
  };
}

/** A scheduled match between two teams (overridable), id from its bracket position. */
export function bracketMatch(round: Round, roundIndex: number, position: number, changes: Partial<Match> = {}): Match {
  return {
    id: `R${roundIndex + 1}-M${position + 1}`,
    round,
    round_index: roundIndex,
    position,
    team1: null,
    team2: null,
    court: null,
    starts_at: null,
    status: 'scheduled',
    score: { sets: [], game: null },
    winner: null,
    next_match_id: round === 'final' ? null : `R${roundIndex + 2}-M${Math.floor(position / 2) + 1}`,
    next_slot: round === 'final' ? null : position % 2 === 0 ? 'team1' : 'team2',
    version: 0,
    updated_at: '2099-04-10T08:00:00.000Z',
    ...changes,
  };
}

/** A draw made on April 1, 2099 by Noura Al Mansouri with these rounds (first to final). */
export function drawOf(rounds: Match[][], changes: Partial<Draw> = {}): Draw {
  const size = 2 ** rounds.length;
  return {
    tournament_id: 't1',
    level: 'C',
    drawn_at: '2099-04-01T08:00:00.000Z',
    drawn_by: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01', name: 'Noura Al Mansouri' },
    size,
    team_count: size,
    byes: [],
    rounds: rounds.map((matches) => {
      const round = matches[0]?.round ?? 'final';
      return { round, label: ROUND_LABELS[round], matches };
    }),
    champion: null,
    ...changes,
  };
}

/** Dubai Marina Open (gold, level C, April 10–11, 2099), live in its semi-finals, with `draw`. */
export function tournamentDetail(draw: Draw | null, changes: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    id: 't1',
    name: 'Dubai Marina Open',
    location: 'Dubai',
    startDate: '2099-04-10',
    endDate: '2099-04-11',
    status: 'Live',
    tier: 'gold',
    category: 'gold',
    level: 'C',
    organizerId: null,
    currentRound: 'semi-final',
    draw,
    ...changes,
  };
}

/** Edition 12 of the ranking, published on November 23, 2026 (Dubai) after the Dubai Marina Open. */
export const rankingEdition: RankingEdition = {
  number: 12,
  published_at: '2026-11-23T06:00:00.000Z',
  reason: 'tournament-completed',
  tournament: { id: 't1', title: 'Dubai Marina Open' },
};

/** Layla Farouk (Egypt), #2 up from #4 with 2,840 points, as a ranking line. */
export function rankingEntry(changes: Partial<RankingEntry> = {}): RankingEntry {
  return {
    id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03',
    full_name: 'Layla Farouk',
    country: 'Egypt',
    photo_url: null,
    ranking: 2,
    points: 2840,
    previous_ranking: 4,
    movement: 'up',
    change: 2,
    matches_played: 10,
    wins: 8,
    losses: 2,
    titles_won: 1,
    ...changes,
  };
}

/** The first page of 20 of `rankingEdition` with these players (total their count unless given). */
export function rankingPage(players: RankingEntry[], changes: Partial<RankingPage> = {}): RankingPage {
  return {
    edition: rankingEdition,
    page: 1,
    limit: 20,
    total: players.length,
    players,
    stats: { total_players: players.length, total_matches: 20, average_win_rate: 0.775 },
    ...changes,
  };
}

/** A result of the Dubai Marina Open (gold, level C): a final reached on November 22, 2026, 240 points. */
export function rankingResult(changes: Partial<RankingResult> = {}): RankingResult {
  return {
    tournament_id: 't1',
    tournament_title: 'Dubai Marina Open',
    tier: 'gold',
    level: 'C',
    reached: 'final',
    points: 240,
    earned_at: '2026-11-22T16:00:00.000Z',
    counts_until: '2027-11-22T20:00:00.000Z',
    ...changes,
  };
}

/** How `player`'s points were earned in `rankingEdition`: the counting results, none outside the best 6. */
export function playerRanking(player: RankingEntry, changes: Partial<PlayerRanking> = {}): PlayerRanking {
  return {
    edition: rankingEdition,
    player,
    previous_edition: null,
    previous_points: null,
    best_results_counted: 6,
    counting: [],
    not_counting: [],
    ...changes,
  };
}

/** A confirmed team "team-1" of two players (id and full name), the first as player 1. */
export function confirmedTeam(
  player1: { id: string; full_name: string },
  player2: { id: string; full_name: string },
  changes: Partial<Team> = {},
): Team {
  return {
    id: 'team-1',
    player1: player1.id,
    player2: player2.id,
    status: 'confirmed',
    player1_profile: player1,
    player2_profile: player2,
    ...changes,
  };
}

/** One page of a paged list (GET /api/tournaments, /api/news, /api/tournaments/me…): all `items` on page 1 of 20 unless `changes` say. */
export function listPage<T, E extends object = object>(
  items: T[],
  changes: Partial<{ page: number; limit: number; total: number }> & E = {} as E,
): { items: T[]; page: number; limit: number; total: number } & E {
  return { items, page: 1, limit: 20, total: items.length, ...changes };
}
