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

describe('query states in Arabic', () => {
  test('when a request failed on the Arabic site, then Try again reads إعادة المحاولة and still retries', () => {
    const retry = jest.fn();
    renderWithTheme(<ErrorState message="تعذّر تحميل الفرق" onRetry={retry} />, { language: 'ar' });

    expect(screen.getByRole('alert').textContent).toContain('تعذّر تحميل الفرق');
    expect(screen.queryByText('Try again')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));

    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('when data is loading without a label on the Arabic site, then the spinner reads جارٍ التحميل', () => {
    renderWithTheme(<LoadingState />, { language: 'ar' });

    expect(screen.getByRole('status').textContent).toBe('جارٍ التحميل');
  });

  test('when data is loading without a label on the English site, then the spinner reads Loading', () => {
    renderWithTheme(<LoadingState />);

    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});
