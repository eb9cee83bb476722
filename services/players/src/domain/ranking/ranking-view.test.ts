import type { RankingEditionRecord } from '../../data-access/ranking-edition-repository';
import { nextEditionRows, type RowChange } from './edition-rows';
import {
  adoptEdition,
  applyFollowedCardChanges,
  applyOwnCardChange,
  followedCardSeq,
  rankingEntry,
  rankingPage,
  resetRankingView,
} from './ranking-view';

const NAMES = ['Noura Al Mansouri', 'Omar Haddad', 'Layla Farouk', 'Khalid Rahman', 'Sara Nasser', 'Yousef Al Amiri', 'Noor Al Marri'];
const COUNTRIES = ['United Arab Emirates', 'Qatar', 'Bahrain', null];

const change = (index: number, points: number): RowChange => ({
  player_id: `p${String(index).padStart(3, '0')}`,
  points,
  best: points > 0 ? [points] : [],
  next_change_at: null,
  card: {
    full_name: `${NAMES[index % NAMES.length]} ${index}`,
    country: COUNTRIES[index % COUNTRIES.length] ?? null,
    photo_url: null,
    matches_played: 0,
    wins: 0,
    losses: 0,
    titles_won: 0,
  },
});

const edition = (number: number): RankingEditionRecord => ({
  _id: String(number),
  number,
  published_at: new Date('2026-11-23T12:00:00Z'),
  reason: number === 1 ? 'initial' : 'tournament-completed',
  tournament: null,
  rows_key: `rows-${number}`,
  chunks: 1,
  rows: 300,
  card_seq: 0,
  created_at: new Date('2026-11-23T12:00:00Z'),
});

const players = Array.from({ length: 300 }, (_, index) => change(index, index % 5 === 0 ? 0 : 1000 - index));

/** What a search must answer: every entry, in order, whose "name\ncountry" holds q and whose country is `country`. */
function expected(q: string, country = '', page = 1, limit = 20) {
  const all = rankingPage({ page: 1, limit: 100 });
  const everyone = Array.from(
    { length: Math.ceil(all.total / 100) },
    (_, index) => rankingPage({ page: index + 1, limit: 100 }).players,
  ).flat();
  const matching = everyone.filter(
    (entry) =>
      `${entry.full_name}\n${entry.country ?? ''}`.toLowerCase().includes(q.toLowerCase()) &&
      (!country || (entry.country ?? '').toLowerCase() === country.toLowerCase()),
  );
  return { total: matching.length, ids: matching.slice((page - 1) * limit, page * limit).map((entry) => entry.id) };
}

const search = (q: string | undefined, country?: string, page = 1, limit = 20) => {
  const answer = rankingPage({ q, country, page, limit });
  return { total: answer.total, ids: answer.players.map((entry) => entry.id) };
};

beforeEach(() => {
  resetRankingView();
  adoptEdition(edition(1), nextEditionRows([], players));
});

describe('rankingPage searches', () => {
  it('when a search is typed letter by letter, then each answer holds exactly the matching players in ranking order', () => {
    for (const q of ['n', 'no', 'noo', 'noor', 'noor al', 'noor al m', 'noura']) expect(search(q)).toEqual(expected(q));
  });

  it('when a search is paged through or repeated, then the pages follow each other and the answer does not change', () => {
    const first = search('al', undefined, 1, 15);
    const second = search('al', undefined, 2, 15);

    expect(first).toEqual(expected('al', '', 1, 15));
    expect(second).toEqual(expected('al', '', 2, 15));
    expect(search('al', undefined, 1, 15)).toEqual(first);
  });

  it('when a country filter is combined with a search, then only that country’s matching players are answered', () => {
    expect(search(undefined, 'qatar')).toEqual(expected('', 'qatar'));
    expect(search('al', 'QATAR')).toEqual(expected('al', 'qatar'));
    expect(search('al amiri', 'qatar')).toEqual(expected('al amiri', 'qatar'));
    expect(search('al amiri', 'bahrain')).toEqual(expected('al amiri', 'bahrain'));
  });

  it('when more searches are made than are kept, then older ones are answered again correctly', () => {
    const queries = Array.from({ length: 80 }, (_, index) => `${index}`);

    for (const q of queries) search(q);

    for (const q of ['1', '12', '79', 'omar', 'omar haddad 1']) expect(search(q)).toEqual(expected(q));
  });

  it('when a new edition is adopted, then a search made before is answered from the new edition', () => {
    expect(search('sara').total).toBeGreaterThan(0);
    const renamed = players.map((player) =>
      player.card.full_name.startsWith('Sara') ? { ...player, card: { ...player.card, full_name: `Zara ${player.player_id}` } } : player,
    );

    adoptEdition(edition(2), nextEditionRows([], renamed));

    expect(search('sara')).toEqual({ total: 0, ids: [] });
    expect(search('zara')).toEqual(expected('zara'));
  });
});

describe('following the card changes', () => {
  const cardChange = (seq: number, index: number) => ({ seq, player_id: `new${index}`, registered: true, card: change(index, 0).card });

  it('when this instance appends a change after others it has not read yet, then it shows it at once and still reads the others in their turn', () => {
    const listed = () => rankingPage({ page: 1, limit: 20 }).total;
    const before = listed();

    applyOwnCardChange(cardChange(2, 900));

    expect(followedCardSeq()).toBe(0);
    expect(rankingPage({ q: 'Sara Nasser 900', page: 1, limit: 20 }).total).toBe(1);
    expect(listed()).toBe(before + 1);
    applyFollowedCardChanges([cardChange(1, 901), cardChange(2, 900)]);
    expect(followedCardSeq()).toBe(2);
    expect(listed()).toBe(before + 2);
  });
});

describe('one player’s line', () => {
  /** Every line of the listing, as the Rankings page pages through it. */
  const listed = () => {
    const { total } = rankingPage({ page: 1, limit: 100 });
    return Array.from({ length: Math.ceil(total / 100) }, (_, index) => rankingPage({ page: index + 1, limit: 100 }).players).flat();
  };

  it('when cards changed since the edition (a name, a new player, a player who left), then each line read alone is the listing’s line', () => {
    const renamed = { ...change(7, 0).card, full_name: 'Renamed Player' };
    applyOwnCardChange({ seq: 1, player_id: 'p007', registered: true, card: renamed });
    applyOwnCardChange({ seq: 2, player_id: 'new1', registered: true, card: change(901, 0).card });
    applyOwnCardChange({ seq: 3, player_id: 'p010', registered: false, card: change(10, 0).card });

    const lines = listed();

    expect(lines.map((line) => rankingEntry(line.id))).toEqual(lines);
    expect(rankingEntry('p007')?.full_name).toBe('Renamed Player');
    expect(rankingEntry('new1')).toMatchObject({ ranking: null, points: 0 });
    expect(rankingEntry('p010')).toBeUndefined();
    expect(rankingEntry('nobody')).toBeUndefined();
  });
});
