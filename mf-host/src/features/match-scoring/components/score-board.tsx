import styled from 'styled-components';
import type { Match } from '@padel/contracts';
import { SIDES, statusLabels, teamName } from '../lib/score';

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
    text-align: left;
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
    margin-left: 1px;
  }
`;

const Caption = styled.caption`
  caption-side: top;
  text-align: left;
  padding-bottom: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** The score always in view: games of every set (tie-break points raised) and, while live, the game or tie-break. */
export function ScoreBoard({ match }: { match: Match }) {
  const { sets, game } = match.score;
  return (
    <Board aria-label="Score" aria-live="polite">
      <Caption>{statusLabels[match.status]}</Caption>
      <thead>
        <tr>
          <th scope="col">Team</th>
          {sets.map((_, index) => (
            <th scope="col" key={index}>
              Set {index + 1}
            </th>
          ))}
          {game ? <th scope="col">{game.tiebreak ? 'Tie-break' : 'Game'}</th> : null}
        </tr>
      </thead>
      <tbody>
        {SIDES.map((side) => (
          <tr key={side} data-testid={`score-${side}`}>
            <th scope="row">{teamName(match, side)}</th>
            {sets.map((set, index) => (
              <td key={index}>
                {set[side]}
                {set.tiebreak ? <sup>{set.tiebreak[side]}</sup> : null}
              </td>
            ))}
            {game ? <td className="game">{game[side]}</td> : null}
          </tr>
        ))}
      </tbody>
    </Board>
  );
}
