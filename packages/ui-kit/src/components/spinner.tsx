import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';
import { useSharedT } from '../i18n/messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinning ring read as `label` (already translated; "Loading" in the reader's language by default). */
export function Spinner({ size = 28, label }: { size?: number; label?: string }) {
  const t = useSharedT();
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('ui.spinner.loading')}</VisuallyHidden>
    </span>
  );
}
