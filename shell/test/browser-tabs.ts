/**
 * The little of a browser the shell's session reads, for tests in node: window, address, localStorage, Web Locks,
 * and tabs that share one localStorage and hear each other's changes as `storage` events.
 */

/** A Storage in memory; `onChange` runs after each change. */
export function memoryStorage(entries: Record<string, string> = {}, onChange: () => void = () => undefined): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => {
      map.clear();
      onChange();
    },
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
      onChange();
    },
    setItem: (key, value) => {
      map.set(key, String(value));
      onChange();
    },
  };
}

export interface Tab {
  storage: Storage;
  /** Where this tab hears the other tabs' storage changes (its window). */
  events: EventTarget;
}

/** One browser: every tab sees the same localStorage, and a change made in one tab is an event in the others. */
export function browserTabs() {
  const shared = memoryStorage();
  const tabs: Tab[] = [];
  return {
    shared,
    tab(): Tab {
      const events = new EventTarget();
      const notifyOthers = () => {
        for (const other of tabs) if (other.events !== events) other.events.dispatchEvent(new Event('storage'));
      };
      const storage: Storage = {
        get length() {
          return shared.length;
        },
        clear: () => {
          shared.clear();
          notifyOthers();
        },
        getItem: (key) => shared.getItem(key),
        key: (index) => shared.key(index),
        removeItem: (key) => {
          shared.removeItem(key);
          notifyOthers();
        },
        setItem: (key, value) => {
          shared.setItem(key, value);
          notifyOthers();
        },
      };
      const tab = { storage, events };
      tabs.push(tab);
      return tab;
    },
  };
}

/** Web Locks as browsers provide them (node 20 has none): one holder per name at a time, in request order. */
function webLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name: string, callback: () => Promise<unknown>) {
      const run = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const PAGE_GLOBALS = ['navigator', 'window', 'location', 'localStorage'] as const;

/**
 * Installs the page globals keycloak-js reads (window, location, its own localStorage) and Web Locks. The window's
 * timers (keycloak-js's token expiry timer) do not keep jest running once a test file is done.
 */
export function installPage(): void {
  const location = new URL('http://localhost:8000/');
  const window = Object.assign(new EventTarget(), {
    location,
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms).unref(),
    clearTimeout,
  });
  Object.defineProperty(globalThis, 'navigator', { value: { locks: webLocks() }, configurable: true });
  Object.assign(globalThis, { window, location, localStorage: memoryStorage() });
}

export function removePage(): void {
  for (const name of PAGE_GLOBALS) Reflect.deleteProperty(globalThis, name);
}

/** Moves only the clock (timers and I/O stay real), as when the access token is about to expire. */
export function clockAhead(ms: number): void {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
