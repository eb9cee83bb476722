import { fireEvent, screen } from '@testing-library/react';
import { ErrorState, LoadingState } from './query-states';
import { renderWithTheme } from '../../test/render';

describe('query states', () => {
  test('when a request failed, then its message shows as an alert and Try again retries', () => {
    const retry = jest.fn();
    renderWithTheme(<ErrorState message="Failed to load teams" onRetry={retry} />);

    expect(screen.getByRole('alert').textContent).toContain('Failed to load teams');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('when data is loading, then the spinner carries its label', () => {
    renderWithTheme(<LoadingState label="Loading your teams" />);

    expect(screen.getByText('Loading your teams')).toBeTruthy();
  });
});
