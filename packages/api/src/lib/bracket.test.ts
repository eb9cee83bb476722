import type { TournamentDetail } from '@padel/contracts';
import { bracketMatch, bracketTeam, drawOf } from '../testing';
import { championOf, currentRoundOf, drawnNote, formatMatchStart, liveMatchesOf, withDraw, withMatch } from './bracket';

const [t1, t2, t3, t4] = [1, 2, 3, 4].map(bracketTeam);
const semi1 = bracketMatch('semi-final', 0, 0, { team1: t1!, team2: t2! });
const semi2 = bracketMatch('semi-final', 0, 1, { team1: t3!, team2: t4! });
const final = bracketMatch('final', 1, 0);
const detail = (changes: Partial<TournamentDetail> = {}): TournamentDetail => ({
  id: 't1',
  name: 'Dubai Marina Open',
  location: 'Dubai',
  startDate: '2099-04-10',
  endDate: '2099-04-11',
  status: 'Upcoming',
  tier: 'gold',
  category: 'gold',
  level: 'C',
  organizerId: null,
  draw: drawOf([[semi1, semi2], [final]]),
  ...changes,
});

const won = {
  status: 'completed' as const,
  winner: 'team1' as const,
  score: {
    sets: [
      { team1: 6, team2: 3 },
      { team1: 6, team2: 4 },
    ],
    game: null,
  },
};

describe('bracket', () => {
  test('when the final is finished, then its winner is the champion; before, there is none', () => {
    expect(championOf(drawOf([[semi1, semi2], [final]]))).toBeNull();
    const done = drawOf([[semi1, semi2], [{ ...final, team1: t1!, team2: t3!, ...won }]]);
    expect(championOf(done)).toEqual(t1);
  });

  test('when rounds are partly played, then the current round is the earliest with an unfinished match', () => {
    expect(currentRoundOf(drawOf([[semi1, semi2], [final]]))).toBe('semi-final');
    expect(
      currentRoundOf(
        drawOf([
          [
            { ...semi1, ...won },
            { ...semi2, ...won },
          ],
          [final],
        ]),
      ),
    ).toBe('final');
    expect(
      currentRoundOf(
        drawOf([
          [
            { ...semi1, ...won },
            { ...semi2, ...won },
          ],
          [{ ...final, ...won }],
        ]),
      ),
    ).toBeNull();
  });

  test('when a match goes live, then it replaces the cached one, the tournament is Live in the semi finals and the match is listed live', () => {
    const live = {
      ...semi1,
      status: 'live' as const,
      version: 1,
      score: { sets: [{ team1: 1, team2: 0 }], game: { team1: '15', team2: '0', tiebreak: false } },
    };

    const after = withMatch(detail(), live);

    expect(after.draw?.rounds[0]?.matches[0]).toEqual(live);
    expect(after.status).toBe('Live');
    expect(after.currentRound).toBe('semi-final');
    expect(liveMatchesOf(after.draw!)).toEqual([live]);
  });

  test('when an older version of a match arrives, then the cached later one stays', () => {
    const later = withMatch(detail(), { ...semi1, status: 'live', version: 5 });

    expect(withMatch(later, { ...semi1, version: 3 }).draw?.rounds[0]?.matches[0]?.version).toBe(5);
  });

  test('when the final is won, then the tournament is Completed with its champion and no current round; a correction reopens it', () => {
    const semisPlayed = drawOf([
      [
        { ...semi1, ...won },
        { ...semi2, ...won },
      ],
      [final],
    ]);
    const finished = withMatch(detail({ status: 'Live', draw: semisPlayed }), { ...final, team1: t1!, team2: t3!, ...won, version: 9 });

    expect(finished.status).toBe('Completed');
    expect(finished.draw?.champion).toEqual(t1);
    expect(finished.currentRound).toBeNull();
    const reopened = withMatch(finished, { ...final, team1: t1!, team2: t3!, status: 'live', version: 10 });
    expect(reopened.status).toBe('Live');
    expect(reopened.draw?.champion).toBeNull();
    expect(reopened.currentRound).toBe('final');
  });

  test('when the same draw arrives, then each match keeps its later version; another draw or none replaces it', () => {
    const cached = withMatch(detail(), { ...semi1, status: 'live', version: 4 });

    expect(withDraw(cached, drawOf([[semi1, semi2], [final]])).draw?.rounds[0]?.matches[0]?.version).toBe(4);
    const redrawn = drawOf([[{ ...semi1, team1: t3! }, semi2], [final]], { drawn_at: '2099-04-02T08:00:00.000Z' });
    expect(withDraw(cached, redrawn).draw?.rounds[0]?.matches[0]?.team1).toEqual(t3);
    expect(withDraw(cached, null)).toMatchObject({ draw: null, currentRound: null });
  });

  test('when the draw is described, then the day is the league calendar day and the time is Dubai time', () => {
    expect(drawnNote({ drawn_at: '2099-03-31T21:00:00.000Z', drawn_by: { id: 'x', name: 'Noura Al Mansouri' } })).toBe(
      'Drawn on April 1, 2099 by Noura Al Mansouri',
    );
    expect(formatMatchStart('2099-04-10T10:30:00.000Z')).toBe('Apr 10, 14:30');
  });
});
