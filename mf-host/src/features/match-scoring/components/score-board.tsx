import styled from 'styled-components';
import type { Match } from '@padel/contracts';
import { useGamePointText } from '@padel/api';
import { UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { SIDES, teamName } from '../lib/score';

const Board = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 8px 6px;
    text-align: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[scope='row'] {
    text-align: start;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td {
    font-size: 1.4rem;
    font-weight: 700;
  }
  td.game {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.6rem;
  }
  sup {
    font-size: 0.7rem;
    margin-inline-start: 1px;
  }
`;

const Caption = styled.caption`
  caption-side: top;
  text-align: start;
  padding-bottom: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** The score always in view: games of every set (tie-break points raised) and, while live, the game or tie-break. */
export function ScoreBoard({ match }: { match: Match }) {
  const t = useT();
  const gamePoint = useGamePointText();
  const { sets, game } = match.score;
  return (
    <Board aria-label={t('scoreBoard.label')} aria-live="polite">
      <Caption>{t('match.status', { status: match.status })}</Caption>
      <thead>
        <tr>
          <th scope="col">
            <T id="scoreBoard.team" />
          </th>
          {sets.map((_, index) => (
            <th scope="col" key={index}>
              <T id="match.set" values={{ number: index + 1 }} />
            </th>
          ))}
          {game ? <th scope="col">{t(game.tiebreak ? 'scoreBoard.tiebreak' : 'scoreBoard.game')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {SIDES.map((side) => (
          <tr key={side} data-testid={`score-${side}`}>
            <th scope="row">
              <UserText>{teamName(t, match, side)}</UserText>
            </th>
            {sets.map((set, index) => (
              <td key={index}>
                {set[side]}
                {set.tiebreak ? <sup>{set.tiebreak[side]}</sup> : null}
              </td>
            ))}
            {game ? <td className="game">{gamePoint(game, side)}</td> : null}
          </tr>
        ))}
      </tbody>
    </Board>
  );
}
