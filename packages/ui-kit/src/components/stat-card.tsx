import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const Body = styled(Card)`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 18px 20px;
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  flex-shrink: 0;
`;

const Value = styled.p`
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.1;
`;

const StatLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** A labelled figure, e.g. Total Articles 12. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <Body role="group" aria-label={label}>
      {icon ? <IconBox aria-hidden="true">{icon}</IconBox> : null}
      <div>
        <StatLabel>{label}</StatLabel>
        <Value>{value}</Value>
      </div>
    </Body>
  );
}
