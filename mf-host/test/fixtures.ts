// Test data and helpers of mf-host's tests: an organizer, their tournaments and entries, answers held back.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import {
  ROUND_LABELS,
  type BracketTeam,
  type Draw,
  type Match,
  type OrganizerTournament,
  type TournamentDetail,
  type TournamentEntry,
} from '@padel/contracts';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { listPage } from '@padel/api/testing';
import type { Language } from '@padel/ui-kit';

export const noura = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01';

/** Noura, the demo organizer: signed in with the partner role. */
export const partner = () => signedIn(noura, 'noura@padel.local', ['user', 'player', 'partner']);

export function tournament(overrides: Partial<OrganizerTournament> = {}): OrganizerTournament {
  return {
    id: 'h1',
    title: 'Sharjah Corniche Classic',
    category: 'gold',
    level: 'C',
    start_date: '2099-04-10',
    end_date: '2099-04-12',
    city: 'Sharjah',
    country: 'United Arab Emirates',
    status: 'published',
    entry_counts: { total: 0, confirmed: 0 },
    ...overrides,
  };
}

/** Entry `no` of tournament h1, by a team of the named players (null: a member without a known profile). */
export function entry(no: number, names: [string, string | null], status: TournamentEntry['status']): TournamentEntry {
  const member = (memberNo: number) => `00000000-0000-4000-8000-0000000000${no}${memberNo}`;
  return {
    id: `e${no}`,
    tournament_id: 'h1',
    team_id: `team-${no}`,
    category: 'gold',
    level: 'C',
    status,
    paid: false,
    confirmed_by: [],
    tournament: null,
    team: {
      id: `team-${no}`,
      player1: member(1),
      player2: member(2),
      status: 'confirmed',
      player1_profile: { id: member(1), full_name: names[0] },
      player2_profile: names[1] ? { id: member(2), full_name: names[1] } : null,
    },
  };
}

/** Renders `ui` for the signed-in organizer, the API answering `routes`, in English unless `language` says otherwise. */
export function renderAsPartner(ui: ReactElement, routes: Parameters<typeof fakeApi>[0] = {}, language: Language = 'en') {
  const api = fakeApi(routes);
  return { api, ...renderWithPlatform(ui, { auth: partner(), language }) };
}

/** The control a label names, as an input. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The error message a field points at (aria-describedby), if any. */
export const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

const teamNames: Record<number, [string, string]> = {
  1: ['Omar Haddad', 'Layla Farouk'],
  2: ['Sara Nasser', 'Yousef Al Amiri'],
  3: ['Khalid Rahman', 'Mariam Saeed'],
  4: ['Ali Hassan', 'Huda Karim'],
};

/** Team `no` (1–4) of the bracket, named "Omar Haddad / Layla Farouk". */
export function bracketTeam(no: number): BracketTeam {
  const [first, second] = teamNames[no]!;
  return {
    team_id: `team-${no}`,
    name: `${first} / ${second}`,
    players: [
      { id: `00000000-0000-4000-8000-0000000001${no}1`, full_name: first },
      { id: `00000000-0000-4000-8000-0000000001${no}2`, full_name: second },
    ],
  };
}

/** The first semi-final of h1 (teams 1 and 2, not started), changed by `overrides`. */
export function match(overrides: Partial<Match> = {}): Match {
  return {
    id: 'R1-M1',
    round: 'semi-final',
    round_index: 0,
    position: 0,
    team1: bracketTeam(1),
    team2: bracketTeam(2),
    court: null,
    starts_at: null,
    status: 'scheduled',
    score: { sets: [], game: null },
    winner: null,
    next_match_id: 'R2-M1',
    next_slot: 'team1',
    version: 0,
    updated_at: '2099-04-10T08:00:00.000Z',
    ...overrides,
  };
}

/** The four-team draw of h1: the first semi-final as given, the second (teams 3 and 4) and the final still open. */
export function draw(firstSemi: Match[] = [match()], level: Draw['level'] = 'C'): Draw {
  const matches = [
    ...firstSemi,
    match({ id: 'R1-M2', position: 1, team1: bracketTeam(3), team2: bracketTeam(4), next_slot: 'team2' }),
    match({ id: 'R2-M1', round: 'final', round_index: 1, team1: null, team2: null, next_match_id: null, next_slot: null }),
  ];
  const rounds = (['semi-final', 'final'] as const).map((round) => ({
    round,
    label: ROUND_LABELS[round],
    matches: matches.filter((m) => m.round === round),
  }));
  return {
    tournament_id: 'h1',
    level,
    drawn_at: '2099-04-01T08:00:00.000Z',
    drawn_by: { id: noura, name: 'Noura Al Mansouri' },
    size: 4,
    team_count: 4,
    byes: [],
    rounds,
    champion: null,
  };
}

/** GET /api/tournaments/h1 as the organizer sees it, with `drawn` (null: not drawn yet). */
export function tournamentDetail(
  drawn: Draw | null,
  level: Draw['level'] = 'C',
  // A drawn one has started (scoring opens on the first day, decision 203); one not drawn is ahead.
  startDate: string = drawn ? '2025-04-10' : '2099-04-10',
): TournamentDetail {
  return {
    id: 'h1',
    name: 'Sharjah Corniche Classic',
    location: 'Sharjah, United Arab Emirates',
    startDate,
    endDate: `${startDate.slice(0, 8)}12`,
    status: drawn ? 'Live' : 'Upcoming',
    tier: 'gold',
    category: 'gold',
    level,
    organizerId: noura,
    draw: drawn,
  };
}

/** The Host Dashboard's request for the first page of My Tournaments (10 a page). */
export const MY_TOURNAMENTS = 'GET /api/tournaments/me?page=1&limit=10';

/** The answer to a page of My Tournaments: `items` on page `page` of 10, `total` of them in all (`items.length` unless told). */
export const myPage = (items: OrganizerTournament[], { page = 1, total = items.length }: { page?: number; total?: number } = {}) => ({
  body: listPage(items, { page, limit: 10, total }),
});

/** A page of tournament h1's entries as GET /api/tournaments/h1/entries?page&limit answers it, with its counts. */
export function entriesPage(
  entries: TournamentEntry[],
  changes: Partial<{ page: number; limit: number; total: number; entry_counts: { total: number; confirmed: number } }> = {},
) {
  const confirmed = entries.filter((item) => item.status === 'confirmed').length;
  return { body: listPage(entries, { entry_counts: { total: entries.length, confirmed }, ...changes }) };
}

/** An organizer application as the API answers it (issue 29), under review unless `overrides` say otherwise. */
export const organizerApplication = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  user_id: '00000000-0000-4000-8000-000000000002',
  applicant_name: 'Omar Haddad',
  applicant_email: 'omar@padel.local',
  organization_name: 'Dunes Padel Club',
  org_type: 'club',
  website: null,
  phone: '+971 50 123 4567',
  city: 'Dubai',
  country: 'United Arab Emirates',
  preferred_categories: ['bronze'],
  venues: null,
  experience: null,
  compliance_confirmed: true,
  status: 'submitted',
  reason: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  role_granted: false,
  ...overrides,
});
