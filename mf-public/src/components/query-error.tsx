import { Button, EmptyState } from '@padel/ui-kit';

/** A failed request: its message (SPEC §8, or the fallback text) and a retry button. */
export function QueryError({ error, fallback, onRetry }: { error: Error; fallback: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState message={error.message || fallback}>
        <Button $variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState>
    </div>
  );
}
