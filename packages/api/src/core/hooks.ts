import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi, useAuth, useLanguage, type ApiRequest, type AuthMode } from '@padel/platform';
import { apiTexts } from '@padel/ui-kit';
import { invalidateApi, staleAfter, type StaleAfter } from './invalidate';
import { queryKeyOf, queryKeyWith, withParams, type ApiParams, type ApiPath } from './query-keys';

export interface ApiQueryOptions {
  /** `required`: sent with the session's token, and only asked while signed in. Default `none` (public). */
  auth?: AuthMode;
  /** Further condition to ask at all (e.g. a role). */
  enabled?: boolean;
  /** Query-string parameters: sent after the path and keyed after its segments (`['rankings', { page: '2' }]`). */
  params?: ApiParams;
  /** While other params load, keep the previous answer on screen (`isPlaceholderData`) instead of going pending. */
  keepPrevious?: boolean;
}

/** GET `path`, parsed with `schema`, cached under the path's key (and its params, if any). */
export function useApiQuery<S extends z.ZodType>(
  path: ApiPath,
  schema: S,
  { auth = 'none', enabled = true, params, keepPrevious = false }: ApiQueryOptions = {},
) {
  const api = useApi();
  const { status } = useAuth();
  return useQuery({
    queryKey: params ? queryKeyWith(path, params) : queryKeyOf(path),
    queryFn: () => api(params ? withParams(path, params) : path, { schema, auth }) as Promise<z.infer<S>>,
    enabled: enabled && (auth !== 'required' || status === 'signed-in'),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * What a screen does when a mutation ends (toasts, resetting a form). They run as the mutation's own options, not
 * as `mutate()` callbacks: TanStack Query drops those when the calling component has unmounted, which happens
 * whenever the refetch after the mutation removes or moves the component (the last pending item confirmed).
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

export interface ApiMutationOptions<TData, TVariables> extends MutationCallbacks<TData, TVariables> {
  request: (api: ApiRequest, variables: TVariables) => Promise<TData>;
  /** The change this mutation makes: its lists are refreshed before `onSuccess` runs. */
  changes: StaleAfter;
  /** Refresh after a refusal too: a 409 means the screen showed something that changed meanwhile. */
  refreshOnError?: boolean;
  /** Runs before the lists are refreshed (e.g. remembering the linked player). */
  beforeRefresh?: (data: TData, variables: TVariables) => void;
}

/** A mutation of our API that refreshes, in every micro-frontend, the lists its change makes stale. */
export function useApiMutation<TData, TVariables>({
  request,
  changes,
  refreshOnError = false,
  beforeRefresh,
  onSuccess,
  onError,
}: ApiMutationOptions<TData, TVariables>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      // The answer is told in the API's texts (decision 183): they load beside the request, before the callbacks run.
      const texts = apiTexts.load(language).catch(() => undefined);
      try {
        return await request(api, variables);
      } finally {
        await texts;
      }
    },
    onSuccess: async (data, variables) => {
      beforeRefresh?.(data, variables);
      await invalidateApi(queryClient, staleAfter[changes]);
      onSuccess?.(data, variables);
    },
    onError: (error, variables) => {
      onError?.(error, variables);
      if (refreshOnError) void invalidateApi(queryClient, staleAfter[changes]);
    },
  });
}
