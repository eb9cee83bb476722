import type { MemberSnapshot } from '../data-access/team-model';
import { generateScaleTeams, scaleEnteredTournaments, type ScaleTeamsOptions } from './scale-teams';

const now = new Date('2026-11-23T12:00:00Z');
const since = new Date('2024-10-01T00:00:00Z');
const member = (index: number): MemberSnapshot => ({
  id: `player-${index}`,
  full_name: `Player ${index}`,
  email: null,
  country: 'Oman',
  photo_url: null,
});
const busy: MemberSnapshot = {
  id: 'busy',
  full_name: 'Omar Haddad',
  email: 'omar@padel.local',
  country: 'United Arab Emirates',
  photo_url: null,
};
const options: ScaleTeamsOptions = {
  members: Array.from({ length: 2000 }, (_, index) => member(index + 1)),
  teams: 800,
  pendingInvitations: 300,
  seed: 7,
  now,
  since,
  busy: { member: busy, teams: 8, sent: 30, received: 30 },
};
const league = generateScaleTeams(options);
const pending = league.invitations.filter((invitation) => invitation.status === 'pending');

describe('generateScaleTeams', () => {
  it('when given the same options twice, then it makes the same documents, ids and tokens included; another seed makes others', () => {
    expect(generateScaleTeams(options)).toEqual(league);
    expect(generateScaleTeams({ ...options, seed: 8 }).teams.map((team) => team.member_key)).not.toEqual(
      league.teams.map((team) => team.member_key),
    );
  });

  it('when made, then it holds the asked confirmed teams, each formed by its own accepted invitation, one team per pair', () => {
    const invitations = new Map(league.invitations.map((invitation) => [String(invitation._id), invitation]));

    expect(league.teams).toHaveLength(800);
    expect(new Set(league.teams.map((team) => team.member_key)).size).toBe(800);
    for (const team of league.teams) {
      expect(team.status).toBe('confirmed');
      expect(team.player1).not.toBe(team.player2);
      expect([team.player1_profile?.id, team.player2_profile?.id]).toEqual([team.player1, team.player2]);
      const invitation = invitations.get(team.invitation_id)!;
      expect(invitation).toMatchObject({ status: 'accepted', inviter: team.player1, invitee: team.player2, team_id: String(team._id) });
      expect(invitation.pending_key).toBe(`closed:${String(invitation._id)}`);
      expect(team.createdAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
      expect(team.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('when pending invitations are made, then there are as many as asked, between two players who are not a team, one per pair, unique tokens', () => {
    const teamKeys = new Set(league.teams.map((team) => team.member_key));

    expect(pending).toHaveLength(300);
    expect(new Set(pending.map((invitation) => invitation.pending_key)).size).toBe(300);
    for (const invitation of pending) expect(teamKeys.has([invitation.inviter, invitation.invitee].sort().join('|'))).toBe(false);
    expect(new Set(league.invitations.map((invitation) => invitation.token)).size).toBe(league.invitations.length);
    expect(new Set(league.invitations.map((invitation) => invitation.pending_key)).size).toBe(league.invitations.length);
  });

  it('when the busy player is served, then they have the asked teams and sent and received the asked invitations, some still pending', () => {
    const own = league.teams.filter((team) => team.player1 === busy.id || team.player2 === busy.id);
    const sent = league.invitations.filter((invitation) => invitation.inviter === busy.id);
    const received = league.invitations.filter((invitation) => invitation.invitee === busy.id);

    expect(own).toHaveLength(8);
    expect(sent).toHaveLength(30);
    expect(received).toHaveLength(30);
    expect(new Set([...sent, ...received].map((invitation) => invitation.status))).toEqual(
      new Set(['accepted', 'pending', 'declined', 'expired', 'cancelled']),
    );
    expect(received.filter((invitation) => invitation.status === 'pending').length).toBeGreaterThan(10);
  });

  it('when confirmed entries are recorded, then each becomes the tournament its team entered, keyed by the entry', () => {
    const confirmedAt = new Date('2026-10-01T10:00:00Z');
    const [entered] = scaleEnteredTournaments([
      { entryId: 'e1', teamId: 't1', tournamentId: 'x1', tournamentTitle: 'Doha Gold C Open #1', confirmedAt },
    ]);

    expect(entered).toMatchObject({
      _id: 'e1',
      team_id: 't1',
      tournament_id: 'x1',
      tournament_title: 'Doha Gold C Open #1',
      confirmed_at: confirmedAt,
    });
  });
});
