import styled from 'styled-components';
import type { RankingResult } from '@padel/contracts';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { REACHED_IDS, TIER_IDS } from '../../../i18n/labels';

/** Below this width the table becomes one stacked card per result (the dialog at 360 px). */
const STACKED = '@media (max-width: 479.98px)';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption {
    text-align: start;
    font-weight: 700;
    margin-bottom: 6px;
  }
  th,
  td {
    padding: 8px 6px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    /* Spacing would break the joined letters of Arabic. */
    &:lang(ar) {
      letter-spacing: normal;
    }
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .points {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 800;
    border-bottom: 0;
  }
  ${STACKED} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody,
    tfoot,
    tr {
      display: block;
    }
    tr {
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 2px 0;
      border: 0;
    }
    tfoot tr {
      display: flex;
      justify-content: space-between;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-weight: 400;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    .points {
      text-align: start;
    }
  }
`;

/**
 * Tournament results as the ranking counts them: tournament, tier and level, round reached, points and the day they
 * stop counting; a Total row when `total` is given. The roles are explicit: the stacked layout's display changes would
 * otherwise drop the table semantics in some browsers.
 */
export function RankingResults({ caption, results, total }: { caption: string; results: readonly RankingResult[]; total?: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <Table role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            <T id="points.table.tournament" />
          </th>
          <th role="columnheader" scope="col">
            <T id="points.table.tier" />
          </th>
          <th role="columnheader" scope="col">
            <T id="points.table.reached" />
          </th>
          <th role="columnheader" scope="col" className="points">
            <T id="points.table.points" />
          </th>
          <th role="columnheader" scope="col">
            <T id="points.table.countsUntil" />
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {results.map((result) => (
          <tr role="row" key={`${result.tournament_id}-${result.earned_at}`}>
            <td role="cell">{result.tournament_title}</td>
            <td role="cell" data-label={t('points.table.tier')}>
              <T id="points.table.tierAndLevel" values={{ tier: t(TIER_IDS[result.tier]), level: result.level }} />
            </td>
            <td role="cell" data-label={t('points.table.reached')}>
              {t(REACHED_IDS[result.reached])}
            </td>
            <td role="cell" data-label={t('points.table.points')} className="points">
              {format.count(result.points)}
            </td>
            <td role="cell" data-label={t('points.table.countsUntil')}>
              {format.leagueDay(result.counts_until)}
            </td>
          </tr>
        ))}
      </tbody>
      {total === undefined ? null : (
        <tfoot role="rowgroup">
          <tr role="row">
            <th role="rowheader" scope="row" colSpan={3}>
              <T id="points.table.total" />
            </th>
            <td role="cell" className="points">
              {format.count(total)}
            </td>
            <td role="cell" />
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
