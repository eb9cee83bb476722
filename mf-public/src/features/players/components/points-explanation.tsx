import styled from 'styled-components';
import { messageOf, usePlayerRanking } from '@padel/api';
import { Button, Spinner } from '@padel/ui-kit';
import { changeSinceLine, COUNTING_RULE, NO_RESULTS, NOT_COUNTING_TITLE } from '../lib/rankings';
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

  if (ranking.isPending) return <Spinner label="Loading how the points were earned" />;
  if (ranking.isError) {
    return (
      <Body role="alert">
        <Note>{messageOf(ranking.error, 'Failed to fetch the ranking points')}</Note>
        <div>
          <Button $variant="outline" $size="sm" onClick={() => void ranking.refetch()}>
            Try again
          </Button>
        </div>
      </Body>
    );
  }

  const { counting, not_counting: notCounting } = ranking.data;
  const change = changeSinceLine(ranking.data);
  return (
    <Body>
      {change ? <Change>{change}</Change> : null}
      {counting.length === 0 && notCounting.length === 0 ? (
        <Note>{NO_RESULTS}</Note>
      ) : (
        <>
          <RankingResults caption="Counting results" results={counting} total={counting.reduce((sum, result) => sum + result.points, 0)} />
          <Note>{COUNTING_RULE}</Note>
          {notCounting.length > 0 ? <RankingResults caption={NOT_COUNTING_TITLE} results={notCounting} /> : null}
        </>
      )}
    </Body>
  );
}
