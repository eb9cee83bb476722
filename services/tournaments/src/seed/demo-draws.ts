import { type MatchSide, type SetScore } from '@padel/contracts';
import { createEvent, type Logger } from '@padel/service-kit';
import { findActiveDraw, insertDraw, insertDrawIfMissing, type DrawRecord } from '../data-access/draw-repository';
import { insertMatchIfMissing, matchDocumentId, type MatchState } from '../data-access/match-repository';
import { findTournamentBySlug } from '../data-access/tournament-repository';
import { drawSlots, planMatches } from '../domain/bracket';
import { recordDrawnPlayers } from '../domain/calendars-service';
import { refreshProgress } from '../domain/draw-service';
import { formatOfLevel, scoreFromPoints } from '../domain/padel-scoring';
import { completedDemoDraw, demoDrawRecord, demoTeam, PAST_DEMO_DRAWS, type DemoPair, type PastDemoDraw } from './demo-season';

/** The live demo tournament and its teams (the e2e tests score it): the first round played, a semi-final under way. */
const LIVE = { slug: 'dubai-marina-open-2026', live: 'R2-M1' };
const livePairs: DemoPair[] = [
  'noura/layla',
  'omar/khalid',
  'sara/yousef',
  'faisal/mariam',
  'ahmed/hessa',
  'abdullah/reem',
  'saeed/lulwa',
  'hamad/dana',
];

/** The points of games won in turn by `games` (each game to love), then the points of the game in progress. */
function pointsOf(games: MatchSide[], inProgress: MatchSide[]): MatchSide[] {
  return [...games.flatMap((side) => [side, side, side, side]), ...inProgress];
}

const alternate = (winner: MatchSide, loser: MatchSide, loserGames: number, winnerGames: number): MatchSide[] => [
  ...Array.from({ length: loserGames }, () => [winner, loser]).flat(),
  ...Array.from({ length: winnerGames - loserGames }, () => winner),
];

const ORGANIZER = { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01', name: 'Noura Al Mansouri' };
const HOUR = 3_600_000;

/** The live draw: a random layout, first-round matches won 6-4 6-3 by team1, the semi-final live at 6-4 0-0 30-15. */
async function seedLiveDraw(now: Date): Promise<boolean> {
  const tournament = await findTournamentBySlug(LIVE.slug);
  if (!tournament) return false;
  const tournamentId = String(tournament._id);
  const drawnAt = new Date(now.getTime() - 48 * HOUR);
  const slots = drawSlots(livePairs.map((pair, index) => demoTeam(pair, `demo-team-${index + 1}`)));
  const draw = demoDrawRecord(tournamentId, tournament.level, slots, { at: drawnAt, by: ORGANIZER });
  const added = await insertDrawIfMissing(draw);
  // A stored draw keeps its own slots (and any change made to it since).
  const stored = (await findActiveDraw(tournamentId)) ?? { ...draw, outbox: [] };
  // Its players' private calendars show its scheduled matches (decision 197); repeating it changes nothing.
  await recordDrawnPlayers(stored);
  const format = formatOfLevel(tournament.level);
  const sets: SetScore[] = [
    { team1: 6, team2: 4, tiebreak: null },
    { team1: 6, team2: 3, tiebreak: null },
  ].slice(0, format.setsToWin);
  for (const planned of planMatches(stored.slots)) {
    const live = planned.id === LIVE.live;
    if (planned.roundIndex !== 0 && !live) continue;
    const at = new Date(drawnAt.getTime() + (planned.roundIndex + 1) * 6 * HOUR + planned.position * HOUR);
    const points = live ? pointsOf(alternate('team1', 'team2', 4, 6), ['team2', 'team1', 'team1']) : [];
    const base = {
      _id: matchDocumentId(stored._id, planned.id),
      draw_id: stored._id,
      tournament_id: tournamentId,
      match_id: planned.id,
      // The court as an organizer enters it: its number; the screens say "Court 1" / "الملعب 1" around it.
      court: String(planned.position + 1),
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

const teamIds = (draw: Pick<DrawRecord, 'slots'>) => draw.slots.map((team) => team?.team_id ?? null).join();

/**
 * A past demo tournament played to its champion. Its tournament-completed event goes into the draw's outbox with the
 * draw's insert, so it is published once, with the draw; a stored draw is left as it is (its matches are added only
 * when it is this demo draw, e.g. after a stop between the two writes).
 */
async function seedCompletedDraw(demo: PastDemoDraw, variant: number): Promise<boolean> {
  const tournament = await findTournamentBySlug(demo.slug);
  if (!tournament) return false;
  const seeded = completedDemoDraw(tournament, demo, variant);
  const added = await insertDraw(seeded.draw, createEvent('tournament-completed', seeded.completed, 'tournaments'));
  const stored = added ? seeded.draw : await findActiveDraw(String(tournament._id));
  if (stored && teamIds(stored) === teamIds(seeded.draw)) {
    for (const match of seeded.matches) await insertMatchIfMissing(match);
  }
  await refreshProgress(String(tournament._id));
  return added;
}

/**
 * Draws of the demo tournaments: the live one (no events) and every past one played to its champion with its
 * tournament-completed event, from which the players service derives the demo ranking and titles (decision 091).
 * No match-completed: the demo players' match counters are a seeded base history. Idempotent: a stored draw or match
 * stays as it is and publishes nothing again.
 */
export async function seedDemoDraws(log: Logger, now: Date = new Date()): Promise<void> {
  let added = (await seedLiveDraw(now)) ? 1 : 0;
  for (const [index, demo] of PAST_DEMO_DRAWS.entries()) if (await seedCompletedDraw(demo, index)) added += 1;
  log.info({ added }, 'demo draws loaded');
}
