import type { TournamentDetail } from '@padel/contracts';
import { bracketMatch, bracketTeam, drawOf } from '../testing';
import { CORRECTIONS_FOLLOWED_MS, followsLive } from './tournament';

const finalWonAt = '2099-04-11T18:00:00.000Z';
const final = bracketMatch('final', 0, 0, {
  team1: bracketTeam(1),
  team2: bracketTeam(2),
  status: 'completed',
  winner: 'team1',
  updated_at: finalWonAt,
});
const detail = (changes: Partial<TournamentDetail>): TournamentDetail => ({
  id: 't1',
  name: 'Dubai Marina Open',
  location: 'Dubai',
  startDate: '2099-04-10',
  endDate: '2099-04-11',
  status: 'Completed',
  tier: 'gold',
  category: 'gold',
  level: 'C',
  organizerId: null,
  draw: drawOf([[final]]),
  ...changes,
});
const afterTheFinal = (ms: number) => Date.parse(finalWonAt) + ms;

describe('followsLive', () => {
  test('when a tournament is not completed, or its details have not arrived yet, then its page follows the stream', () => {
    expect(followsLive(detail({ status: 'Live' }))).toBe(true);
    expect(followsLive(detail({ status: 'Upcoming', draw: null }))).toBe(true);
    expect(followsLive(undefined)).toBe(true);
  });

  test('when the final was won within the week, then the page still follows the stream for corrections; after it, not', () => {
    expect(followsLive(detail({}), afterTheFinal(60_000))).toBe(true);
    expect(followsLive(detail({}), afterTheFinal(CORRECTIONS_FOLLOWED_MS - 1))).toBe(true);
    expect(followsLive(detail({}), afterTheFinal(CORRECTIONS_FOLLOWED_MS))).toBe(false);
  });

  test('when a completed tournament has no draw, then there is nothing to follow', () => {
    expect(followsLive(detail({ draw: null }), afterTheFinal(0))).toBe(false);
  });
});
