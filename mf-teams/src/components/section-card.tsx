import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@padel/ui-kit';

/** A screen section as a card: an h2 title (which labels the section), a description line, then the content. */
export function SectionCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} as="h2">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
