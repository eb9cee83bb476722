import { releaseAll } from './release-all';

describe('releaseAll', () => {
  test('when every step succeeds, then each runs once, in order', async () => {
    const ran: string[] = [];

    await releaseAll(
      () => ran.push('first'),
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push('second');
      },
      undefined,
      () => ran.push('third'),
    );

    expect(ran).toEqual(['first', 'second', 'third']);
  });

  test('when a step fails, then the steps after it still run and its error is thrown', async () => {
    const ran: string[] = [];
    const closed = new Error('the channel is closed');

    const release = releaseAll(
      () => ran.push('first'),
      () => Promise.reject(closed),
      () => ran.push('third'),
    );

    await expect(release).rejects.toBe(closed);
    expect(ran).toEqual(['first', 'third']);
  });

  test('when several steps fail, then every error is thrown together', async () => {
    const release = releaseAll(
      () => {
        throw new Error('one');
      },
      () => Promise.reject(new Error('two')),
    );

    await expect(release).rejects.toMatchObject({ message: '2 release steps failed', errors: [{ message: 'one' }, { message: 'two' }] });
  });
});
