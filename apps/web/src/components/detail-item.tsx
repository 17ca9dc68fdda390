import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value inside a `<dl>` of details (product, profile, vendor review). */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
