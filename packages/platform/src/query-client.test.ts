import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  test('when created, then queries never refetch on their own, never go stale and never retry (SPEC §9)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  test('when a query fails, then it is not retried', async () => {
    const client = createQueryClient();
    let calls = 0;

    await client
      .fetchQuery({
        queryKey: ['failing'],
        queryFn: async () => {
          calls += 1;
          throw new Error('boom');
        },
      })
      .catch(() => undefined);

    expect(calls).toBe(1);
  });
});
