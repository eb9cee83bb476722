import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the whole page, with SPEC §9 defaults: no refetching on its own, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
