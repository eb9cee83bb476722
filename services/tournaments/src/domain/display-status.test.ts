import { addDays, displayStatus, leagueToday, tournamentStatus } from './display-status';

describe('leagueToday', () => {
  it('when it is 21:30 UTC, then it is already the next day in Dubai (UTC+4)', () => {
    expect(leagueToday(new Date('2026-01-05T21:30:00Z'))).toBe('2026-01-06');
  });

  it('when it is 19:59 UTC, then it is still the same day in Dubai', () => {
    expect(leagueToday(new Date('2026-01-05T19:59:00Z'))).toBe('2026-01-05');
  });
});

describe('displayStatus', () => {
  it.each([
    ['2026-02-10', '2026-02-12', '2026-02-09', 'Upcoming'],
    ['2026-02-10', '2026-02-12', '2026-02-10', 'Live'],
    ['2026-02-10', '2026-02-12', '2026-02-12', 'Live'],
    ['2026-02-10', '2026-02-12', '2026-02-13', 'Completed'],
    ['2026-02-10', null, '2026-02-10', 'Live'],
    ['2026-02-10', null, '2026-02-11', 'Completed'],
  ])('when the tournament runs %s..%s and today is %s, then it is %s', (start, end, today, expected) => {
    expect(displayStatus(start, end, today)).toBe(expected);
  });
});

describe('tournamentStatus', () => {
  const drawn = (progress: { started: boolean; completed: boolean }) => ({
    start_date: '2026-02-10',
    end_date: '2026-02-12',
    progress: {
      drawn: true,
      current_round: progress.completed ? null : ('final' as const),
      champion: progress.completed ? 'A / B' : null,
      ...progress,
    },
  });

  it('when a final was finished before the first day (scored before decision 203), then it is Upcoming, not Completed, until that day', () => {
    expect(tournamentStatus(drawn({ started: true, completed: true }), '2026-02-09')).toEqual({ status: 'Upcoming', currentRound: null });
    expect(tournamentStatus(drawn({ started: true, completed: false }), '2026-02-09')).toEqual({ status: 'Upcoming', currentRound: null });
  });

  it('when the final is finished on or after the first day, then it is Completed', () => {
    expect(tournamentStatus(drawn({ started: true, completed: true }), '2026-02-10')).toEqual({ status: 'Completed', currentRound: null });
  });

  it('when a drawn tournament reaches its first day, then it is Live with its round', () => {
    expect(tournamentStatus(drawn({ started: false, completed: false }), '2026-02-10')).toEqual({ status: 'Live', currentRound: 'final' });
  });
});

describe('addDays', () => {
  it('when days cross a month end, then the calendar rolls over', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
