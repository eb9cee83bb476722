// Writes a generated league (league.ts) into every service's database, each part by its own service's writer.
import { seedScale } from '../../../services/players/src/scale/seed-scale';
import { seedScaleNews } from '../../../services/news/src/scale/seed-scale-news';
import { seedScaleTeams } from '../../../services/teams/src/scale/seed-scale-teams';
import { seedScaleTournaments } from '../../../services/tournaments/src/scale/seed-scale-tournaments';
import { generateLeague, type League, type LeagueCounts } from './league';

/** Each service's database: `<prefix><service>`, so the default prefix `padel_` names the services' own (config.ts). */
export const leagueDatabases = (prefix: string) => ({
  players: `${prefix}players`,
  tournaments: `${prefix}tournaments`,
  teams: `${prefix}teams`,
  news: `${prefix}news`,
});

export interface SeedLeagueOptions {
  mongoUrl: string;
  dbPrefix: string;
  counts: LeagueCounts;
  seed: number;
  /** Empty each database first; without it a database holding generated data is refused. */
  replace: boolean;
  /** What the league is generated around (live, open and past tournaments; default the start of today, UTC). */
  now?: Date;
  log?: (line: string) => void;
}

/** Generates the league and writes each service's part; returns it with the time it took. */
export async function seedLeague(options: SeedLeagueOptions): Promise<{ league: League; seconds: number }> {
  const log = options.log ?? ((line: string) => console.log(`[seed:scale] ${line}`));
  const started = Date.now();
  // The start of today (UTC) unless given: the same seed on the same day makes the same documents, dates included
  // (ids are the same whatever the day).
  const now = options.now ?? new Date(new Date().setUTCHours(0, 0, 0, 0));
  const league = generateLeague({ counts: options.counts, seed: options.seed, now });
  const { teams, tournaments, news } = league;
  log(
    `league generated in ${((Date.now() - started) / 1000).toFixed(1)} s: ${league.players.profiles.length} players, ` +
      `${teams.teams.length} teams, ${teams.invitations.length} invitations, ${tournaments.tournaments.length} tournaments, ` +
      `${tournaments.entries.length} entries, ${news.length} articles`,
  );
  const databases = leagueDatabases(options.dbPrefix);
  const part = (name: string) => (line: string) => log(`${name}: ${line}`);
  const common = { mongoUrl: options.mongoUrl, replace: options.replace };
  // Players first: run again without --replace, it is refused there, before anything is written.
  await seedScale({
    ...common,
    dbName: databases.players,
    players: league.players.profiles.length,
    seed: options.seed,
    now,
    season: league.players,
    log: part(databases.players),
  });
  await seedScaleTeams({ ...common, dbName: databases.teams, league: teams, log: part(databases.teams) });
  await seedScaleTournaments({ ...common, dbName: databases.tournaments, league: tournaments, log: part(databases.tournaments) });
  await seedScaleNews({ ...common, dbName: databases.news, articles: news, log: part(databases.news) });
  const seconds = (Date.now() - started) / 1000;
  log(`league done in ${seconds.toFixed(1)} s`);
  return { league, seconds };
}
