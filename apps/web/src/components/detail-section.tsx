import { Card, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of a detail page (sale, order), named by its title for screen readers. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
