import { BUSY_ORGANIZER_ID, BUSY_PLAYER_ID, generateLeague, LEAGUE_COUNTS, type LeagueCounts } from '../src/scale/league';

const now = new Date('2026-11-23T12:00:00Z');
/** A small league: the shape at a tenth of its size or less. */
const counts: LeagueCounts = {
  ...LEAGUE_COUNTS,
  players: 4000,
  teams: 1500,
  pendingInvitations: 200,
  tournaments: 120,
  live: 4,
  open: 12,
  upcoming: 8,
  entries: 3000,
  news: 100,
  busyOrganizer: { tournaments: 40, entries: 500 },
};
const league = generateLeague({ counts, seed: 3, now });
const isBusy = (record: { player1: string; player2: string }) => record.player1 === BUSY_PLAYER_ID || record.player2 === BUSY_PLAYER_ID;

describe('generateLeague', () => {
  it('when given the same seed twice, then every service’s documents are the same, ids included; another seed makes another league', () => {
    const again = generateLeague({ counts, seed: 3, now });
    const other = generateLeague({ counts, seed: 4, now });

    expect(again).toEqual(league);
    expect(other.teams.teams.map((team) => team.member_key)).not.toEqual(league.teams.teams.map((team) => team.member_key));
  });

  it('when made, then it holds the asked counts in every service', () => {
    expect({
      players: league.players.profiles.length,
      teams: league.teams.teams.length,
      pending: league.teams.invitations.filter((invitation) => invitation.status === 'pending').length,
      tournaments: league.tournaments.tournaments.length,
      entries: league.tournaments.entries.length,
      confirmedTeams: league.tournaments.confirmedTeams.length,
      news: league.news.length,
    }).toEqual({ players: 4000, teams: 1500, pending: 200, tournaments: 120, entries: 3000, confirmedTeams: 1500, news: 100 });
  });

  it('when the services’ parts are put together, then they agree: teams of league players, partners on both profiles, entries of the teams’ players, entered tournaments of confirmed entries', () => {
    const players = new Map(league.players.profiles.map((profile) => [profile._id, profile]));
    const teams = new Map(league.teams.teams.map((team) => [String(team._id), team]));
    for (const team of league.teams.teams) {
      for (const [member, partner] of [
        [team.player1, team.player2],
        [team.player2, team.player1],
      ] as const) {
        if (member === BUSY_PLAYER_ID) continue;
        expect(players.get(member)?.partners).toContainEqual({
          partnerId: partner,
          partnerName: partner === BUSY_PLAYER_ID ? 'Omar Haddad' : players.get(partner)!.full_name,
          teamId: String(team._id),
          since: team.createdAt,
        });
      }
    }
    expect(league.players.profiles.reduce((sum, profile) => sum + profile.partners.length, 0)).toBe(2 * 1500 - 8);
    const activeKeys = new Set<string>();
    for (const entry of league.tournaments.entries) {
      const team = teams.get(entry.team_id)!;
      expect([entry.player1, entry.player2]).toEqual([team.player1, team.player2]);
      if (entry.status !== 'withdrawn') {
        const key = `${entry.tournament_id}|${entry.team_id}`;
        expect(activeKeys.has(key)).toBe(false);
        activeKeys.add(key);
      }
    }
    const confirmed = league.tournaments.entries.filter((entry) => entry.status === 'confirmed');
    expect(league.teams.enteredTournaments.map((entered) => [entered._id, entered.team_id, entered.tournament_id])).toEqual(
      confirmed.map((entry) => [String(entry._id), entry.team_id, entry.tournament_id]),
    );
  });

  it('when the demo accounts look, then Omar has 8 teams, 30 invitations sent and 30 received, 40 entries, and Noura 40 tournaments with 500 entries', () => {
    const noura = new Set(
      league.tournaments.tournaments
        .filter((tournament) => tournament.organizer_id === BUSY_ORGANIZER_ID)
        .map((tournament) => String(tournament._id)),
    );

    expect({
      teams: league.teams.teams.filter(isBusy).length,
      sent: league.teams.invitations.filter((invitation) => invitation.inviter === BUSY_PLAYER_ID).length,
      received: league.teams.invitations.filter((invitation) => invitation.invitee === BUSY_PLAYER_ID).length,
      entries: league.tournaments.entries.filter(isBusy).length,
      nouraTournaments: noura.size,
      nouraEntries: league.tournaments.entries.filter((entry) => noura.has(entry.tournament_id)).length,
    }).toEqual({ teams: 8, sent: 30, received: 30, entries: 40, nouraTournaments: 40, nouraEntries: 500 });
  });
});
