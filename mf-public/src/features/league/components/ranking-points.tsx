import styled from 'styled-components';
import {
  BEST_RESULTS_COUNTED,
  LEVEL_WEIGHT,
  REACHED_LABELS,
  REACHED_ORDER,
  RESULT_VALIDITY_WEEKS,
  rankingPoints,
  TIER_ORDER,
} from '@padel/contracts';
import { tierLabels } from '@padel/api';
import { shareText } from '../lib/ranking-rules';

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** About's ranking rules: the level C points table, the level D share, best results, validity and ties (decision 090). */
export function RankingPoints() {
  return (
    <>
      <Scroll>
        <Table>
          <caption>Points for level C tournaments</caption>
          <thead>
            <tr>
              <th scope="col">Round reached</th>
              {TIER_ORDER.map((tier) => (
                <th key={tier} scope="col">
                  {tierLabels[tier]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REACHED_ORDER.map((reached) => (
              <tr key={reached}>
                <th scope="row">{REACHED_LABELS[reached]}</th>
                {TIER_ORDER.map((tier) => (
                  <td key={tier}>{rankingPoints(tier, 'C', reached).toLocaleString('en-US')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p>Level D tournaments earn {shareText(LEVEL_WEIGHT.D / LEVEL_WEIGHT.C)} of these points, rounded.</p>
      <p>
        A player&apos;s points are the sum of their best {BEST_RESULTS_COUNTED} results in the last {RESULT_VALIDITY_WEEKS} weeks. An older
        result drops out at the first weekly ranking after {RESULT_VALIDITY_WEEKS} weeks. Players with the same points are ordered by their
        best single result, then the next best, and so on, then by name.
      </p>
    </>
  );
}
