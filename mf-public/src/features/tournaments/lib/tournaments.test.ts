import type { TournamentListItem } from '@padel/contracts';
import { arabic, english } from '../../../../test/intl';
import { text } from '../../../i18n/format';
import { groupByStatus, liveStageLine, nowLine, STATUS_TEXT, tournamentPath } from './tournaments';

const t = (id: string, status: TournamentListItem['status'], startDate: string, endDate = startDate): TournamentListItem => ({
  id,
  name: `Tournament ${id}`,
  location: 'Dubai, UAE',
  startDate,
  endDate,
  status,
  tier: 'gold',
});

describe('tournaments', () => {
  test('when grouping, then each status gets its own list; upcoming soonest first and completed latest first', () => {
    const groups = groupByStatus([
      t('u2', 'Upcoming', '2026-05-01'),
      t('c1', 'Completed', '2026-01-01', '2026-01-03'),
      t('l1', 'Live', '2026-02-01'),
      t('u1', 'Upcoming', '2026-04-01'),
      t('c2', 'Completed', '2026-01-10', '2026-01-12'),
    ]);

    expect(groups.live.map((x) => x.id)).toEqual(['l1']);
    expect(groups.upcoming.map((x) => x.id)).toEqual(['u1', 'u2']);
    expect(groups.completed.map((x) => x.id)).toEqual(['c2', 'c1']);
  });

  test('when tournaments end the same day, then the one whose final finished last comes first', () => {
    const ended = (id: string, completedAt: string) => ({ ...t(id, 'Completed', '2026-03-01'), champion: 'A / B', completedAt });
    const groups = groupByStatus([
      ended('a', '2026-03-01T09:00:00.000Z'),
      ended('z', '2026-03-01T18:00:00.000Z'),
      ended('m', '2026-03-01T12:00:00.000Z'),
    ]);

    expect(groups.completed.map((x) => x.id)).toEqual(['z', 'm', 'a']);
  });

  test('when live cards are listed, then the first is in the quarter finals and the rest in the round of 16', () => {
    expect([0, 1, 2].map((index) => liveStageLine(english, index))).toEqual([
      'Quarter Finals in progress',
      'Round of 16 ongoing',
      'Round of 16 ongoing',
    ]);
  });

  test('when a live tournament has a draw, then its Now line is the round being played, the final just Final; without one, the spec line', () => {
    expect(nowLine(english, { currentRound: 'quarter-final' }, 1)).toBe('Quarter Finals in progress');
    expect(nowLine(english, { currentRound: 'round-of-16' }, 0)).toBe('Round of 16 in progress');
    expect(nowLine(english, { currentRound: 'final' }, 0)).toBe('Final');
    expect([0, 1].map((index) => nowLine(english, { currentRound: null }, index))).toEqual([
      'Quarter Finals in progress',
      'Round of 16 ongoing',
    ]);
  });

  test('when linking a tournament, then its page is /tournaments/<id>', () => {
    expect(tournamentPath('dubai open')).toBe('/tournaments/dubai%20open');
  });

  test('when a tournament is live, then its status text says it is in progress with matches being played', () => {
    expect(text(english, STATUS_TEXT.Live)).toMatch(/in progress/);
    expect(text(english, STATUS_TEXT.Live)).toMatch(/matches are being played/);
  });

  test('when the reader reads Arabic, then the Now line names the round in Arabic', () => {
    expect(nowLine(arabic, { currentRound: 'semi-final' }, 0)).toBe('نصف النهائي جارٍ');
    expect(nowLine(arabic, { currentRound: 'final' }, 0)).toBe('النهائي');
    expect(liveStageLine(arabic, 1)).toBe('دور الـ16 مستمر');
  });
});
