import { Box, Text } from '@mantine/core';

export function Footer() {
  return (
    <Box component="footer" py="md" ta="center">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} Soko
      </Text>
    </Box>
  );
}
