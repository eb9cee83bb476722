import type { BracketTeam, MatchSide, SetScore } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { drawIdOf, findActiveDraw, insertDrawIfMissing, type DrawRecord } from '../data-access/draw-repository';
import { insertMatchIfMissing, matchDocumentId, type MatchState } from '../data-access/match-repository';
import { findTournamentBySlug } from '../data-access/tournament-repository';
import { drawSlots, planMatches } from '../domain/bracket';
import { refreshProgress } from '../domain/draw-service';
import { formatOfLevel, scoreFromPoints } from '../domain/padel-scoring';

/** Demo players (ids and names of the players service's demo profiles), paired into demo teams. */
const players: Array<[string, string]> = [
  ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01', 'Noura Al Mansouri'],
  ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03', 'Layla Farouk'],
  ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', 'Omar Haddad'],
  ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04', 'Khalid Rahman'],
  ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05', 'Sara Nasser'],
  ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06', 'Yousef Al Amiri'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000001', 'Faisal Al Qahtani'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000002', 'Mariam Al Hashimi'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000003', 'Ahmed Al Balushi'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000004', 'Hessa Al Thani'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000005', 'Abdullah Al Sabah'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000006', 'Reem Al Khalifa'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000007', 'Saeed Al Harthy'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000008', 'Lulwa Al Dosari'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000009', 'Hamad Al Muhairi'],
  ['a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000010', 'Dana Al Rashid'],
];

function demoTeams(count: number): BracketTeam[] {
  return Array.from({ length: count }, (_, index) => {
    const pair = [players[2 * index], players[2 * index + 1]].map((player) => ({ id: player?.[0] ?? '', full_name: player?.[1] ?? '' }));
    return { team_id: `demo-team-${index + 1}`, name: pair.map((player) => player.full_name).join(' / '), players: pair };
  });
}

/** The points of games won in turn by `games` (each game to love), then the points of the game in progress. */
function pointsOf(games: MatchSide[], inProgress: MatchSide[]): MatchSide[] {
  return [...games.flatMap((side) => [side, side, side, side]), ...inProgress];
}

const alternate = (winner: MatchSide, loser: MatchSide, loserGames: number, winnerGames: number): MatchSide[] => [
  ...Array.from({ length: loserGames }, () => [winner, loser]).flat(),
  ...Array.from({ length: winnerGames - loserGames }, () => winner),
];

interface DemoDraw {
  slug: string;
  teams: number;
  /** Match ids played to the end (team1 wins 6-4 6-3), in bracket order. */
  finished: 'all' | 'first-round';
  /** A match under way, point by point. */
  live?: string;
}

const demoDraws: DemoDraw[] = [
  { slug: 'dubai-marina-open-2026', teams: 8, finished: 'first-round', live: 'R2-M1' },
  { slug: 'doha-silver-2026', teams: 6, finished: 'all' },
];

const ORGANIZER = { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01', name: 'Noura Al Mansouri' };
const HOUR = 3_600_000;

async function seedDraw(demo: DemoDraw, now: Date): Promise<boolean> {
  const tournament = await findTournamentBySlug(demo.slug);
  if (!tournament) return false;
  const tournamentId = String(tournament._id);
  const drawnAt = new Date(now.getTime() - 48 * HOUR);
  const draw: Omit<DrawRecord, 'outbox'> = {
    _id: drawIdOf(tournamentId, 1),
    tournament_id: tournamentId,
    number: 1,
    status: 'active',
    level: tournament.level,
    slots: drawSlots(demoTeams(demo.teams)),
    missed_entries: 0,
    drawn_at: drawnAt,
    drawn_by: ORGANIZER,
    removed_at: null,
    removed_by: null,
  };
  const added = await insertDrawIfMissing(draw);
  // A stored draw keeps its own slots (and any change made to it since).
  const stored = (await findActiveDraw(tournamentId)) ?? { ...draw, outbox: [] };
  const format = formatOfLevel(tournament.level);
  const sets: SetScore[] = [
    { team1: 6, team2: 4, tiebreak: null },
    { team1: 6, team2: 3, tiebreak: null },
  ].slice(0, format.setsToWin);
  for (const planned of planMatches(stored.slots)) {
    const finished = demo.finished === 'all' || planned.roundIndex === 0;
    const live = planned.id === demo.live;
    if (!finished && !live) continue;
    const at = new Date(drawnAt.getTime() + (planned.roundIndex + 1) * 6 * HOUR + planned.position * HOUR);
    const points = live ? pointsOf(alternate('team1', 'team2', 4, 6), ['team2', 'team1', 'team1']) : [];
    const base = {
      _id: matchDocumentId(stored._id, planned.id),
      draw_id: stored._id,
      tournament_id: tournamentId,
      match_id: planned.id,
      court: `Court ${planned.position + 1}`,
      starts_at: at,
      version: 1,
      started_at: at,
      updated_at: live ? now : new Date(at.getTime() + HOUR),
    };
    const state: MatchState = live
      ? {
          ...base,
          status: 'live',
          points,
          score: scoreFromPoints(points, format).score,
          winner: null,
          outcome: null,
          revision: 0,
          completed_at: null,
        }
      : {
          ...base,
          status: 'completed',
          points: [],
          score: { sets, game: null },
          winner: 'team1',
          outcome: 'completed',
          revision: 1,
          completed_at: base.updated_at,
        };
    await insertMatchIfMissing(state);
  }
  await refreshProgress(tournamentId);
  return added;
}

/**
 * Draws of the demo tournaments: the live one with its first round played and a semi-final under way, a past one
 * played to its champion. Idempotent: a stored draw or match stays as it is (no events: the demo players' statistics
 * are seeded as they are).
 */
export async function seedDemoDraws(log: Logger, now: Date = new Date()): Promise<void> {
  let added = 0;
  for (const demo of demoDraws) if (await seedDraw(demo, now)) added += 1;
  log.info({ added }, 'demo draws loaded');
}
