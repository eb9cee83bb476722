import { EntryStatusSchema } from '@padel/contracts';
import { addDays, leagueToday, tournamentStatus } from '../domain/display-status';
import { generateScaleTournaments, type ScaleTeamInput, type ScaleTournamentsOptions } from './scale-tournaments';

const now = new Date('2026-11-23T12:00:00Z');
const since = new Date('2025-01-01T00:00:00Z');
const DAY_MS = 24 * 3_600_000;
const BUSY_PLAYER = 'busy-player';
const BUSY_ORGANIZER = 'busy-organizer';

/** 3,000 teams of 4,000 players formed over the seasons (oldest first), six of them the busy player's, formed first. */
const teams: ScaleTeamInput[] = Array.from({ length: 3000 }, (_, index) => ({
  id: `team-${index}`,
  player1: index < 6 ? BUSY_PLAYER : `player-${(index * 7) % 4000}`,
  player2: `player-${(index * 13 + 1) % 4000}`,
  player1_name: null,
  player2_name: null,
  formed_at: new Date(since.getTime() - 60 * DAY_MS + (index * 200_000_000) / 10),
}));

const options: ScaleTournamentsOptions = {
  teams,
  tournaments: 120,
  entries: 4000,
  live: 5,
  open: 10,
  upcoming: 8,
  seed: 7,
  now,
  since,
  organizers: [null, 'organizer-2'],
  busyOrganizer: { id: BUSY_ORGANIZER, tournaments: 12, entries: 300 },
  busyPlayer: { id: BUSY_PLAYER, entries: 20 },
};
const league = generateScaleTournaments(options);
const teamOf = new Map(teams.map((team) => [team.id, team]));

describe('generateScaleTournaments', () => {
  it('when given the same options twice, then it makes the same documents, ids included; another seed makes others', () => {
    const again = generateScaleTournaments(options);
    const other = generateScaleTournaments({ ...options, seed: 8 });

    expect(again).toEqual(league);
    expect(other.tournaments.map((tournament) => tournament.title)).not.toEqual(league.tournaments.map((tournament) => tournament.title));
  });

  it('when made, then it holds the asked counts: tournaments by phase, entries in every status, one local copy per team', () => {
    const phases = league.phases.reduce<Record<string, number>>((counts, phase) => ({ ...counts, [phase]: (counts[phase] ?? 0) + 1 }), {});

    expect(league.tournaments).toHaveLength(120);
    expect(phases).toEqual({ past: 97, live: 5, open: 10, upcoming: 8 });
    expect(league.entries).toHaveLength(4000);
    expect(new Set(league.entries.map((entry) => entry.status))).toEqual(new Set(EntryStatusSchema.options));
    expect(league.confirmedTeams.map((team) => team._id)).toEqual(teams.map((team) => team.id));
    expect(new Set(league.tournaments.map((tournament) => tournament.slug)).size).toBe(120);
  });

  it('when shown today, then past ones are Completed, live ones Live, open and upcoming ones Upcoming; open ones take entries today', () => {
    const today = leagueToday(now);
    league.tournaments.forEach((tournament, index) => {
      const phase = league.phases[index];
      const { status } = tournamentStatus(tournament, today);
      expect({ phase, status }).toEqual({
        phase,
        status: { past: 'Completed', live: 'Live', open: 'Upcoming', upcoming: 'Upcoming' }[phase!],
      });
      if (phase === 'open') {
        expect(tournament.entry_open_at!.getTime()).toBeLessThan(now.getTime());
        expect(tournament.entry_close_at!.getTime()).toBeGreaterThan(now.getTime());
        expect(tournament.status).toBe('published');
      }
      if (phase === 'upcoming') expect(tournament.entry_open_at!.getTime()).toBeGreaterThan(now.getTime());
    });
    expect(league.tournaments[0]!.start_date >= '2025-01-01').toBe(true);
    expect(league.tournaments.at(-1)!.start_date <= addDays(today, 140)).toBe(true);
  });

  it('when entries are made, then each holds its team’s players, one active entry per team and tournament, no player twice in one tournament', () => {
    const keys = new Set<string>();
    const playersIn = new Map<string, Set<string>>();
    for (const entry of league.entries) {
      const team = teamOf.get(entry.team_id)!;
      expect([entry.player1, entry.player2]).toEqual([team.player1, team.player2]);
      expect([team.player1, team.player2]).toContain(entry.created_by);
      expect(entry.confirmed_by[0]).toBe(entry.created_by);
      expect(entry.entry_key).toBe(
        entry.status === 'withdrawn' ? `withdrawn:${String(entry._id)}` : `${entry.tournament_id}|${entry.team_id}`,
      );
      expect(keys.has(entry.entry_key)).toBe(false);
      keys.add(entry.entry_key);
      const seen = playersIn.get(entry.tournament_id) ?? new Set<string>();
      expect([seen.has(entry.player1), seen.has(entry.player2)]).toEqual([false, false]);
      seen.add(entry.player1).add(entry.player2);
      playersIn.set(entry.tournament_id, seen);
      expect(team.formed_at.getTime()).toBeLessThan(entry.createdAt.getTime());
    }
    const pending = league.entries.filter((entry) => entry.status === 'pending_both');
    expect(pending.every((entry) => entry.confirmed_by.length === 1 && entry.confirmed_at === null)).toBe(true);
  });

  it('when the busy accounts are served, then the organizer has the asked tournaments and entries and the player the asked entries', () => {
    const own = new Set(
      league.tournaments.filter((tournament) => tournament.organizer_id === BUSY_ORGANIZER).map((tournament) => String(tournament._id)),
    );
    const playerEntries = league.entries.filter((entry) => entry.player1 === BUSY_PLAYER || entry.player2 === BUSY_PLAYER);

    expect(own.size).toBe(12);
    expect(league.entries.filter((entry) => own.has(entry.tournament_id))).toHaveLength(300);
    expect(playerEntries).toHaveLength(20);
    expect(new Set(playerEntries.map((entry) => entry.team_id)).size).toBe(6);
  });

  it('when a tournament has entries, then its first entry froze its fields (decision 113)', () => {
    const entered = new Set(league.entries.map((entry) => entry.tournament_id));

    expect(league.changes.map((change) => change.tournament_id).sort()).toEqual([...entered].sort());
    expect(league.changes.every((change) => change._id === `${change.tournament_id}:fields:0` && change.kind === 'entries')).toBe(true);
  });
});
