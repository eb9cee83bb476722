import type { Invitation, Team } from '@padel/contracts';
import { emailInSearch, excludedPartnerIds, noPartnerFilters, partnerCandidates } from './partner-candidates';
import { player } from '../../../../test/fixtures';

const me = '00000000-0000-4000-8000-000000000001';
const partner = '00000000-0000-4000-8000-000000000002';
const inviter = '00000000-0000-4000-8000-000000000003';
const invitee = '00000000-0000-4000-8000-000000000004';
const free = '00000000-0000-4000-8000-000000000005';

function invitation(from: string, to: string | null, status: Invitation['status'] = 'pending'): Invitation {
  return { id: `${from}-${to}`, inviter: from, invitee: to, invitee_email: null, token: 't', status, inviter_profile: null };
}

const team: Team = { id: 't1', player1: me, player2: partner, status: 'confirmed', player1_profile: null, player2_profile: null };

describe('excludedPartnerIds', () => {
  test('when the user has a partner and pending invitations both ways, then all of them and the user are excluded', () => {
    const excluded = excludedPartnerIds({
      userId: me,
      teams: [team],
      invitations: [invitation(inviter, me), invitation(me, invitee)],
    });

    expect([...excluded].sort()).toEqual([me, partner, inviter, invitee].sort());
  });

  test('when an invitation is no longer pending, then its players stay available', () => {
    const excluded = excludedPartnerIds({ userId: me, teams: [], invitations: [invitation(inviter, me, 'declined')] });

    expect(excluded.has(inviter)).toBe(false);
  });

  test('when players were invited from this page, then they are excluded too', () => {
    const excluded = excludedPartnerIds({ userId: me, teams: [], invitations: [], invitedIds: [free] });

    expect(excluded.has(free)).toBe(true);
  });
});

describe('partnerCandidates', () => {
  const players = [
    player(me, 'Me Myself'),
    player(partner, 'Paul Partner'),
    player(free, 'Layla Farouk', { country: 'Egypt', strong_hand: 'left', court_side: 'right' }),
    player(invitee, 'Khalid Rahman', { country: 'Saudi Arabia', strong_hand: 'right', court_side: 'left' }),
  ];
  const excluded = new Set([me, partner]);

  test('when no filter is set, then everyone not excluded is a candidate', () => {
    expect(partnerCandidates(players, excluded, noPartnerFilters).map((p) => p.full_name)).toEqual(['Layla Farouk', 'Khalid Rahman']);
  });

  test('when searching by part of a name in another case, then only that player remains', () => {
    const found = partnerCandidates(players, excluded, { ...noPartnerFilters, search: '  lAYLA ' });

    expect(found.map((p) => p.full_name)).toEqual(['Layla Farouk']);
  });

  test('when searching by country, then the players of that country remain', () => {
    expect(partnerCandidates(players, excluded, { ...noPartnerFilters, search: 'saudi' }).map((p) => p.full_name)).toEqual([
      'Khalid Rahman',
    ]);
  });

  test("when searching by a country's name in the reader's language, then the players of that country remain", () => {
    const inArabic = (country: string) => (country === 'Saudi Arabia' ? 'المملكة العربية السعودية' : country);
    const found = partnerCandidates(players, excluded, { ...noPartnerFilters, search: 'السعودية' }, inArabic);

    expect(found.map((p) => p.full_name)).toEqual(['Khalid Rahman']);
  });

  test('when filtering by strong hand and court side, then both must match', () => {
    expect(partnerCandidates(players, excluded, { ...noPartnerFilters, strongHand: 'left' }).map((p) => p.full_name)).toEqual([
      'Layla Farouk',
    ]);
    expect(partnerCandidates(players, excluded, { ...noPartnerFilters, courtSide: 'left' }).map((p) => p.full_name)).toEqual([
      'Khalid Rahman',
    ]);
    expect(partnerCandidates(players, excluded, { search: '', strongHand: 'left', courtSide: 'left' })).toEqual([]);
  });
});

describe('emailInSearch', () => {
  test('when the search is an email address, then it is returned in lower case', () => {
    expect(emailInSearch(' Sara@Padel.Local ')).toBe('sara@padel.local');
  });

  test('when the search is a name, then there is no email', () => {
    expect(emailInSearch('sara')).toBeNull();
    expect(emailInSearch('sara@padel')).toBeNull();
  });
});
