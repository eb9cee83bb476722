import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOf } from '@padel/api';
import { ErrorState, LoadingState } from '@padel/ui-kit';

/** A list's loading state, its failure (SPEC §8 message or `failed`, with Try again), else `children` with its data. */
export function QueryResult<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState message={messageOf(query.error, failed)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
