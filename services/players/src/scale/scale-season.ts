import { LevelSchema, ROUNDS, type Level, type Reached, type TournamentTier } from '@padel/contracts';
import { drawFrom, SCALE_TIER_NAMES, SCALE_TIERS, type Draw } from '@padel/service-kit';
import type { PlayerPlacement, PlayerResultsRecord, PlayerTitle } from '../data-access/player-results-model';
import type { ProfileRecord } from '../data-access/profile-model';
import { countersOf } from '../domain/player-results';
import type { RowChange } from '../domain/ranking/edition-rows';
import { cardOf } from '../domain/ranking/ranking-editions';
import { standingOf } from '../domain/ranking/standing';

/**
 * A league at scale for benchmarks (`npm run seed:scale`): registered players and a season of tournament results,
 * made in memory from a seed, the same for the same seed. No database here: see seed-scale.ts.
 */
export interface ScaleSeasonOptions {
  players: number;
  seed: number;
  /** The season ends just before this moment; its results span the ~60 weeks before it. */
  now: Date;
}

/** A profile as stored (the schema's fields and timestamps), written through the driver. */
export type ScaleProfile = ProfileRecord & { createdAt: Date; updatedAt: Date };

export interface ScaleTournament {
  id: string;
  title: string;
  tier: TournamentTier;
  level: Level;
  teams: number;
  completedAt: Date;
}

export interface ScaleSeason {
  profiles: ScaleProfile[];
  /** One results version per player (version 1), in the order of `profiles`. */
  results: PlayerResultsRecord[];
  tournaments: ScaleTournament[];
  placements: number;
}

/** Ids of generated players: valid UUIDs (the events' player ids are), recognisable ("5ca1e"), numbered from 1. */
export function scalePlayerId(index: number): string {
  return `5ca1e000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export const SCALE_EVENT_ID = 'seed-scale';

const WEEK_MS = 7 * 24 * 3_600_000;
const SEASON_WEEKS = 60;
const MAX_TOURNAMENTS_PER_PLAYER = 12;

const MALE_NAMES = (
  'Mohammed, Ahmed, Abdullah, Khalid, Omar, Saeed, Sultan, Rashid, Hamad, Faisal, Majid, Yousef, Ali, ' +
  'Hassan, Hussain, Salem, Saif, Hamdan, Mansour, Nasser, Tariq, Zayed, Fahad, Turki, Bader, Jassim, ' +
  'Mubarak, Obaid, Khalifa, Ibrahim, Waleed, Adel, Karim, Ziad, Rami, Samir'
).split(', ');
const FEMALE_NAMES = (
  'Fatima, Mariam, Aisha, Noura, Layla, Sara, Hessa, Maitha, Shamma, Latifa, Reem, Dana, Amna, Moza, ' +
  'Alya, Hind, Lulwa, Noor, Salma, Yasmin, Rania, Lina, Dalia, Huda, Asma, Mona'
).split(', ');
const FAMILY_NAMES = (
  'Al Mansouri, Al Nuaimi, Al Qasimi, Al Shamsi, Al Mazrouei, Al Ketbi, Al Suwaidi, Al Falasi, ' +
  'Al Hashimi, Al Dhaheri, Al Muhairi, Al Marri, Al Kuwari, Al Sulaiti, Al Mutairi, Al Otaibi, ' +
  'Al Qahtani, Al Ghamdi, Al Harthy, Al Balushi, Al Rashdi, Al Busaidi, Al Zadjali, Al Amiri, ' +
  'Al Hammadi, Al Blooshi, Al Ajmi, Al Rumaihi, Bukhari, Haddad, Farouk, Rahman, Nasser, Khoury, Saleh, ' +
  'Aziz, Habib, Karam, Mansour'
).split(', ');
/** Countries of the Gulf and beyond, with their weight. */
const COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ['United Arab Emirates', 34],
  ['Saudi Arabia', 16],
  ['Qatar', 10],
  ['Kuwait', 8],
  ['Bahrain', 6],
  ['Oman', 6],
  ['Egypt', 5],
  ['Jordan', 3],
  ['Lebanon', 3],
  ['India', 3],
  ['Pakistan', 2],
  ['United Kingdom', 1],
  ['Spain', 1],
  ['Argentina', 1],
  ['Italy', 1],
];
const CITIES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Doha', 'Riyadh', 'Jeddah', 'Kuwait City', 'Manama', 'Muscat', 'Al Ain'];
/** Rounds from the final back; a team ranked r ≥ 1 in its tournament lost in DEPTHS[floor(log2 r)]. */
const DEPTHS: readonly Reached[] = [...ROUNDS].reverse();

/** How many tournaments a player enters in the season: 0 to 12, most a few, some more than the 6 that count. */
function entriesOf(draw: Draw): number {
  if (draw() < 0.08) return 0;
  return Math.min(MAX_TOURNAMENTS_PER_PLAYER, 1 + Math.floor(-Math.log(1 - draw()) * 4));
}

/** How far the team ranked `rank` (0 = champion) of a bracket went. */
export function reachedOf(rank: number): Reached {
  return rank === 0 ? 'winner' : (DEPTHS[Math.floor(Math.log2(rank))] as Reached);
}

interface Generated {
  index: number;
  level: Level;
  strength: number;
  entries: number;
  placements: PlayerPlacement[];
  titles: PlayerTitle[];
  matchesPlayed: number;
  wins: number;
}

/**
 * Players of one level in tournaments of that level: each takes the next free places of a shuffled list holding
 * every player as often as they enter; within a tournament, teams finish by strength with some luck.
 */
function playSeason(level: Level, players: Generated[], draw: Draw, options: ScaleSeasonOptions, tournaments: ScaleTournament[]): void {
  const pending = draw.shuffle(players.flatMap((player) => Array.from({ length: player.entries }, () => player)));
  const seasonStart = options.now.getTime() - SEASON_WEEKS * WEEK_MS;
  const perCityTier = new Map<string, number>();
  const planned: Array<{ teams: number }> = [];
  for (let places = pending.length; places >= 64;) {
    const teams = draw() < 0.4 && places >= 128 ? 64 : 32;
    planned.push({ teams });
    places -= teams * 2;
  }
  let carried: Generated[] = [];
  planned.forEach(({ teams }, order) => {
    const entrants = new Set<Generated>();
    const skipped: Generated[] = [];
    for (const queue of [carried, pending]) {
      while (entrants.size < teams * 2 && queue.length > 0) {
        const player = queue.pop() as Generated;
        if (entrants.has(player)) skipped.push(player);
        else entrants.add(player);
      }
    }
    carried = [...carried, ...skipped];
    // The last places may be too few once a player's repeated entries are set aside: no tournament then.
    if (entrants.size < teams * 2) return;
    const tier = draw.weighted(SCALE_TIERS);
    const city = draw.pick(CITIES);
    const key = `${city} ${SCALE_TIER_NAMES[tier]}`;
    const number = (perCityTier.get(key) ?? 0) + 1;
    perCityTier.set(key, number);
    const tournament: ScaleTournament = {
      id: `scale-${level.toLowerCase()}-${String(tournaments.length + 1).padStart(5, '0')}`,
      title: `${key} Open ${level} #${number}`,
      tier,
      level,
      teams,
      // Spread over the season, finished by the day before `now`.
      completedAt: new Date(seasonStart + ((order + draw()) / planned.length) * (SEASON_WEEKS * WEEK_MS - WEEK_MS / 7)),
    };
    tournaments.push(tournament);
    const field = [...entrants];
    const pairs = Array.from({ length: field.length / 2 }, (_, team) => [field[2 * team], field[2 * team + 1]] as Generated[]);
    const ranked = pairs
      .map((pair) => ({ pair, form: pair.reduce((sum, player) => sum + player.strength, 0) + draw.normal() * 0.8 }))
      .sort((a, b) => b.form - a.form);
    const rounds = Math.log2(field.length / 2);
    ranked.forEach(({ pair }, rank) => {
      const reached = reachedOf(rank);
      const won = rank === 0 ? rounds : rounds - 1 - Math.floor(Math.log2(rank));
      for (const player of pair) {
        player.placements.push({
          tournament_id: tournament.id,
          tournament_title: tournament.title,
          tier,
          level,
          reached,
          completed_at: tournament.completedAt,
          revision: 1,
        });
        if (rank === 0) player.titles.push({ tournament_id: tournament.id, revision: 1, champion: true });
        player.matchesPlayed += rank === 0 ? rounds : won + 1;
        player.wins += won;
      }
    });
  });
}

/** The league's players and their season, the same for the same options. */
export function generateScaleSeason(options: ScaleSeasonOptions): ScaleSeason {
  const draw = drawFrom(options.seed);
  const generated: Generated[] = [];
  const profiles: ScaleProfile[] = [];
  for (let index = 1; index <= options.players; index += 1) {
    const female = draw() < 0.35;
    const level: Level = draw() < 0.35 ? 'C' : 'D';
    const registeredAt = new Date(options.now.getTime() - (SEASON_WEEKS + draw() * 60) * WEEK_MS);
    generated.push({
      index,
      level,
      strength: draw.normal(),
      entries: entriesOf(draw),
      placements: [],
      titles: [],
      matchesPlayed: 0,
      wins: 0,
    });
    profiles.push({
      _id: scalePlayerId(index),
      full_name: `${draw.pick(female ? FEMALE_NAMES : MALE_NAMES)} ${draw.pick(FAMILY_NAMES)}`,
      role: 'player',
      country: draw.weighted(COUNTRIES),
      ranking: null,
      points: 0,
      matches_played: 0,
      wins: 0,
      losses: 0,
      titles_won: 0,
      results_version: 1,
      strong_hand: draw() < 0.12 ? 'left' : 'right',
      court_side: draw() < 0.5 ? 'left' : 'right',
      height: `${Math.round((female ? 165 : 178) + draw.normal() * 7)} cm`,
      photo_url: null,
      registered_at: registeredAt,
      partners: [],
      createdAt: registeredAt,
      updatedAt: registeredAt,
    });
  }
  const tournaments: ScaleTournament[] = [];
  for (const level of LevelSchema.options) {
    playSeason(
      level,
      generated.filter((player) => player.level === level),
      draw,
      options,
      tournaments,
    );
  }
  const results = generated.map((player, index): PlayerResultsRecord => {
    const base = { matches_played: player.matchesPlayed, wins: player.wins, losses: player.matchesPlayed - player.wins, titles_won: 0 };
    const record: PlayerResultsRecord = {
      _id: `${scalePlayerId(player.index)}:1`,
      player_id: scalePlayerId(player.index),
      version: 1,
      base,
      matches: [],
      titles: player.titles,
      placements: player.placements.sort((a, b) => a.completed_at.getTime() - b.completed_at.getTime()),
      event_id: SCALE_EVENT_ID,
      created_at: options.now,
      superseded: false,
    };
    Object.assign(profiles[index] as ScaleProfile, countersOf(record));
    return record;
  });
  return { profiles, results, tournaments, placements: generated.reduce((sum, player) => sum + player.placements.length, 0) };
}

/** Each player's points as of `asOf` from their generated results, with the same domain code as every edition. */
export function scaleRowChanges(season: Pick<ScaleSeason, 'profiles' | 'results'>, asOf: Date): RowChange[] {
  return season.profiles.map((profile, index) => {
    const standing = standingOf(season.results[index]?.placements ?? [], asOf);
    return {
      player_id: profile._id,
      points: standing.points,
      best: standing.best,
      next_change_at: standing.nextChangeAt,
      card: cardOf(profile),
    };
  });
}
