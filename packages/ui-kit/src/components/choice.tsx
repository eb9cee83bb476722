import styled from 'styled-components';
import { focusRing } from '../theme/global-style';

/** A group of radio rows with its legend (render a `Label as="legend"` first); no browser border or padding. */
export const ChoiceGroup = styled.fieldset`
  min-inline-size: 0;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
`;

/**
 * One radio row (`<ChoiceRow><input type="radio" …/>text</ChoiceRow>`): its text of any length wraps, where a select
 * would cut it off on a phone; the chosen row is outlined and shaded, the focused radio ringed.
 */
export const ChoiceRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  cursor: pointer;
  & + & {
    margin-top: 8px;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input {
    flex-shrink: 0;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;
