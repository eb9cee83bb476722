import { movementOf, nextEditionRows, type EditionRow, type PlayerCard, type RowChange } from './edition-rows';

const card = (full_name: string): PlayerCard => ({
  full_name,
  country: 'Qatar',
  photo_url: null,
  matches_played: 0,
  wins: 0,
  losses: 0,
  titles_won: 0,
});

const change = (player_id: string, points: number, name = player_id): RowChange => ({
  player_id,
  points,
  best: points > 0 ? [points] : [],
  next_change_at: null,
  card: card(name),
});

const positions = (rows: EditionRow[]) => rows.map((row) => [row.player_id, row.position, row.previous_position]);

describe('nextEditionRows', () => {
  it('when there is no previous edition, then players with points are ranked by points and the others follow by name, unranked', () => {
    const rows = nextEditionRows([], [change('zaid', 0), change('omar', 200), change('amal', 0), change('noura', 400)]);

    expect(positions(rows)).toEqual([
      ['noura', 1, null],
      ['omar', 2, null],
      ['amal', null, null],
      ['zaid', null, null],
    ]);
  });

  it('when a player’s points change, then everyone keeps their previous position for the arrow and gets a new one', () => {
    const first = nextEditionRows([], [change('noura', 400), change('omar', 200), change('layla', 100)]);

    const second = nextEditionRows(first, [change('layla', 1100)]);

    expect(positions(second)).toEqual([
      ['layla', 1, 3],
      ['noura', 2, 1],
      ['omar', 3, 2],
    ]);
    expect(second.find((row) => row.player_id === 'layla')?.previous_points).toBe(100);
  });

  it('when a player enters the ranking, then their previous position is empty', () => {
    const first = nextEditionRows([], [change('noura', 400), change('sara', 0)]);

    const second = nextEditionRows(first, [change('sara', 100), change('khalid', 50)]);

    expect(positions(second)).toEqual([
      ['noura', 1, 1],
      ['sara', 2, null],
      ['khalid', 3, null],
    ]);
  });

  it('when a newer card is known, then the row shows it', () => {
    const first = nextEditionRows([], [change('noura', 400, 'Noura')]);

    const second = nextEditionRows(first, [], new Map([['noura', { registered: true, card: card('Noura Al Mansouri') }]]));

    expect(second[0]?.card.full_name).toBe('Noura Al Mansouri');
  });

  it('when players registered or left since the previous edition, then the newcomers are added without points and the leavers are left out', () => {
    const first = nextEditionRows([], [change('noura', 400, 'Noura'), change('omar', 200, 'Omar')]);

    const second = nextEditionRows(
      first,
      [],
      new Map([
        ['omar', { registered: false, card: card('Omar') }],
        ['amal', { registered: true, card: card('Amal') }],
      ]),
    );

    expect(second.map((row) => [row.player_id, row.position, row.points, row.previous_position])).toEqual([
      ['noura', 1, 400, 1],
      ['amal', null, 0, null],
    ]);
  });
});

describe('movementOf', () => {
  it.each([
    [3, 5, 'up', 2],
    [5, 3, 'down', -2],
    [4, 4, 'same', 0],
    [7, null, 'new', 0],
    [null, 2, null, 0],
    [null, null, null, 0],
  ] as const)('when the position is %s and was %s, then the arrow is %s (%s)', (position, previous, movement, places) => {
    expect(movementOf(position, previous)).toEqual({ movement, change: places });
  });
});
