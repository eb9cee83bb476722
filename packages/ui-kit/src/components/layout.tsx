import styled, { css } from 'styled-components';
import { media } from '../theme/theme';

/** Centred page column with responsive side padding (works from 360 px). */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  ${media.md} {
    padding: 0 24px;
  }
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.01em;
`;

export const PageLead = styled.p`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.05rem;
`;

/** Responsive grid: one column on phones, `$columns` from the md breakpoint, `$wideColumns` (if given) from lg. */
export const Grid = styled.div<{ $columns?: number; $wideColumns?: number; $gap?: string }>`
  display: grid;
  gap: ${({ $gap = '16px' }) => $gap};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
  ${({ $wideColumns }) =>
    $wideColumns
      ? css`
          ${media.lg} {
            grid-template-columns: repeat(${$wideColumns}, minmax(0, 1fr));
          }
        `
      : ''}
`;

/** Two columns from the md breakpoint: the main column and a narrower side column. */
export const TwoColumns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Cards stacked in a column. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** A row whose items spread to both ends (a title and its actions), wrapping on narrow screens. */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** Two form fields side by side from the md breakpoint. */
export const FormRow = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
