import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface NoMatchesProps {
  /** What the list calls an empty search, such as "No sale matches these filters." */
  children: ReactNode;
  /** Offers a Clear filters button beside the words when given. */
  onClear?: () => void;
}

/** A filtered list that came back empty (an empty list without filters gets an EmptyState instead). */
export function NoMatches({ children, onClear }: NoMatchesProps) {
  if (!onClear) return <Text>{children}</Text>;
  return (
    <Group gap="sm">
      <Text>{children}</Text>
      <Button variant="default" size="xs" onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
