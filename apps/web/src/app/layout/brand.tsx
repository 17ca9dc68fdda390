import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The Soko wordmark, linking home; "Seller Centre" is dropped on phones to leave room for the controls. */
export function Brand({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" fw={800} fz="xl" style={{ whiteSpace: 'nowrap' }}>
      <Text span inherit c="brand">
        Soko
      </Text>
      <Text span inherit fw={500} visibleFrom="xs">
        {' '}
        Seller Centre
      </Text>
    </Anchor>
  );
}
