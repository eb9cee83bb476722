import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** Message shown where a list has nothing to show. */
export function EmptyState({ message, icon, children }: { message: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <Box>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <p>{message}</p>
      {children}
    </Box>
  );
}
