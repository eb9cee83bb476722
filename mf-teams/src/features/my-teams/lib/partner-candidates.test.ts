import type { Invitation, Team } from '@padel/contracts';
import {
  countryInSearch,
  emailInSearch,
  excludedPartnerIds,
  PARTNER_PAGE_SIZE,
  partnerSearchRequest,
  type PartnerSearch,
} from './partner-candidates';

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

describe('partnerSearchRequest', () => {
  const search: PartnerSearch = { q: '', strongHand: 'all', courtSide: 'all', page: 1 };
  const countries = [
    { country: 'Egypt', name: 'Egypt' },
    { country: 'Saudi Arabia', name: 'Saudi Arabia' },
  ];
  const inArabic = [
    { country: 'Egypt', name: 'مصر' },
    { country: 'Saudi Arabia', name: 'المملكة العربية السعودية' },
  ];

  test('when no filter is set, then the first page of everyone is asked for', () => {
    expect(partnerSearchRequest(search, countries)).toEqual({ page: 1, limit: PARTNER_PAGE_SIZE, q: undefined });
  });

  test('when searching by part of a name, then it is sent trimmed as q (the server matches it in any case)', () => {
    expect(partnerSearchRequest({ ...search, q: '  lAYLA ' }, countries)).toMatchObject({ q: 'lAYLA' });
  });

  test('when searching by a country, then the players of that country are asked for', () => {
    expect(partnerSearchRequest({ ...search, q: 'saudi' }, countries)).toMatchObject({ country: 'Saudi Arabia' });
    expect(partnerSearchRequest({ ...search, q: 'saudi' }, countries)).not.toHaveProperty('q');
  });

  test("when searching by a country's name in the reader's language, then the players of that country are asked for", () => {
    expect(partnerSearchRequest({ ...search, q: 'السعودية' }, inArabic)).toMatchObject({ country: 'Saudi Arabia' });
    expect(partnerSearchRequest({ ...search, q: 'السعوديه' }, inArabic)).toMatchObject({ country: 'Saudi Arabia' });
  });

  test('when a search only starts a word of a country, then it stays a name search', () => {
    expect(partnerSearchRequest({ ...search, q: 'sau' }, countries)).toMatchObject({ q: 'sau' });
  });

  test('when filtering by strong hand and court side on a later page, then both and the page are sent', () => {
    expect(partnerSearchRequest({ ...search, strongHand: 'left', courtSide: 'right', page: 3 }, countries)).toEqual({
      page: 3,
      limit: PARTNER_PAGE_SIZE,
      q: undefined,
      strong_hand: 'left',
      court_side: 'right',
    });
  });
});

describe('countryInSearch', () => {
  test('when the words name one country, then it is chosen; none or two, then none is', () => {
    const gulf = [
      { country: 'United Arab Emirates', name: 'United Arab Emirates' },
      { country: 'Saudi Arabia', name: 'Saudi Arabia' },
    ];

    expect(countryInSearch('arab', gulf)).toBe('United Arab Emirates');
    expect(countryInSearch('arabia', gulf)).toBe('Saudi Arabia');
    expect(countryInSearch('', gulf)).toBeNull();
    expect(countryInSearch('united arab emirates', [...gulf, { country: 'Emirates', name: 'United Arab Emirates' }])).toBeNull();
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
