import { TtlCache } from './ttl-cache';

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return `value ${calls}`;
    },
    get calls() {
      return calls;
    },
  };
}

describe('TtlCache', () => {
  test('when a key is read twice within its lifetime, then it is loaded once', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const source = counter();

    await cache.getOrLoad('k', source.load);
    const second = await cache.getOrLoad('k', source.load);

    expect(second).toBe('value 1');
    expect(source.calls).toBe(1);
  });

  test('when the lifetime has passed, then the next read loads again', async () => {
    let now = 0;
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter();
    await cache.getOrLoad('k', source.load);

    now = 1001;
    const fresh = await cache.getOrLoad('k', source.load);

    expect(fresh).toBe('value 2');
  });

  test('when many reads of one key miss at once, then they share a single load', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const source = counter();

    const values = await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad('k', source.load)));

    expect(new Set(values)).toEqual(new Set(['value 1']));
    expect(source.calls).toBe(1);
  });

  test('when more keys than maxEntries are stored, then the oldest are dropped', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    const source = counter();
    await cache.getOrLoad('a', source.load);
    await cache.getOrLoad('b', source.load);
    await cache.getOrLoad('c', source.load);

    await cache.getOrLoad('a', source.load);

    expect(source.calls).toBe(4);
  });

  test('when a load fails, then the error reaches the caller and nothing is cached', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });

    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    await expect(cache.getOrLoad('k', async () => 'recovered')).resolves.toBe('recovered');
  });

  test('when ttlMs is 0, then every read loads', async () => {
    const cache = new TtlCache<string>({ ttlMs: 0, maxEntries: 10 });
    const source = counter();

    await cache.getOrLoad('k', source.load);
    await cache.getOrLoad('k', source.load);

    expect(source.calls).toBe(2);
  });
});
