import styled from 'styled-components';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 20px 20px 0;
`;

export const CardTitle = styled.h3`
  font-size: 1.15rem;
  font-weight: 700;
`;

export const CardDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const CardContent = styled.div`
  padding: 20px;
`;

export const CardFooter = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 0 20px 20px;
`;
