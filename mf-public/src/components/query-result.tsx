import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useErrorText } from '@padel/api';
import { ErrorState, LoadingState } from '@padel/ui-kit';

/**
 * A list's loading state, its failure (the server's message in the reader's language, else `failed`, with Try again), else
 * `children` with its data. `loading` and `failed` are already translated.
 */
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
  const errorText = useErrorText();
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState message={errorText(query.error, failed)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
