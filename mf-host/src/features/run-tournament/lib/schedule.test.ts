import { fillGrid, instantOfLeagueTime, leagueLocalTime } from './schedule';
import { match } from '../../../../test/fixtures';

describe('the order of play grid', () => {
  test('when a time is entered, then it is read in the league time zone (Dubai, UTC+4) and shown back the same', () => {
    expect(instantOfLeagueTime('2099-04-10T16:00')).toBe('2099-04-10T12:00:00.000Z');
    expect(leagueLocalTime('2099-04-10T12:00:00.000Z')).toBe('2099-04-10T16:00');
    expect(instantOfLeagueTime('')).toBeNull();
  });

  test('when five matches fill two courts, then they go court by court, then to the next slot', () => {
    const matches = [1, 2, 3, 4, 5].map((no) => match({ id: `R1-M${no}` }));

    const grid = fillGrid(matches, 2, '2099-04-10T16:00', 90);

    expect(Object.values(grid)).toEqual([
      { court: '1', time: '2099-04-10T16:00' },
      { court: '2', time: '2099-04-10T16:00' },
      { court: '1', time: '2099-04-10T17:30' },
      { court: '2', time: '2099-04-10T17:30' },
      { court: '1', time: '2099-04-10T19:00' },
    ]);
  });
});
