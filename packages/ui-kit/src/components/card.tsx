import type { HTMLAttributes, ReactNode } from 'react';
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

/**
 * A screen section as a card: an h2 title (`titleId`, which labels the section), a description line, what else the
 * header shows (`headerExtra`, a live indicator), then the content. Other attributes go on the section (`id`).
 */
export function SectionCard({
  titleId,
  title,
  description,
  headerExtra,
  children,
  ...section
}: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  headerExtra?: ReactNode;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <Card as="section" aria-labelledby={titleId} {...section}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          {title}
        </CardTitle>
        {description === undefined ? null : <CardDescription>{description}</CardDescription>}
        {headerExtra}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
