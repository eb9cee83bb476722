import { useState } from 'react';
import styled from 'styled-components';
import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from '@padel/ui-kit';
import { randomRankChange } from '../lib/rankings';

const Arrow = styled.span<{ $change: number }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme, $change }) => ($change > 0 ? theme.colors.success : $change < 0 ? theme.colors.destructive : theme.colors.textMuted)};
`;

/**
 * The card's rank-change arrow, a random whole number from -2 to +2 chosen once per card (SPEC §2: not real
 * data). Hidden from assistive technology so nobody takes it for a real movement.
 */
export function RankChange() {
  const [change] = useState(() => randomRankChange());
  return (
    <Arrow
      $change={change}
      aria-hidden="true"
      title="Decorative only, not real ranking data"
      data-testid="rank-change"
      data-change={change}
    >
      {change > 0 ? <ArrowUpIcon size={14} /> : change < 0 ? <ArrowDownIcon size={14} /> : <MinusIcon size={14} />}
      {change === 0 ? null : Math.abs(change)}
    </Arrow>
  );
}
