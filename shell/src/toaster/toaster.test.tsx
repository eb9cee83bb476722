import { act, fireEvent, screen } from '@testing-library/react';
import type { Language } from '@padel/ui-kit';
import { createToastStore } from '@padel/platform';
import { renderWithPlatform } from '@padel/platform/testing';
import { Toaster } from './toaster';

function renderToaster(language: Language = 'en') {
  const store = createToastStore();
  renderWithPlatform(<Toaster store={store} />, { auth: { status: 'signed-out' }, language });
  return store;
}

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  test('when a toast is added, then its title and description are shown; destructive ones as alerts', () => {
    const store = renderToaster();

    act(() => void store.toast({ title: 'Error', description: 'Failed to sign in', variant: 'destructive' }));

    expect(screen.getByRole('alert').textContent).toContain('Failed to sign in');
  });

  test('when 5000 ms pass, then the toast is dismissed', () => {
    jest.useFakeTimers();
    const store = renderToaster();
    act(() => void store.toast({ title: 'Welcome back!' }));

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Welcome back!')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.queryByText('Welcome back!')).toBeNull();
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  test('when F8 is pressed, then focus moves to the notifications viewport', () => {
    renderToaster();

    fireEvent.keyDown(document, { key: 'F8' });

    expect(document.activeElement?.tagName).toBe('OL');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(document.activeElement)).toBe(true);
  });

  test('when a toast is swiped 50 px to the right, then it is dismissed; a shorter swipe keeps it', () => {
    const store = renderToaster();
    act(() => void store.toast({ title: 'Swipe me' }));
    const toast = screen.getByTestId('toast');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 149, pointerId: 1 });
    expect(store.getSnapshot()[0]?.open).toBe(true);

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  test('when the close button is clicked, then the toast is dismissed', () => {
    const store = renderToaster();
    act(() => void store.toast({ title: 'Closable' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));

    expect(screen.queryByText('Closable')).toBeNull();
  });

  test('when the site is in Arabic, then the region and the close button are named in Arabic', () => {
    const store = renderToaster('ar');
    act(() => void store.toast({ title: 'تم' }));

    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق الإشعار' }));
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  test('when the site is in Arabic, then a swipe of 50 px to the left (the end edge) dismisses and one to the right does not', () => {
    const store = renderToaster('ar');
    act(() => void store.toast({ title: 'اسحبني' }));
    const toast = screen.getByTestId('toast');

    fireEvent.pointerDown(toast, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 300, pointerId: 1 });
    expect(store.getSnapshot()[0]?.open).toBe(true);

    fireEvent.pointerDown(toast, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });
});
