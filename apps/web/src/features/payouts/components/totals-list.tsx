import { Box, Paper, SimpleGrid, Text } from '@mantine/core';

export interface TotalItem {
  label: string;
  value: string;
}

/** Figures of a list or a selection: a named region holding a description list, in cards that wrap on a narrow screen. */
export function TotalsList({ items, label }: { items: TotalItem[]; label: string }) {
  return (
    <Box component="section" aria-label={label}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: Math.min(items.length, 4) }} spacing="sm" m={0}>
        {items.map((item) => (
          <Paper key={item.label} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
