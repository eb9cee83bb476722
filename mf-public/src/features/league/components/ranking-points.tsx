import { useId } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { BEST_RESULTS_COUNTED, LEVEL_WEIGHT, REACHED_ORDER, RESULT_VALIDITY_WEEKS, rankingPoints, TIER_ORDER } from '@padel/contracts';
import { formatCount } from '@padel/platform';
import { T, useT } from '../../../i18n';
import { REACHED_IDS, TIER_IDS } from '../../../i18n/labels';
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
    text-align: start;
    font-weight: 700;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    /* Spacing would break the joined letters of Arabic. */
    &:lang(ar) {
      letter-spacing: normal;
    }
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** About's ranking rules: the level C points table, the level D share, best results, validity and ties (decision 090). */
export function RankingPoints() {
  const intl = useIntl();
  const t = useT();
  const rule = { best: BEST_RESULTS_COUNTED, weeks: RESULT_VALIDITY_WEEKS };
  const captionId = useId();
  return (
    <>
      {/* Scrolls sideways on a narrow screen: focusable, so the keyboard scrolls it too. */}
      <Scroll tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table>
          <caption id={captionId}>
            <T id="about.points.caption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <T id="points.table.reached" />
              </th>
              {TIER_ORDER.map((tier) => (
                <th key={tier} scope="col">
                  {t(TIER_IDS[tier])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REACHED_ORDER.map((reached) => (
              <tr key={reached}>
                <th scope="row">{t(REACHED_IDS[reached])}</th>
                {TIER_ORDER.map((tier) => (
                  <td key={tier}>{formatCount(intl, rankingPoints(tier, 'C', reached))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p>
        <T id="about.points.levelD" values={{ share: shareText(intl, LEVEL_WEIGHT.D / LEVEL_WEIGHT.C) }} />
      </p>
      <p>
        <T id="about.points.rules" values={rule} />
      </p>
    </>
  );
}
