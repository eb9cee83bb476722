import { createToastStore, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toasts';

describe('toast store', () => {
  afterEach(() => jest.useRealTimers());

  test('when created, then it uses the limit 1, removal delay 1000000 ms and duration 5000 ms', () => {
    expect([TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_DURATION_MS]).toEqual([1, 1_000_000, 5000]);
  });

  test('when toasts are added, then the newest comes first and the list is capped at the limit', () => {
    const store = createToastStore({ limit: 2 });

    store.toast({ title: 'first' });
    store.toast({ title: 'second' });
    store.toast({ title: 'third' });

    expect(store.getSnapshot().map((t) => t.title)).toEqual(['third', 'second']);
  });

  test('when a toast is added with the default limit, then only the newest stays', () => {
    const store = createToastStore();

    store.toast({ title: 'Welcome back!' });
    store.toast({ title: 'Error', variant: 'destructive' });

    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: 'Error', variant: 'destructive', open: true })]);
  });

  test('when a toast is added without options, then it is open, default variant and 5000 ms long', () => {
    const store = createToastStore();

    store.toast({ title: 'Hello' });

    expect(store.getSnapshot()[0]).toMatchObject({ open: true, variant: 'default', duration: 5000 });
  });

  test('when a toast is dismissed, then it closes at once and is removed after the delay', () => {
    jest.useFakeTimers();
    const store = createToastStore({ removeDelayMs: 1000 });
    const handle = store.toast({ title: 'Bye' });

    handle.dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    jest.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  test('when dismiss is called without an id, then every toast closes', () => {
    const store = createToastStore({ limit: 3 });
    store.toast({ title: 'a' });
    store.toast({ title: 'b' });

    store.dismiss();

    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
  });

  test('when a toast is updated, then its fields change and it keeps its id', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Saving' });

    handle.update({ title: 'Saved', description: 'All good' });

    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, title: 'Saved', description: 'All good' });
  });

  test('when a toast is removed, then it leaves the list at once and subscribers hear of it', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const handle = store.toast({ title: 'x' });
    store.subscribe(listener);

    store.remove(handle.id);

    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
