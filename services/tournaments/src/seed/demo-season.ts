import {
  leagueDayStart,
  type BracketTeam,
  type Level,
  type MatchSide,
  type SetScore,
  type TournamentCompletedData,
} from '@padel/contracts';
import { drawIdOf, type DrawRecord } from '../data-access/draw-repository';
import { matchDocumentId, type MatchState } from '../data-access/match-repository';
import type { TournamentRecord } from '../data-access/tournament-repository';
import { planMatches } from '../domain/bracket';
import { buildBracket, championOf } from '../domain/bracket-view';
import { addDays } from '../domain/display-status';
import { tournamentCompletedData } from '../domain/match-service';

/** The demo players: ids and names of the players service's demo profiles. */
export const DEMO_PLAYERS = {
  noura: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01', full_name: 'Noura Al Mansouri' },
  layla: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03', full_name: 'Layla Farouk' },
  omar: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', full_name: 'Omar Haddad' },
  khalid: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04', full_name: 'Khalid Rahman' },
  sara: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05', full_name: 'Sara Nasser' },
  yousef: { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06', full_name: 'Yousef Al Amiri' },
  faisal: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000001', full_name: 'Faisal Al Qahtani' },
  mariam: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000002', full_name: 'Mariam Al Hashimi' },
  ahmed: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000003', full_name: 'Ahmed Al Balushi' },
  hessa: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000004', full_name: 'Hessa Al Thani' },
  abdullah: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000005', full_name: 'Abdullah Al Sabah' },
  reem: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000006', full_name: 'Reem Al Khalifa' },
  saeed: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000007', full_name: 'Saeed Al Harthy' },
  lulwa: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000008', full_name: 'Lulwa Al Dosari' },
  hamad: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000009', full_name: 'Hamad Al Muhairi' },
  dana: { id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000010', full_name: 'Dana Al Rashid' },
} as const;

type PlayerKey = keyof typeof DEMO_PLAYERS;
export type DemoPair = `${PlayerKey}/${PlayerKey}`;

export interface PastDemoDraw {
  slug: string;
  /** The teams by how far they went: champion, runner-up, the two semi-finalists, then the first-round losers. */
  finish: DemoPair[];
}

/**
 * The past demo tournaments' results (decision 091): their tournament-completed events make the demo ranking. Pairings
 * and champions change from event to event; the oldest one ended more than 52 weeks ago and no longer counts.
 */
export const PAST_DEMO_DRAWS: PastDemoDraw[] = [
  {
    slug: 'doha-silver-2026',
    // Six teams (two byes): Khalid, Saeed, Lulwa and Dana did not play.
    finish: ['noura/layla', 'mariam/ahmed', 'faisal/yousef', 'omar/sara', 'hessa/abdullah', 'reem/hamad'],
  },
  {
    slug: 'manama-bronze-2026',
    finish: ['saeed/lulwa', 'hamad/dana', 'sara/reem', 'omar/hessa', 'faisal/layla', 'noura/khalid', 'yousef/ahmed', 'mariam/abdullah'],
  },
  {
    slug: 'dubai-winter-gold-2026',
    finish: ['faisal/noura', 'khalid/omar', 'yousef/mariam', 'layla/sara', 'ahmed/hessa', 'abdullah/reem', 'saeed/lulwa', 'hamad/dana'],
  },
  {
    slug: 'kuwait-city-silver-2026',
    finish: ['abdullah/reem', 'khalid/hessa', 'faisal/omar', 'sara/yousef', 'noura/lulwa', 'layla/saeed', 'mariam/hamad', 'ahmed/dana'],
  },
  {
    slug: 'jeddah-padel-major-2025',
    finish: ['faisal/khalid', 'noura/yousef', 'omar/layla', 'mariam/ahmed', 'sara/hessa', 'abdullah/saeed', 'reem/hamad', 'lulwa/dana'],
  },
  {
    slug: 'bahrain-gold-open-2025',
    finish: ['noura/omar', 'faisal/mariam', 'khalid/sara', 'yousef/layla', 'ahmed/reem', 'hessa/hamad', 'abdullah/lulwa', 'saeed/dana'],
  },
  {
    slug: 'al-ain-bronze-cup-2025',
    finish: ['ahmed/hessa', 'mariam/abdullah', 'khalid/yousef', 'saeed/lulwa', 'noura/hamad', 'faisal/dana', 'layla/omar', 'sara/reem'],
  },
  {
    slug: 'salalah-silver-open-2025',
    finish: ['yousef/layla', 'faisal/ahmed', 'noura/mariam', 'abdullah/lulwa', 'khalid/dana', 'sara/saeed', 'omar/hessa', 'reem/hamad'],
  },
  {
    slug: 'doha-padel-major-2025',
    finish: ['hamad/dana', 'saeed/lulwa', 'abdullah/reem', 'ahmed/hessa', 'faisal/noura', 'khalid/omar', 'yousef/layla', 'sara/mariam'],
  },
];

/** Slots by finishing place (null: a bye): the better team of every match is the one placed higher in `finish`. */
const LAYOUTS: Record<number, Array<number | null>> = {
  8: [0, 4, 2, 5, 3, 6, 7, 1],
  6: [0, null, 2, 4, 1, null, 3, 5],
};

/** The winner's sets ("7-6(4)": a tie-break won 7-4), turned round when team2 wins. */
const SCORES: Record<Level, string[]> = {
  C: ['6-4 6-3', '7-5 6-4', '6-3 4-6 6-4', '6-2 7-6(4)', '4-6 6-4 7-5', '7-6(5) 6-3'],
  D: ['6-4', '6-3', '7-5', '6-2', '7-6(3)', '6-1'],
};

const HOUR = 3_600_000;
const ADMIN = { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07', name: 'League Admin' };

export type DemoTournament = Pick<TournamentRecord, '_id' | 'title' | 'tier' | 'category' | 'level' | 'start_date' | 'end_date'>;

export interface CompletedDemoDraw {
  draw: Omit<DrawRecord, 'outbox'>;
  matches: MatchState[];
  completed: TournamentCompletedData;
}

/** A demo team of two demo players; by default the same id wherever the pair plays together. */
export function demoTeam(pair: DemoPair, teamId = `demo-team-${pair.split('/').sort().join('-')}`): BracketTeam {
  const players = pair.split('/').map((key) => ({ ...DEMO_PLAYERS[key as PlayerKey] }));
  return { team_id: teamId, name: players.map((player) => player.full_name).join(' / '), players };
}

/** Draw number 1 of a demo tournament, as drawn by `drawn.by` at `drawn.at`. */
export function demoDrawRecord(
  tournamentId: string,
  level: DrawRecord['level'],
  slots: DrawRecord['slots'],
  drawn: { at: Date; by: DrawRecord['drawn_by'] },
): Omit<DrawRecord, 'outbox'> {
  return {
    _id: drawIdOf(tournamentId, 1),
    tournament_id: tournamentId,
    number: 1,
    status: 'active',
    level,
    slots,
    missed_entries: 0,
    drawn_at: drawn.at,
    drawn_by: drawn.by,
    removed_at: null,
    removed_by: null,
  };
}

function setsOf(level: Level, pick: number, winner: MatchSide): SetScore[] {
  const score = SCORES[level][pick % SCORES[level].length] ?? '';
  return score.split(' ').map((set) => {
    const [won = 0, lost = 0, tiebreakLost] = (set.match(/\d+/g) ?? []).map(Number);
    const [team1, team2] = winner === 'team1' ? [won, lost] : [lost, won];
    if (tiebreakLost === undefined) return { team1, team2, tiebreak: null };
    const tiebreak = winner === 'team1' ? { team1: 7, team2: tiebreakLost } : { team1: tiebreakLost, team2: 7 };
    return { team1, team2, tiebreak };
  });
}

/** Where a round is played: the first round on the first day, the final on the last, rounds between the day before. */
function dayOf(tournament: DemoTournament, roundIndex: number, rounds: number): string {
  const last = tournament.end_date ?? tournament.start_date;
  if (roundIndex === 0) return tournament.start_date;
  if (roundIndex === rounds - 1) return last;
  const before = addDays(last, -1);
  return before > tournament.start_date ? before : tournament.start_date;
}

/**
 * A past demo tournament played to its champion: the draw, every match completed (the better-placed team wins), and
 * its tournament-completed data (revision 1, completed when the final ended). `variant` varies the bracket layout (an
 * XOR of slot indexes keeps pairings and halves; an even one keeps byes in the lower slot) and the scores.
 */
export function completedDemoDraw(tournament: DemoTournament, demo: PastDemoDraw, variant: number): CompletedDemoDraw {
  const tournamentId = String(tournament._id);
  const layout = LAYOUTS[demo.finish.length];
  if (!layout) throw new Error(`${demo.slug}: no demo layout for ${demo.finish.length} teams`);
  const teams = demo.finish.map((pair) => demoTeam(pair));
  const mask = (variant * (layout.includes(null) ? 2 : 5)) % layout.length;
  const slots = layout.map((_, index) => {
    const place = layout[index ^ mask];
    return place === null || place === undefined ? null : (teams[place] ?? null);
  });
  const drawnAt = new Date(leagueDayStart(addDays(tournament.start_date, -1)) + 20 * HOUR);
  const draw = demoDrawRecord(tournamentId, tournament.level, slots, { at: drawnAt, by: ADMIN });

  const plan = planMatches(slots);
  const rounds = Math.max(...plan.map((planned) => planned.roundIndex)) + 1;
  const winners = new Map<string, BracketTeam>();
  const place = (team: BracketTeam) => teams.indexOf(team);
  const matches = plan.map((planned, index): MatchState => {
    const [team1, team2] = [planned.team1, planned.team2].map((source) =>
      source.kind === 'slot' ? (slots[source.slot] as BracketTeam) : (winners.get(source.matchId) as BracketTeam),
    ) as [BracketTeam, BracketTeam];
    const winner = place(team1) < place(team2) ? 'team1' : 'team2';
    winners.set(planned.id, winner === 'team1' ? team1 : team2);
    const final = planned.roundIndex === rounds - 1;
    const day = leagueDayStart(dayOf(tournament, planned.roundIndex, rounds));
    const startsAt = new Date(day + (final ? 19 : 10 + 2 * planned.position) * HOUR);
    const completedAt = new Date(startsAt.getTime() + (tournament.level === 'C' ? 1.5 : 1) * HOUR);
    return {
      _id: matchDocumentId(draw._id, planned.id),
      draw_id: draw._id,
      tournament_id: tournamentId,
      match_id: planned.id,
      // The court as an organizer enters it: its number (the final on court 1); the screens say "Court 1" around it.
      court: String(planned.position + 1),
      starts_at: startsAt,
      status: 'completed',
      points: [],
      score: { sets: setsOf(tournament.level, variant + index, winner), game: null },
      winner,
      outcome: 'completed',
      version: 1,
      revision: 1,
      started_at: startsAt,
      completed_at: completedAt,
      updated_at: completedAt,
    };
  });

  const bracket = buildBracket(
    { ...draw, outbox: [] },
    matches.map((match) => ({ ...match, outbox: [] })),
  );
  const champion = championOf(bracket) as BracketTeam;
  const completedAt = (matches[matches.length - 1]?.completed_at as Date).toISOString();
  return {
    draw,
    matches,
    completed: tournamentCompletedData(tournament, bracket, champion, { completedAt, revision: 1, previousChampion: null }),
  };
}
