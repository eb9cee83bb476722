import styled from 'styled-components';
import { focusRing } from '../theme/global-style';

/** Native select styled like `Input` (keyboard and screen readers work as the platform's own control). */
export const Select = styled.select`
  display: block;
  width: 100%;
  height: 42px;
  padding-block: 0;
  padding-inline: 12px 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  background-image:
    linear-gradient(45deg, transparent 50%, ${({ theme }) => theme.colors.textMuted} 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.textMuted} 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  /* The chevron sits at the inline end: on the left in Arabic. */
  [dir='rtl'] & {
    background-position:
      13px 50%,
      18px 50%;
  }
  background-repeat: no-repeat;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  appearance: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;
