import { Box, Paper, SimpleGrid, Text } from '@mantine/core';

export interface TotalItem {
  label: string;
  value: string;
  /** A word more on the figure, under it: the GST a fee includes, say. */
  note?: string | null;
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
            {item.note && (
              <Text component="dd" m={0} size="xs" c="dimmed">
                {item.note}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
