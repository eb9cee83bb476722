/**
 * Runs work for one key at a time in this process, in call order; different keys run side by side. A burst of results
 * for one player (a relay catching up, a redelivery) would otherwise race on the player's results version: each
 * attempt but one loses and reads again, so n changes at once cost about n²/2 attempts through the one database
 * connection. Replicas still race each other; the versioned insert keeps that correct.
 */
export function oneAtATimePerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
