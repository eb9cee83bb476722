/**
 * What a screen does when a mutation ends (toasts, resetting a form). They run as the mutation's own options, not
 * as `mutate()` callbacks: TanStack Query drops those when the calling component has unmounted, which happens
 * whenever the refetch after the mutation removes or moves the component (the last pending item confirmed).
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
