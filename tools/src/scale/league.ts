// A whole generated league (`npm run seed:scale -- --league`), made in memory from a seed: each service's part comes from
// that service's own generator (its `src/scale/`, typed with its own records); this file only hands one part's ids to
// the next (players → teams → tournaments and entries → what teams record of confirmed entries; news names them).
import { demoPlayers } from '../../../services/players/src/seed/demo-players';
import { generateScaleSeason, type ScaleSeason } from '../../../services/players/src/scale/scale-season';
import { generateScaleNews, type ScaleArticle } from '../../../services/news/src/scale/scale-news';
import {
  generateScaleTeams,
  scaleEnteredTournaments,
  type ScaleEnteredTournament,
  type ScaleTeams,
} from '../../../services/teams/src/scale/scale-teams';
import type { MemberSnapshot } from '../../../services/teams/src/data-access/team-model';
import { generateScaleTournaments, type ScaleTournaments } from '../../../services/tournaments/src/scale/scale-tournaments';

/** How much of everything a league holds: issue 28's league by default; tests ask for less. */
export interface LeagueCounts {
  players: number;
  teams: number;
  pendingInvitations: number;
  tournaments: number;
  /** Of the tournaments: played today, open for entries, upcoming but not open yet; the rest are past. */
  live: number;
  open: number;
  upcoming: number;
  entries: number;
  news: number;
  /** The demo player's history (Omar). */
  busyPlayer: { teams: number; sent: number; received: number; entries: number };
  /** The demo organizer's dashboard (Noura). */
  busyOrganizer: { tournaments: number; entries: number };
}

export const LEAGUE_COUNTS: LeagueCounts = {
  players: 100_000,
  teams: 40_000,
  pendingInvitations: 5_000,
  tournaments: 600,
  live: 20,
  open: 60,
  upcoming: 40,
  entries: 30_000,
  news: 2_000,
  busyPlayer: { teams: 8, sent: 30, received: 30, entries: 40 },
  busyOrganizer: { tournaments: 40, entries: 500 },
};

/** The demo accounts (services/players/src/seed/demo-players.ts) given a busy history. */
export const BUSY_PLAYER_ID = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
export const BUSY_ORGANIZER_ID = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01';

export interface LeagueOptions {
  counts: LeagueCounts;
  seed: number;
  now: Date;
}

export interface League {
  /** The first day of the first of the two seasons (1 January of last year). */
  since: Date;
  players: ScaleSeason;
  teams: ScaleTeams & { enteredTournaments: ScaleEnteredTournament[] };
  tournaments: ScaleTournaments;
  news: ScaleArticle[];
}

const DAY_MS = 24 * 3_600_000;

const snapshotOf = (profile: {
  _id: string;
  full_name: string;
  email?: string | null;
  country: string | null;
  photo_url?: string | null;
}): MemberSnapshot => ({
  id: profile._id,
  full_name: profile.full_name,
  email: profile.email ?? null,
  country: profile.country,
  photo_url: profile.photo_url ?? null,
});

/** The league, the same for the same options (ids included). */
export function generateLeague({ counts, seed, now }: LeagueOptions): League {
  const since = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1));
  const players = generateScaleSeason({ players: counts.players, seed, now });
  const busy = demoPlayers(now).find((profile) => profile._id === BUSY_PLAYER_ID);
  if (!busy) throw new Error(`The demo player ${BUSY_PLAYER_ID} is missing from demo-players.ts`);

  const teams = generateScaleTeams({
    members: players.profiles.map(snapshotOf),
    teams: counts.teams,
    pendingInvitations: counts.pendingInvitations,
    seed,
    now,
    // Teams form from a season's worth of weeks before the first tournament opens its entries.
    since: new Date(since.getTime() - 90 * DAY_MS),
    busy: { member: snapshotOf(busy), ...counts.busyPlayer },
  });
  // The players service records each team on both members' profiles (partners.ts, from invitation-accepted).
  const byId = new Map(players.profiles.map((profile) => [profile._id, profile]));
  for (const team of teams.teams) {
    const teamId = String(team._id);
    byId
      .get(team.player1)
      ?.partners.push({ partnerId: team.player2, partnerName: team.player2_profile?.full_name ?? null, teamId, since: team.createdAt });
    byId
      .get(team.player2)
      ?.partners.push({ partnerId: team.player1, partnerName: team.player1_profile?.full_name ?? null, teamId, since: team.createdAt });
  }

  const tournaments = generateScaleTournaments({
    teams: teams.teams
      .map((team) => ({
        id: String(team._id),
        player1: team.player1,
        player2: team.player2,
        player1_name: team.player1_profile?.full_name ?? null,
        player2_name: team.player2_profile?.full_name ?? null,
        formed_at: team.createdAt,
      }))
      .sort((a, b) => a.formed_at.getTime() - b.formed_at.getTime()),
    tournaments: counts.tournaments,
    entries: counts.entries,
    live: counts.live,
    open: counts.open,
    upcoming: counts.upcoming,
    seed,
    now,
    since,
    organizers: [null],
    busyOrganizer: { id: BUSY_ORGANIZER_ID, ...counts.busyOrganizer },
    busyPlayer: { id: BUSY_PLAYER_ID, entries: counts.busyPlayer.entries },
  });
  const titles = new Map(tournaments.tournaments.map((tournament) => [String(tournament._id), tournament.title]));
  const enteredTournaments = scaleEnteredTournaments(
    tournaments.entries
      .filter((entry) => entry.status === 'confirmed' && entry.confirmed_at)
      .map((entry) => ({
        entryId: String(entry._id),
        teamId: entry.team_id,
        tournamentId: entry.tournament_id,
        tournamentTitle: titles.get(entry.tournament_id) ?? '',
        confirmedAt: entry.confirmed_at!,
      })),
  );

  const news = generateScaleNews({
    articles: counts.news,
    seed,
    now,
    since,
    tournamentTitles: tournaments.tournaments.map((tournament) => tournament.title),
    playerNames: players.profiles.slice(0, 500).map((profile) => profile.full_name),
  });
  return { since, players, teams: { ...teams, enteredTournaments }, tournaments, news };
}
