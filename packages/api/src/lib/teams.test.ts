import type { Invitation, Team } from '@padel/contracts';
import { hasPendingInvitation, inviteBlock, partnerNameOf, sharedTeams } from './teams';

const me = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const layla = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';
const khalid = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04';

const team = (player1: string, player2: string, status: Team['status'] = 'confirmed'): Team => ({
  id: `${player1}-${player2}`,
  player1,
  player2,
  status,
  player1_profile: { id: player1, full_name: player1 === me ? 'Omar Haddad' : 'Layla Farouk' },
  player2_profile: null,
});

const invitation = (inviter: string, invitee: string, status: Invitation['status'] = 'pending'): Invitation => ({
  id: `${inviter}-${invitee}`,
  inviter,
  invitee,
  invitee_email: null,
  token: 'token',
  status,
  inviter_profile: null,
});

describe('team helpers', () => {
  test('when the partner has no profile snapshot, then the name falls back to Unknown Partner', () => {
    expect(partnerNameOf(team(me, layla), me)).toBe('Unknown Partner');
    expect(partnerNameOf(team(me, layla), layla)).toBe('Omar Haddad');
  });

  test('when listing shared teams, then only confirmed teams with both members count', () => {
    const teams = [team(me, layla), team(me, khalid, 'pending'), team(layla, khalid)];

    expect(sharedTeams(teams, me, layla).map((t) => t.id)).toEqual([`${me}-${layla}`]);
    expect(sharedTeams(teams, me, khalid)).toEqual([]);
  });

  test('when an invitation is pending in either direction, then it counts; accepted ones do not', () => {
    expect(hasPendingInvitation([invitation(me, layla)], me, layla)).toBe(true);
    expect(hasPendingInvitation([invitation(layla, me)], me, layla)).toBe(true);
    expect(hasPendingInvitation([invitation(me, layla, 'accepted')], me, layla)).toBe(false);
  });

  test('when deciding whether to invite, then yourself, teammates and pending invitations are blocked', () => {
    expect(inviteBlock(me, me, [], [])).toBe('self');
    expect(inviteBlock(me, layla, [team(me, layla)], [])).toBe('teammate');
    expect(inviteBlock(me, khalid, [], [invitation(me, khalid)])).toBe('pending');
    expect(inviteBlock(me, khalid, [], [], [khalid])).toBe('pending');
    expect(inviteBlock(me, khalid, [team(me, layla)], [invitation(me, layla, 'declined')], [layla])).toBeNull();
  });
});
