// The bench's `league` section (issue 28): a whole generated league (seed:scale --league's generator) in databases of
// its own, the four services and a gateway started on them, and every list the API serves measured through the gateway
// at 10 connections, public ones as a visitor and the signed-in ones as the league's busiest player and organizer.
import { BUSY_ORGANIZER_ID, LEAGUE_COUNTS } from '../scale/league';
import { leagueDatabases, seedLeague } from '../scale/seed-league';
import { measure, type AppProcess, type LoadResult } from './bench-load';
import { commonNamePart } from './bench-rankings';

/** The bench's own databases (`<prefix><service>`), dropped and filled again on each run. */
export const LEAGUE_BENCH_DB_PREFIX = 'padel_bench_league_';
/** Issue 28's budgets for each list. */
export const LEAGUE_TARGETS = { listP99Ms: 50, answerBytes: 100 * 1024 };

/** The demo accounts given a busy history by the generator (league.ts: BUSY_PLAYER_ID, BUSY_ORGANIZER_ID). */
const BUSY_PLAYER = { email: 'omar@padel.local', password: 'padel-demo-2026' };
const BUSY_ORGANIZER = { email: 'noura@padel.local', password: 'padel-demo-2026' };

export interface ListToMeasure {
  label: string;
  path: string;
  /** Whose token the request carries; none for a public list. */
  as?: 'player' | 'organizer';
}

/** Each list the API serves, with the query a screen sends (page sizes as the screens ask). */
export function leagueLists(ids: { tournamentId: string; organizerTournamentId: string; searchWord: string }): ListToMeasure[] {
  return [
    { label: 'players, page 2', path: '/api/players?page=2&limit=20' },
    { label: 'partner search', path: `/api/players?q=${encodeURIComponent(ids.searchWord)}&limit=20`, as: 'player' },
    { label: 'rankings, page 3', path: '/api/rankings?page=3&limit=20' },
    { label: 'tournaments, page 2', path: '/api/tournaments?page=2&limit=24' },
    { label: 'tournaments, live', path: '/api/tournaments?status=Live&limit=24' },
    { label: 'news, page 5', path: '/api/news?page=5&limit=12' },
    {
      label: 'tournament entries (organizer)',
      path: `/api/tournaments/${ids.organizerTournamentId}/entries?page=1&limit=20`,
      as: 'organizer',
    },
    { label: "organizer's tournaments", path: '/api/tournaments/me?page=1&limit=20', as: 'organizer' },
    { label: "player's entries", path: '/api/tournament-entries/me?page=1&limit=20', as: 'player' },
    { label: "player's teams", path: '/api/teams/me?page=1&limit=20', as: 'player' },
    { label: 'invitations received', path: '/api/team-invitations/me?page=1&limit=20', as: 'player' },
    { label: 'invitations sent', path: '/api/team-invitations/sent?page=1&limit=20', as: 'player' },
    { label: 'a tournament', path: `/api/tournaments/${ids.tournamentId}` },
  ];
}

export type LeagueListFigures =
  ({ label: string; path: string; answerBytes: number } & LoadResult) | { label: string; path: string; failed: string };

export type LeagueIds = Parameters<typeof leagueLists>[0];

/**
 * Fills the bench's databases with the whole league; returns how long it took and what the lists name: a past
 * tournament, one of the busy organizer's, and the family name most players share (the partner search's worst case).
 */
export async function seedLeagueBench(mongoUrl: string): Promise<{ seconds: number; ids: LeagueIds }> {
  const { seconds, league } = await seedLeague({
    mongoUrl,
    dbPrefix: LEAGUE_BENCH_DB_PREFIX,
    counts: LEAGUE_COUNTS,
    seed: 1,
    replace: true,
    log: (line) => console.log(`[bench] league: ${line}`),
  });
  const { tournaments, phases } = league.tournaments;
  const tournamentId = tournaments.find((_, index) => phases[index] === 'past')?._id;
  const organizerTournamentId = tournaments.find((tournament) => tournament.organizer_id === BUSY_ORGANIZER_ID)?._id;
  if (!tournamentId || !organizerTournamentId) throw new Error('the league has no past tournament or none of the busy organizer');
  return {
    seconds,
    ids: {
      tournamentId: String(tournamentId),
      organizerTournamentId: String(organizerTournamentId),
      searchWord: commonNamePart(league.players),
    },
  };
}

/** Each service's settings for the bench's league (its database, its own queues, no demo seeding). */
export function leagueServiceSettings(): Record<'players' | 'tournaments' | 'teams' | 'news', Record<string, unknown>> {
  const databases = leagueDatabases(LEAGUE_BENCH_DB_PREFIX);
  const settings = (service: keyof typeof databases) => ({
    PORT: 0,
    MONGO_DB: databases[service],
    QUEUE_PREFIX: `${service}-bench-league`,
    SEED_DEMO_DATA: false,
  });
  return { players: settings('players'), tournaments: settings('tournaments'), teams: settings('teams'), news: settings('news') };
}

/** How long a list may take to be served the first time (a service loads what it holds in memory on first need). */
const FIRST_ANSWER_TIMEOUT_MS = 60_000;

/** GETs `url` until it answers 2xx (a 502/504 while a service is still loading its lists), or the time is up. */
async function firstAnswer(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const deadline = Date.now() + FIRST_ANSWER_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(url, { headers });
    if (response.ok || response.status < 500 || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

async function accessToken(gatewayUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'padel-web', username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`signing in ${account.email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Each list under load through `gateway` (tokens taken afresh for each, so none expires during its run). */
export async function measureLeagueLists(gateway: AppProcess, ids: LeagueIds): Promise<LeagueListFigures[]> {
  const results: LeagueListFigures[] = [];
  for (const list of leagueLists(ids)) {
    const account = list.as === 'player' ? BUSY_PLAYER : list.as === 'organizer' ? BUSY_ORGANIZER : undefined;
    const headers: Record<string, string> = account ? { authorization: `Bearer ${await accessToken(gateway.url, account)}` } : {};
    const url = `${gateway.url}${list.path}`;
    const answer = await firstAnswer(url, headers);
    const answerBytes = (await answer.arrayBuffer()).byteLength;
    if (!answer.ok) {
      results.push({ label: list.label, path: list.path, failed: `answered ${answer.status}` });
      continue;
    }
    const load = await measure(list.label, url, true, {}, headers);
    results.push({ label: list.label, path: list.path, answerBytes, ...load });
  }
  return results;
}
