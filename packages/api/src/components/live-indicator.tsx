import styled, { keyframes } from 'styled-components';
import { useSharedT } from '@padel/ui-kit';
import type { LiveConnection } from '@padel/api';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const LIVE_RED = '#d92d20';

const Indicator = styled.p<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme, $live }) => ($live ? theme.colors.text : theme.colors.textMuted)};
  &::before {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: ${({ theme, $live }) => ($live ? LIVE_RED : theme.colors.border)};
    animation: ${pulse} 1.6s infinite;
    animation-play-state: ${({ $live }) => ($live ? 'running' : 'paused')};
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

/** The indicator's words in English (tests); the indicator reads them from the shared catalog (`live.<connection>`). */
export const liveConnectionTexts: Record<LiveConnection, string> = {
  connecting: 'Connecting to live results…',
  live: 'Live results',
  reconnecting: 'Reconnecting to live results…',
};

/** Whether the page receives live results right now (`useTournamentLive`'s state): a small dot and a few words. */
export function LiveIndicator({ connection }: { connection: LiveConnection }) {
  const t = useSharedT();
  return (
    <Indicator role="status" $live={connection === 'live'} data-testid="live-indicator" data-connection={connection}>
      {t(`live.${connection}` as const)}
    </Indicator>
  );
}
