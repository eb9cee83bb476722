import type { Category, EntryStatus, Level } from '@padel/contracts';
import { drawFrom, SCALE_TIER_NAMES, SCALE_TIERS, scaleObjectId, shareOut, type Draw } from '@padel/service-kit';
import type { ConfirmedTeamRecord } from '../data-access/confirmed-team-model';
import { activeEntryKey, withdrawnEntryKey, type EntryRecord } from '../data-access/entry-model';
import type { TournamentChangeRecord, TournamentRecord } from '../data-access/tournament-model';
import { addDays, leagueToday } from '../domain/display-status';

/**
 * The tournaments service's part of a generated league (`npm run seed:scale -- --league`): tournaments over two
 * seasons (past ones completed, some live now, some open for entries, the rest upcoming), entries of the league's
 * confirmed teams in every status, and the service's local copy of those teams, made in memory from a seed, the same
 * for the same input. No draws or matches: a past tournament is Completed by its dates. No database: see
 * seed-scale-tournaments.ts.
 */
export interface ScaleTournamentsOptions {
  /** The league's confirmed teams, oldest first. */
  teams: readonly ScaleTeamInput[];
  tournaments: number;
  entries: number;
  /** Tournaments being played today. */
  live: number;
  /** Upcoming tournaments open for entries today. */
  open: number;
  /** Upcoming tournaments not open yet (some of them drafts); the rest are past. */
  upcoming: number;
  seed: number;
  now: Date;
  /** The first day of the first season. */
  since: Date;
  /** Who organizes the tournaments nobody else does (null: none, as the demo's older ones). */
  organizers: readonly (string | null)[];
  /** An organizer with a busy dashboard (the demo account Noura): this many tournaments with this many entries. */
  busyOrganizer?: { id: string; tournaments: number; entries: number };
  /** A player with a busy history (the demo account Omar): this many entries of their teams. */
  busyPlayer?: { id: string; entries: number };
}

export interface ScaleTeamInput {
  id: string;
  player1: string;
  player2: string;
  player1_name: string | null;
  player2_name: string | null;
  formed_at: Date;
}

export type ScaleTournamentRecord = TournamentRecord & { createdAt: Date; updatedAt: Date };
export type ScaleEntry = EntryRecord & { updatedAt: Date };
export type ScaleConfirmedTeam = ConfirmedTeamRecord & { createdAt: Date; updatedAt: Date };

export type ScalePhase = 'past' | 'live' | 'open' | 'upcoming';

export interface ScaleTournaments {
  /** Earliest first. */
  tournaments: ScaleTournamentRecord[];
  /** Where each tournament stands today, in the order of `tournaments`. */
  phases: ScalePhase[];
  entries: ScaleEntry[];
  /** The first entry of each tournament with entries froze its fields (decision 113). */
  changes: TournamentChangeRecord[];
  confirmedTeams: ScaleConfirmedTeam[];
}

const DAY_MS = 24 * 3_600_000;
const TOURNAMENT_KIND = 3;
const ENTRY_KIND = 4;
const VENUES: ReadonlyArray<readonly [string, string]> = [
  ['Dubai', 'United Arab Emirates'],
  ['Abu Dhabi', 'United Arab Emirates'],
  ['Sharjah', 'United Arab Emirates'],
  ['Al Ain', 'United Arab Emirates'],
  ['Ras Al Khaimah', 'United Arab Emirates'],
  ['Doha', 'Qatar'],
  ['Riyadh', 'Saudi Arabia'],
  ['Jeddah', 'Saudi Arabia'],
  ['Kuwait City', 'Kuwait'],
  ['Manama', 'Bahrain'],
  ['Muscat', 'Oman'],
];
/** Entries' statuses by where the tournament stands. */
const STATUSES: Record<Exclude<ScalePhase, 'upcoming'>, ReadonlyArray<readonly [EntryStatus, number]>> = {
  past: [
    ['confirmed', 84],
    ['withdrawn', 7],
    ['rejected', 4],
    ['waitlist', 4],
    ['pending_both', 1],
  ],
  live: [
    ['confirmed', 86],
    ['withdrawn', 6],
    ['rejected', 4],
    ['waitlist', 4],
  ],
  open: [
    ['pending_both', 35],
    ['confirmed', 45],
    ['waitlist', 8],
    ['withdrawn', 8],
    ['rejected', 4],
  ],
};
/** How much of the entries each phase takes, per tournament. */
const ENTRY_WEIGHT: Record<ScalePhase, number> = { past: 1, live: 1, open: 0.5, upcoming: 0 };

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/** The league's tournaments, entries and confirmed teams, the same for the same options. */
export function generateScaleTournaments(options: ScaleTournamentsOptions): ScaleTournaments {
  const draw = drawFrom(options.seed * 7919 + 3);
  const today = leagueToday(options.now);
  const past = options.tournaments - options.live - options.open - options.upcoming;
  if (past < 0) throw new Error('More live, open and upcoming tournaments than tournaments');
  const phases: ScalePhase[] = [
    ...Array<ScalePhase>(past).fill('past'),
    ...Array<ScalePhase>(options.live).fill('live'),
    ...Array<ScalePhase>(options.open).fill('open'),
    ...Array<ScalePhase>(options.upcoming).fill('upcoming'),
  ];
  const firstDay = dayOf(options.since.getTime());
  const pastDays = Math.max(1, Math.round((options.now.getTime() - options.since.getTime()) / DAY_MS) - 4);
  const perTitle = new Map<string, number>();
  const busy = options.busyOrganizer;
  const busyEvery = busy && busy.tournaments > 0 ? options.tournaments / busy.tournaments : Infinity;
  let upcomingIndex = 0;
  const tournaments = phases.map((phase, index): ScaleTournamentRecord => {
    let start: string;
    if (phase === 'past') start = addDays(firstDay, Math.floor(((index + draw()) / Math.max(past, 1)) * pastDays));
    else if (phase === 'live') start = addDays(today, -Math.floor(draw() * 3));
    else if (phase === 'open') start = addDays(today, 7 + Math.floor(draw() * 35));
    else start = addDays(today, 45 + Math.floor(((upcomingIndex++ + draw()) / Math.max(options.upcoming, 1)) * 90));
    const end = addDays(start, 2 + (phase === 'live' ? 1 : Math.floor(draw() * 2)));
    const tier = draw.weighted(SCALE_TIERS);
    const level: Level = draw() < 0.4 ? 'C' : 'D';
    const [city, country] = draw.pick(VENUES);
    const name = `${city} ${SCALE_TIER_NAMES[tier]} ${level}`;
    const number = (perTitle.get(name) ?? 0) + 1;
    perTitle.set(name, number);
    const busyOne = Math.floor(index / busyEvery) !== Math.floor((index + 1) / busyEvery);
    const organizer = busyOne ? busy!.id : draw.pick(options.organizers);
    const entryOpen = at(addDays(start, -42), 6);
    const entryClose = at(addDays(start, -3), 20);
    const created = new Date(entryOpen.getTime() - Math.floor((3 + draw() * 20) * DAY_MS));
    // Past and live ones are published (a few past ones were closed by their organizer); a few upcoming ones are drafts.
    const status = phase === 'past' && draw() < 0.03 ? 'closed' : phase === 'upcoming' && draw() < 0.25 ? 'draft' : 'published';
    const category: Category = tier === 'major' ? 'gold' : tier;
    return {
      _id: scaleObjectId(TOURNAMENT_KIND, index + 1),
      slug: `league-${String(index + 1).padStart(4, '0')}`,
      title: `${name} Open #${number}`,
      category,
      tier,
      level,
      start_date: start,
      end_date: end,
      city,
      country,
      entry_open_at: entryOpen,
      entry_close_at: entryClose,
      status,
      organizer_id: organizer,
      progress: null,
      revision: 0,
      status_revision: 0,
      outbox: [],
      createdAt: created,
      updatedAt: created,
    };
  });

  const entries = makeEntries(options, tournaments, phases, draw);
  const changes: TournamentChangeRecord[] = [];
  const first = new Map<string, ScaleEntry>();
  for (const entry of entries) if (!first.has(entry.tournament_id)) first.set(entry.tournament_id, entry);
  for (const [tournamentId, entry] of first)
    changes.push({
      _id: `${tournamentId}:fields:0`,
      tournament_id: tournamentId,
      kind: 'entries',
      by: entry.created_by,
      at: entry.createdAt,
    });
  const confirmedTeams = options.teams.map((team): ScaleConfirmedTeam => ({
    _id: team.id,
    player1: team.player1,
    player2: team.player2,
    player1_name: team.player1_name,
    player2_name: team.player2_name,
    confirmed_at: team.formed_at,
    createdAt: team.formed_at,
    updatedAt: team.formed_at,
  }));
  return { tournaments, phases, entries, changes, confirmedTeams };
}

/**
 * Entries: the busy player's first (spread over their teams), then each tournament's share of the rest, of teams
 * formed before its entries opened, at most one entry per team and no player twice in one tournament.
 */
function makeEntries(
  options: ScaleTournamentsOptions,
  tournaments: ScaleTournamentRecord[],
  phases: ScalePhase[],
  draw: Draw,
): ScaleEntry[] {
  const { teams } = options;
  const taking = tournaments.map((tournament, index) => (tournament.status === 'draft' ? 0 : ENTRY_WEIGHT[phases[index]!]));
  const busyId = options.busyOrganizer?.id;
  const busyIndexes = tournaments.flatMap((tournament, index) =>
    busyId && tournament.organizer_id === busyId && taking[index]! > 0 ? [index] : [],
  );
  const othersIndexes = tournaments.flatMap((tournament, index) =>
    tournament.organizer_id !== busyId && taking[index]! > 0 ? [index] : [],
  );
  const busyEntries = busyIndexes.length > 0 ? Math.min(options.busyOrganizer!.entries, options.entries) : 0;
  const quota = new Array<number>(tournaments.length).fill(0);
  shareOut(
    busyEntries,
    busyIndexes.map((index) => taking[index]!),
  ).forEach((share, at) => (quota[busyIndexes[at]!] = share));
  shareOut(
    options.entries - busyEntries,
    othersIndexes.map((index) => taking[index]!),
  ).forEach((share, at) => (quota[othersIndexes[at]!] = share));

  const players = tournaments.map(() => new Set<string>());
  const teamsIn = tournaments.map(() => new Set<string>());
  const chosen = tournaments.map(() => [] as ScaleTeamInput[]);
  const fits = (index: number, team: ScaleTeamInput) =>
    team.formed_at < tournaments[index]!.entry_open_at! &&
    !teamsIn[index]!.has(team.id) &&
    !players[index]!.has(team.player1) &&
    !players[index]!.has(team.player2);
  const enter = (index: number, team: ScaleTeamInput) => {
    teamsIn[index]!.add(team.id);
    players[index]!.add(team.player1);
    players[index]!.add(team.player2);
    chosen[index]!.push(team);
  };

  const busyPlayer = options.busyPlayer;
  if (busyPlayer) {
    const own = teams.filter((team) => team.player1 === busyPlayer.id || team.player2 === busyPlayer.id);
    const open = draw.shuffle(tournaments.map((_, index) => index).filter((index) => quota[index]! > 0));
    let made = 0;
    for (const index of open) {
      if (made >= busyPlayer.entries) break;
      const team = own[made % Math.max(own.length, 1)];
      if (team && fits(index, team)) {
        enter(index, team);
        made += 1;
      }
    }
  }
  // Teams by the time they were formed: a tournament takes them from those formed before its entries opened.
  tournaments.forEach((tournament, index) => {
    const formedBefore = countFormedBefore(teams, tournament.entry_open_at!);
    for (let tries = 0; chosen[index]!.length < quota[index]! && tries < quota[index]! * 20 && formedBefore > 0; tries += 1) {
      const team = teams[Math.floor(draw() * formedBefore)]!;
      if (team.player1 !== busyPlayer?.id && team.player2 !== busyPlayer?.id && fits(index, team)) enter(index, team);
    }
  });

  const entries: ScaleEntry[] = [];
  tournaments.forEach((tournament, index) => {
    const phase = phases[index]! as Exclude<ScalePhase, 'upcoming'>;
    const tournamentId = String(tournament._id);
    const window = tournament.entry_close_at!.getTime() - tournament.entry_open_at!.getTime();
    const opened = tournament.entry_open_at!.getTime();
    const last = Math.min(opened + window, options.now.getTime() - 3_600_000);
    for (const team of chosen[index]!) {
      const status = draw.weighted(STATUSES[phase]);
      const _id = scaleObjectId(ENTRY_KIND, entries.length + 1);
      const createdAt = new Date(opened + Math.floor(draw() * Math.max(last - opened, 1)));
      const createdBy = draw() < 0.5 ? team.player1 : team.player2;
      const partner = createdBy === team.player1 ? team.player2 : team.player1;
      const answered = new Date(createdAt.getTime() + Math.floor(draw() * Math.min(2 * DAY_MS, Math.max(last - createdAt.getTime(), 1))));
      const both = status === 'confirmed' || status === 'waitlist' || (status !== 'pending_both' && draw() < 0.6);
      const withdrawn = status === 'withdrawn';
      entries.push({
        _id,
        tournament_id: tournamentId,
        team_id: team.id,
        category: tournament.category,
        level: tournament.level,
        status,
        paid: status === 'confirmed' && (phase !== 'open' || draw() < 0.5),
        player1: team.player1,
        player2: team.player2,
        created_by: createdBy,
        confirmed_by: both ? [createdBy, partner] : [createdBy],
        confirmed_at: both ? answered : null,
        entry_key: withdrawn ? withdrawnEntryKey(_id) : activeEntryKey(tournamentId, team.id),
        withdrawn_at: withdrawn ? answered : null,
        withdrawn_by: withdrawn ? draw.pick([createdBy, partner]) : null,
        missed_draw: false,
        outbox: [],
        createdAt,
        updatedAt: both || withdrawn ? answered : createdAt,
      });
    }
  });
  return entries;
}

/** How many of `teams` (oldest first) were formed before `time`. */
function countFormedBefore(teams: readonly ScaleTeamInput[], time: Date): number {
  let low = 0;
  let high = teams.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (teams[middle]!.formed_at < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
