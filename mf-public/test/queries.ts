import { screen, within } from '@testing-library/react';

/** The value shown on the stat card labelled `label` (its last line of text). */
export const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByText(/./)
    .at(-1)?.textContent;
