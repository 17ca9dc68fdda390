import { Badge } from '@mantine/core';
import type { PayoutStatus } from '@soko/shared';

/** Paid in the brand green, Pending in yellow; filled shades keep the text at WCAG AA contrast. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge variant="filled" color={status === 'Paid' ? 'brand.7' : 'yellow.4'} autoContrast>
      {status}
    </Badge>
  );
}
