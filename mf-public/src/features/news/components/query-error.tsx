import { Button, EmptyState } from '@padel/ui-kit';

/** A failed request: its message (SPEC §8) and a retry button. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState message={error.message || 'Failed to fetch news'}>
        <Button $variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState>
    </div>
  );
}
