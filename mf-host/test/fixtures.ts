// Test data and helpers of mf-host's tests: an organizer, their tournaments and entries, answers held back.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { OrganizerTournament, TournamentEntry } from '@padel/contracts';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';

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

/** Renders `ui` for the signed-in organizer, the API answering `routes`. */
export function renderAsPartner(ui: ReactElement, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  return { api, ...renderWithPlatform(ui, { auth: partner() }) };
}

/** The control a label names, as an input. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The error message a field points at (aria-describedby), if any. */
export const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
