import { playerRanking, rankingEdition, rankingEntry } from '@padel/api/testing';
import { arabic, english as en } from '../../../../test/intl';
import { formatPercent } from '@padel/platform';
import {
  changeSinceLine,
  editionLine,
  movementLabel,
  pageFromUrl,
  pageSummary,
  playerCountry,
  playerName,
  playerWinRate,
  rankingLabel,
  searchFromText,
} from './rankings';

describe('formatPercent and playerWinRate', () => {
  test('when formatting, then one decimal is always shown', () => {
    expect(formatPercent(en, 0)).toBe('0.0%');
    expect(formatPercent(en, 1)).toBe('100.0%');
    expect(formatPercent(en, 2 / 3)).toBe('66.7%');
  });

  test('when matches played is 0, then there is no win rate; otherwise wins over matches played', () => {
    expect(playerWinRate(en, { wins: 0, matches_played: 0 })).toBeNull();
    expect(playerWinRate(en, { wins: 7, matches_played: 8 })).toBe('87.5%');
  });
});

describe('fallbacks', () => {
  test('when name and country are empty, then Unknown Player and Unknown are shown', () => {
    expect(playerName(en, { full_name: '', name: ' ' })).toBe('Unknown Player');
    expect(playerName(en, { full_name: ' ' })).toBe('Unknown Player');
    expect(playerCountry(en, { country: null })).toBe('Unknown');
  });

  test('when the legacy name is the only one, then it is used', () => {
    expect(playerName(en, { full_name: '', name: 'Omar Haddad' })).toBe('Omar Haddad');
  });

  test('when there is no ranking, then a dash is shown', () => {
    expect(rankingLabel(en, null)).toBe('-');
    expect(rankingLabel(en, 3)).toBe('#3');
  });
});

describe('movementLabel', () => {
  test.each([
    ['up', 2, 'Up 2 places since the previous ranking'],
    ['up', 1, 'Up 1 place since the previous ranking'],
    ['down', -1, 'Down 1 place since the previous ranking'],
    ['down', -1200, 'Down 1,200 places since the previous ranking'],
    ['same', 0, 'No change since the previous ranking'],
    ['new', 0, 'New in the ranking'],
  ] as const)('when the movement is %s by %d, then it reads "%s"', (movement, change, label) => {
    expect(movementLabel(en, { movement, change })).toBe(label);
  });

  test('when the player is unranked, then there is no movement to name', () => {
    expect(movementLabel(en, { movement: null, change: 0 })).toBeNull();
  });
});

describe('changeSinceLine', () => {
  const line = (entry: Parameters<typeof rankingEntry>[0], previous: number | null) =>
    changeSinceLine(en, playerRanking(rankingEntry(entry), { previous_points: previous }));

  test('when the player moved and their points changed, then both are said with signs', () => {
    expect(line({ movement: 'up', change: 2, points: 2840 }, 2480)).toBe('Up 2 places and +360 points since the previous ranking');
    expect(line({ movement: 'down', change: -1, points: 100 }, 220)).toBe('Down 1 place and \u2212120 points since the previous ranking');
  });

  test('when the previous edition is known, then its day is named', () => {
    const previous = { number: 4, published_at: '2026-11-16T08:00:00.000Z', reason: 'tournament-completed' as const, tournament: null };
    expect(
      changeSinceLine(
        en,
        playerRanking(rankingEntry({ movement: 'up', change: 2, points: 2840 }), { previous_points: 2480, previous_edition: previous }),
      ),
    ).toBe('Up 2 places and +360 points since the previous ranking (November 16, 2026)');
  });

  test('when only the place changed, then the points are not mentioned', () => {
    expect(line({ movement: 'up', change: 3, points: 500 }, 500)).toBe('Up 3 places since the previous ranking');
  });

  test('when nothing changed, or only the points did, then it says so', () => {
    expect(line({ movement: 'same', change: 0, points: 500 }, 500)).toBe('No change since the previous ranking');
    expect(line({ movement: 'same', change: 0, points: 560 }, 500)).toBe('Same place and +60 points since the previous ranking');
  });

  test('when the player is new, then New in the ranking', () => {
    expect(line({ movement: 'new', change: 0, previous_ranking: null }, null)).toBe('New in the ranking');
  });

  test('when the player lost their place, then it says so; never ranked says nothing', () => {
    expect(line({ movement: null, ranking: null, previous_ranking: 7, points: 0, change: 0 }, 90)).toBe(
      'Out of the ranking since the previous ranking (was #7)',
    );
    expect(line({ movement: null, ranking: null, previous_ranking: null, points: 0, change: 0 }, null)).toBeNull();
  });
});

describe('editionLine', () => {
  test('when the edition came from a tournament, then its league day and the tournament are named', () => {
    expect(editionLine(en, rankingEdition)).toBe('Ranking of November 23, 2026 after Dubai Marina Open');
  });

  test('when results expired, then only the day; without an edition, that none is published', () => {
    expect(editionLine(en, { ...rankingEdition, reason: 'results-expired', tournament: null, published_at: '2026-11-29T20:30:00Z' })).toBe(
      'Ranking of November 30, 2026',
    );
    expect(editionLine(en, null)).toBe('No ranking has been published yet.');
  });
});

describe('pageSummary, pageFromUrl and searchFromText', () => {
  test('when a middle page is shown, then its range and the total are grouped in thousands', () => {
    expect(pageSummary(en, { page: 2, limit: 20, total: 1234 }, 20)).toBe('Showing 21–40 of 1,234 players');
    expect(pageSummary(en, { page: 3, limit: 20, total: 45 }, 5)).toBe('Showing 41–45 of 45 players');
    expect(pageSummary(en, { page: 1, limit: 20, total: 1 }, 1)).toBe('Showing 1–1 of 1 player');
    expect(pageSummary(en, { page: 9, limit: 20, total: 45 }, 0)).toBeNull();
  });

  test('when the URL has no page or a bad one, then page 1', () => {
    expect(pageFromUrl('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two', '1e400']) expect(pageFromUrl(bad)).toBe(1);
  });

  test('when the search is padded or too long, then it is trimmed and cut to 100 characters', () => {
    expect(searchFromText('  lay ')).toBe('lay');
    expect(searchFromText(null)).toBe('');
    expect(searchFromText('x'.repeat(150))).toHaveLength(100);
  });
});

describe('in Arabic', () => {
  test('when a movement is named, then the Arabic plural fits the count (one, two, few, many)', () => {
    expect(movementLabel(arabic, { movement: 'up', change: 1 })).toBe('تقدّم مركزًا واحدًا منذ التصنيف السابق');
    expect(movementLabel(arabic, { movement: 'up', change: 2 })).toBe('تقدّم مركزين منذ التصنيف السابق');
    expect(movementLabel(arabic, { movement: 'down', change: -3 })).toBe('تراجع 3 مراكز منذ التصنيف السابق');
    expect(movementLabel(arabic, { movement: 'down', change: -11 })).toBe('تراجع 11 مركزًا منذ التصنيف السابق');
    expect(movementLabel(arabic, { movement: 'up', change: 100 })).toBe('تقدّم 100 مركز منذ التصنيف السابق');
  });

  test('when the edition is dated, then the day is Arabic with Western digits', () => {
    expect(editionLine(arabic, rankingEdition)).toBe('تصنيف 23 نوفمبر 2026 بعد Dubai Marina Open');
  });

  test('when a page is summarised, then the numbers keep Western digits and the player count is pluralised', () => {
    expect(pageSummary(arabic, { page: 2, limit: 20, total: 1234 }, 20)).toBe('عرض 21–40 من 1,234 لاعبًا');
    expect(pageSummary(arabic, { page: 1, limit: 20, total: 5 }, 5)).toBe('عرض 1–5 من 5 لاعبين');
    expect(pageSummary(arabic, { page: 1, limit: 20, total: 2 }, 2)).toBe('عرض 1–2 من لاعبَين');
  });

  test('when the data names a country, then its Arabic name is shown (the catalog’s for the Gulf, the browser’s for the rest); other text stays as entered', () => {
    expect(playerCountry(arabic, { country: 'Qatar' })).toBe('قطر');
    expect(playerCountry(arabic, { country: 'Spain' })).toBe('إسبانيا');
    expect(playerCountry(arabic, { country: 'Atlantis' })).toBe('Atlantis');
    expect(playerCountry(arabic, { country: null })).toBe('غير معروف');
  });
});
