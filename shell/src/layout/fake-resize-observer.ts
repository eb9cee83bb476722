import { act } from '@testing-library/react';

/** For tests (jsdom has no ResizeObserver): observers that report when the test says the layout changed. */
const callbacks = new Set<() => void>();

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    callbacks.add(this.callback);
  }
  unobserve() {}
  disconnect() {
    callbacks.delete(this.callback);
  }
}

/** Installs the fake as the global ResizeObserver (in a beforeEach). */
export function installFakeResizeObserver(): void {
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
}

/** The browser reports a size change: each observer's callback runs once. */
export const layoutChanged = () => act(() => [...callbacks].forEach((callback) => callback()));
