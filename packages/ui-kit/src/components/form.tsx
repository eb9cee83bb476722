import styled from 'styled-components';
import { focusRing } from '../theme/global-style';

export const Label = styled.label`
  display: block;
  font-size: 0.875rem;
  font-weight: 600;
  margin-bottom: 6px;
`;

export const Input = styled.input`
  display: block;
  width: 100%;
  height: 42px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.destructive};
  font-size: 0.8rem;
  margin-top: 4px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: 14px;
`;
