import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@padel/platform/testing';
import { bracketMatch, bracketTeam, drawOf } from '../../testing';
import { BracketView } from './bracket-view';

const [t1, t2, t3, t4, t5] = [1, 2, 3, 4, 5].map(bracketTeam);
const won = (sets: [number, number, [number, number]?][]) => ({
  status: 'completed' as const,
  winner: 'team1' as const,
  score: {
    sets: sets.map(([team1, team2, tiebreak]) => ({
      team1,
      team2,
      tiebreak: tiebreak ? { team1: tiebreak[0], team2: tiebreak[1] } : null,
    })),
    game: null,
  },
});

// Five teams in a bracket of eight: three byes, one quarter final played, one live, the semi finals waiting.
const quarter1 = bracketMatch('quarter-final', 0, 1, {
  team1: t1!,
  team2: t2!,
  ...won([
    [6, 4],
    [3, 6],
    [7, 6, [7, 5]],
  ]),
});
const quarterLive = bracketMatch('quarter-final', 0, 2, {
  team1: t3!,
  team2: t4!,
  status: 'live',
  court: 'Court 2',
  starts_at: '2099-04-10T10:30:00.000Z',
  score: { sets: [{ team1: 5, team2: 3 }], game: { team1: 'Adv', team2: '40', tiebreak: false } },
});
const semi1 = bracketMatch('semi-final', 1, 0, { team1: t5!, team2: t1! });
const semi2 = bracketMatch('semi-final', 1, 1, { team1: null, team2: null });
const final = bracketMatch('final', 2, 0);
const draw = drawOf([[quarter1, quarterLive], [semi1, semi2], [final]], { byes: [t5!, bracketTeam(6), bracketTeam(7)], team_count: 5 });

const renderBracket = (ui = <BracketView draw={draw} />) => renderWithPlatform(ui, { auth: { status: 'signed-out' } });
const card = (matchId: string) => document.querySelector(`[data-match-id="${matchId}"]`) as HTMLElement;
const row = (matchId: string, side: 'team1' | 'team2') => within(card(matchId)).getByTestId(`match-${side}`);

describe('BracketView', () => {
  test('when a draw is shown, then each round is a section with its heading and an ordered list of its matches', () => {
    renderBracket();

    const region = screen.getByRole('region', { name: 'Bracket' });
    expect(region.tabIndex).toBe(0);
    const headings = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Quarter Finals', 'Semi Finals', 'Final']);
    const quarterFinals = screen.getByRole('list', { name: 'Quarter Finals' });
    expect(within(quarterFinals).getAllByTestId('match-card')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Final' })).getAllByRole('listitem')).toHaveLength(1);
  });

  test('when a match is finished, then each side shows its set scores, the tie-break small, and the winner is marked for everyone', () => {
    renderBracket();

    const winner = row('R1-M2', 'team1');
    expect(within(winner).getByRole('rowheader').textContent).toBe('Player 1a / Player 1b (Winner)');
    expect(
      within(winner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '3', '7 tie-break 7']);
    expect(winner.querySelector('sup')?.textContent).toBe(' tie-break 7');
    expect(winner.dataset.winner).toBe('true');
    const loser = row('R1-M2', 'team2');
    expect(within(loser).getByRole('rowheader').textContent).toBe('Player 2a / Player 2b');
    expect(
      within(loser)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '6', '6 tie-break 5']);
    expect(
      within(card('R1-M2'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Team', 'Set 1', 'Set 2', 'Set 3']);
  });

  test('when a match is live, then it is marked Live with the current game, its court and start time in Dubai', () => {
    renderBracket();

    const live = card('R1-M3');
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(
      within(row('R1-M3', 'team1'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', 'Adv']);
    expect(
      within(row('R1-M3', 'team2'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '40']);
    expect(within(live).getAllByRole('columnheader').at(-1)?.textContent).toBe('Game');
    expect(within(live).getByText('Court 2')).toBeTruthy();
    expect(within(live).getByText('Apr 10, 14:30').getAttribute('datetime')).toBe('2099-04-10T10:30:00.000Z');
    expect(live.dataset.status).toBe('live');
  });

  test('when a side has the advantage (the API sends it with an empty other side), then that side shows Adv and the other 40', () => {
    const advantage = { ...quarterLive, score: { sets: [{ team1: 5, team2: 3 }], game: { team1: '', team2: 'Adv', tiebreak: false } } };
    renderBracket(<BracketView draw={drawOf([[quarter1, advantage], [semi1, semi2], [final]])} />);

    const gameCell = (side: 'team1' | 'team2') => within(row('R1-M3', side)).getAllByRole('cell').at(-1)?.textContent;
    expect([gameCell('team1'), gameCell('team2')]).toEqual(['40', 'Adv']);
  });

  test('when a tie-break is being played, then its points are shown under Tie-break', () => {
    const tiebreak = { ...quarterLive, score: { sets: [{ team1: 6, team2: 6 }], game: { team1: '5', team2: '3', tiebreak: true } } };
    renderBracket(<BracketView draw={drawOf([[tiebreak]])} />);

    expect(within(card('R1-M3')).getAllByRole('columnheader').at(-1)?.textContent).toBe('Tie-break');
    expect(within(row('R1-M3', 'team1')).getAllByRole('cell').at(-1)?.textContent).toBe('5');
  });

  test('when slots wait for winners, then they read To be decided; the byes are listed in the first round', () => {
    renderBracket();

    expect(within(card('R2-M2')).getAllByText('To be decided')).toHaveLength(2);
    expect(within(card('R3-M1')).getAllByText('To be decided')).toHaveLength(2);
    const byes = within(screen.getByRole('list', { name: 'Quarter Finals' })).getAllByTestId('bye');
    expect(byes.map((bye) => bye.textContent)).toEqual([
      'Player 5a / Player 5bByethrough to the Semi Finals',
      'Player 6a / Player 6bByethrough to the Semi Finals',
      'Player 7a / Player 7bByethrough to the Semi Finals',
    ]);
  });

  test('when the final is done, then the champion follows the final under its own heading', () => {
    const champion = drawOf(
      [
        [
          {
            ...final,
            team1: t1!,
            team2: t3!,
            ...won([
              [6, 2],
              [6, 2],
            ]),
          },
        ],
      ],
      { champion: t1! },
    );
    renderBracket(<BracketView draw={champion} headingLevel={2} />);

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Final', 'Champion']);
    expect(screen.getByTestId('champion').textContent).toBe('Player 1a / Player 1b');
  });

  test('when no champion yet, then none is shown', () => {
    renderBracket();

    expect(screen.queryByTestId('champion')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Champion' })).toBeNull();
  });

  test('when a match action is given, then each match shows what it returns', () => {
    const pressed: string[] = [];
    renderBracket(
      <BracketView
        draw={draw}
        highlightLive={false}
        matchAction={(match) =>
          match.team1 && match.team2 ? <button onClick={() => pressed.push(match.id)}>Score {match.id}</button> : null
        }
      />,
    );

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Score R1-M2', 'Score R1-M3', 'Score R2-M1']);
    fireEvent.click(screen.getByRole('button', { name: 'Score R1-M3' }));
    expect(pressed).toEqual(['R1-M3']);
  });
});

/** The CSS rules styled-components put on the page (the bracket's and its cards'). */
const pageCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');

describe('BracketView in Arabic (right to left)', () => {
  const renderArabic = (ui = <BracketView draw={draw} />) => renderWithPlatform(ui, { auth: { status: 'signed-out' }, language: 'ar' });

  test('when a draw is shown, then the rounds come in document order, first round first, so a right-to-left page puts it on the right', () => {
    renderArabic();

    const region = screen.getByRole('region', { name: 'مخطط البطولة' });
    const rounds = Array.from(region.querySelectorAll('section')).map((section) => section.dataset.round);
    expect(rounds).toEqual(['quarter-final', 'semi-final', 'final']);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['الدور ربع النهائي', 'الدور نصف النهائي', 'النهائي']);
  });

  test('when the bracket is styled, then nothing is placed by left or right and no row is reversed', () => {
    renderArabic();

    const css = pageCss();
    expect(css).toMatch(/padding-inline/);
    expect(css).not.toMatch(
      /(^|[;{\s])(left|right|margin-left|margin-right|padding-left|padding-right|border-left[a-z-]*|border-right[a-z-]*|float)\s*:/,
    );
    expect(css).not.toMatch(/text-align\s*:\s*(left|right)/);
    expect(css).not.toMatch(/row-reverse/);
    const rows = screen.getByTestId('bracket').firstElementChild as HTMLElement;
    expect(getComputedStyle(rows).flexDirection).not.toBe('row-reverse');
  });

  test('when matches are shown, then their texts are Arabic: live badge, waiting slots, byes, table headers and winner', () => {
    renderArabic();

    expect(within(card('R1-M3')).getByText('مباشر')).toBeTruthy();
    expect(within(card('R2-M2')).getAllByText('يُحدَّد لاحقًا')).toHaveLength(2);
    expect(card('R2-M2').getAttribute('aria-label')).toBe('يُحدَّد لاحقًا ضد يُحدَّد لاحقًا');
    expect(
      within(card('R1-M2'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['الفريق', 'المجموعة 1', 'المجموعة 2', 'المجموعة 3']);
    expect(within(row('R1-M2', 'team1')).getByRole('rowheader').textContent).toBe('Player 1a / Player 1b (الفائز)');
    const byes = within(screen.getByRole('list', { name: 'الدور ربع النهائي' })).getAllByTestId('bye');
    expect(byes[0]?.textContent).toBe('Player 5a / Player 5bتأهّل مباشرإلى الدور نصف النهائي');
    expect(document.body.textContent).not.toMatch(/To be decided|Quarter Finals|Semi Finals|Bye|Live\b/);
  });

  test('when a side has the advantage, then it reads أفضلية and the other side 40', () => {
    const advantage = { ...quarterLive, score: { sets: [{ team1: 5, team2: 3 }], game: { team1: 'Adv', team2: '', tiebreak: false } } };
    renderArabic(<BracketView draw={drawOf([[quarter1, advantage], [semi1, semi2], [final]])} />);

    const gameCell = (side: 'team1' | 'team2') => within(row('R1-M3', side)).getAllByRole('cell').at(-1)?.textContent;
    expect([gameCell('team1'), gameCell('team2')]).toEqual(['أفضلية', '40']);
    expect(card('R1-M3').textContent).not.toMatch(/Adv/);
  });

  test('when the final is done, then the champion heading is Arabic', () => {
    renderArabic(<BracketView draw={drawOf([[{ ...final, team1: t1!, team2: t3!, ...won([[6, 2]]) }]], { champion: t1! })} />);

    expect(screen.getByRole('heading', { name: 'البطل' })).toBeTruthy();
  });
});
