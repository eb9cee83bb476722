import styled from 'styled-components';
import type { RankingEntry } from '@padel/contracts';
import { useIntl } from 'react-intl';
import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from '@padel/ui-kit';
import { T } from '../../../i18n';
import { movementLabel, signed } from '../lib/rankings';

const Movement = styled.span<{ $movement: RankingEntry['movement'] }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 2px;
  max-width: 100%;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme, $movement }) =>
    $movement === 'up' ? theme.colors.success : $movement === 'down' ? theme.colors.destructiveInk : theme.colors.textMuted};
`;

const NewBadge = styled.span`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.65rem;
  letter-spacing: 0.04em;
  /* Spacing would break the joined letters of Arabic. */
  &:lang(ar) {
    letter-spacing: normal;
  }
  text-transform: uppercase;
`;

/**
 * The movement since the previous edition: an up arrow and "+N", a down arrow and "−N", a dash when unchanged,
 * a New badge for a newcomer, nothing for an unranked player. One image with a spoken name ("Up 2 places since
 * the previous ranking").
 */
export function RankChange({ entry }: { entry: Pick<RankingEntry, 'movement' | 'change'> }) {
  const intl = useIntl();
  const label = movementLabel(intl, entry);
  if (!label) return null;
  return (
    <Movement $movement={entry.movement} role="img" aria-label={label} data-testid="rank-change" data-movement={entry.movement}>
      {entry.movement === 'up' ? <ArrowUpIcon size={14} /> : null}
      {entry.movement === 'down' ? <ArrowDownIcon size={14} /> : null}
      {entry.movement === 'same' ? <MinusIcon size={14} /> : null}
      {entry.movement === 'up' || entry.movement === 'down' ? signed(intl, entry.change) : null}
      {entry.movement === 'new' ? (
        <NewBadge>
          <T id="ranking.movement.newBadge" />
        </NewBadge>
      ) : null}
    </Movement>
  );
}
