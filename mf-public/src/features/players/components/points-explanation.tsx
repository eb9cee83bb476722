import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { useErrorText, usePlayerRanking } from '@padel/api';
import { Button, Spinner } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { changeSinceLine, RULE_VALUES } from '../lib/rankings';
import { RankingResults } from './ranking-results';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Change = styled.p`
  font-weight: 700;
`;

const Note = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * "How these points were earned": the change since the previous edition, the counting results with their total
 * (the player's points), the rule, and the results outside the best ones (GET /api/rankings/players/:id).
 */
export function PointsExplanation({ playerId }: { playerId: string }) {
  const ranking = usePlayerRanking(playerId);
  const intl = useIntl();
  const t = useT();
  const errorText = useErrorText();

  if (ranking.isPending) return <Spinner label={t('points.loading')} />;
  if (ranking.isError) {
    return (
      <Body role="alert">
        <Note>{errorText(ranking.error, t('points.failed'))}</Note>
        <div>
          <Button $variant="outline" $size="sm" onClick={() => void ranking.refetch()}>
            <T id="points.tryAgain" />
          </Button>
        </div>
      </Body>
    );
  }

  const { counting, not_counting: notCounting } = ranking.data;
  const change = changeSinceLine(intl, ranking.data);
  return (
    <Body>
      {change ? <Change>{change}</Change> : null}
      {counting.length === 0 && notCounting.length === 0 ? (
        <Note>
          <T id="points.noResults" values={RULE_VALUES} />
        </Note>
      ) : (
        <>
          <RankingResults
            caption={t('points.counting')}
            results={counting}
            total={counting.reduce((sum, result) => sum + result.points, 0)}
          />
          <Note>
            <T id="points.countingRule" values={RULE_VALUES} />
          </Note>
          {notCounting.length > 0 ? <RankingResults caption={t('points.notCounting', RULE_VALUES)} results={notCounting} /> : null}
        </>
      )}
    </Body>
  );
}
