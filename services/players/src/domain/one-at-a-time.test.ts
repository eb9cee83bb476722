import { oneAtATimePerKey } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Work that notes when it starts and ends, and answers its name. */
function tracedWork() {
  const trace: string[] = [];
  const work = (name: string) => async () => {
    trace.push(`${name} start`);
    await tick();
    trace.push(`${name} end`);
    return name;
  };
  return { trace, work };
}

describe('oneAtATimePerKey', () => {
  it('when work for one key is called several times at once, then each runs after the previous one ended, in call order', async () => {
    const run = oneAtATimePerKey();
    const { trace, work } = tracedWork();

    const results = await Promise.all([run('p1', work('a')), run('p1', work('b')), run('p1', work('c'))]);

    expect(results).toEqual(['a', 'b', 'c']);
    expect(trace).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('when work for different keys is called at once, then they run side by side', async () => {
    const run = oneAtATimePerKey();
    const { trace, work } = tracedWork();

    await Promise.all([run('p1', work('a')), run('p2', work('b'))]);

    expect(trace.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('when a work fails, then its caller gets the error and the next work for the key still runs', async () => {
    const run = oneAtATimePerKey();

    const failed = run('p1', async () => {
      throw new Error('store down');
    });
    const next = run('p1', async () => 'ran');

    await expect(failed).rejects.toThrow('store down');
    await expect(next).resolves.toBe('ran');
  });
});
