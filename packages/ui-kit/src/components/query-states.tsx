import styled from 'styled-components';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';
import { SharedT } from '../i18n/messages';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

/** A list or card waiting for its data; `label` (already translated) says what is loading, else "Loading". */
export function LoadingState({ label }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}

/** A failed request: its message (SPEC §8, already translated) and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState message={message}>
        <Button $variant="outline" onClick={onRetry}>
          <SharedT id="ui.queryStates.tryAgain" />
        </Button>
      </EmptyState>
    </div>
  );
}
