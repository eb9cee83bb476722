import { SerialPasses } from './serial-passes';

describe('SerialPasses', () => {
  it('when asked three times during a pass, then exactly one more pass runs after it, never two at once', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const passes = new SerialPasses(async () => {
      active += 1;
      most = Math.max(most, active);
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      active -= 1;
    }, fail);

    passes.request();
    passes.request();
    passes.request();
    passes.request();
    await passes.idle();

    expect({ runs, most }).toEqual({ runs: 2, most: 1 });
  });

  it('when a pass fails, then the error is reported and the next request runs again', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const passes = new SerialPasses(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('store away');
      },
      (error) => errors.push(error),
    );

    passes.request();
    await passes.idle();
    passes.request();
    await passes.idle();

    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('store away')]);
  });
});

function fail(error: unknown): never {
  throw error;
}
