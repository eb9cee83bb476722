import styled from 'styled-components';
import { focusRing } from '@padel/ui-kit';

/** A card's title as a button that covers the whole card (the card is `position: relative`): one tab stop, one accessible name. */
export const CardOpenButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  max-width: 100%;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  ${focusRing}
`;
