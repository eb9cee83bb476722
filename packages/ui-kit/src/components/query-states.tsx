import styled from 'styled-components';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

/** A list or card waiting for its data. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}

/** A failed request: its message (SPEC §8) and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState message={message}>
        <Button $variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState>
    </div>
  );
}
