import { useCallback } from 'react';
import { pageOfUrl, useSearchParams, withPageParam } from '@padel/platform';

/** The page of the URL's `page` parameter and a setter that keeps the other parameters (page 1: no parameter). */
export function useUrlPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback((page: number) => setParams((current) => withPageParam(current, page)), [setParams]);
  return [pageOfUrl(params), setPage];
}
