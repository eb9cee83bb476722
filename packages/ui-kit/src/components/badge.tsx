import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { SharedT } from '../i18n/messages';
import { focusRing } from '../theme/global-style';
import type { ThemeMode } from '../theme/theme';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'accent' | 'destructive' | 'live';

const variants: Record<BadgeVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryText};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
  `,
  live: css`
    background: #d92d20;
    color: #ffffff;
  `,
};

/** Small label; render `as="button"` with `aria-pressed` for filter chips. */
export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  line-height: 1.4;
  white-space: nowrap;
  ${({ $variant = 'default' }) => variants[$variant]}
  button& {
    cursor: pointer;
  }
  ${focusRing}
`;

/** The tiers of tournaments (contracts' TournamentTier): Major, Gold, Silver, Bronze. */
export type TierName = 'major' | 'gold' | 'silver' | 'bronze';

export interface TierColors {
  background: string;
  text: string;
  /** Sets the lighter fills off the page. */
  border: string;
}

/**
 * One colour per tier on every screen (decision 111): Major purple, Gold amber, Silver slate, Bronze copper; the text
 * on each fill is at least 4.5:1 (WCAG AA) in both themes.
 */
export const TIER_COLORS: Record<ThemeMode, Record<TierName, TierColors>> = {
  light: {
    major: { background: '#5b2a86', text: '#ffffff', border: '#5b2a86' },
    gold: { background: '#f4dc8f', text: '#4d3600', border: '#d9b44a' },
    silver: { background: '#e4e8ec', text: '#37424d', border: '#aab4be' },
    bronze: { background: '#f3d5c0', text: '#6e3514', border: '#c98b62' },
  },
  dark: {
    major: { background: '#4a2a73', text: '#eadcff', border: '#8a63c2' },
    gold: { background: '#5a4510', text: '#fbe3a0', border: '#b08a2a' },
    silver: { background: '#3a4654', text: '#e8edf2', border: '#6b7a8b' },
    bronze: { background: '#5e3118', text: '#f8d3bb', border: '#a5643c' },
  },
};

const TierLabel = styled(Badge)<{ $tier: TierName }>`
  ${({ theme, $tier }) => {
    const colors = TIER_COLORS[theme.mode][$tier];
    return css`
      background: ${colors.background};
      color: ${colors.text};
      border-color: ${colors.border};
    `;
  }}
`;

/** A tournament's tier in its own colour, labelled from the shared catalog (Major, Gold, Silver, Bronze). */
export function TierBadge({ tier, ...rest }: { tier: TierName } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  return (
    <TierLabel $tier={tier} data-tier={tier} {...rest}>
      <SharedT id={`labels.tier.${tier}`} />
    </TierLabel>
  );
}
