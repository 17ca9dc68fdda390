import { Badge } from '@mantine/core';
import type { IdentityStatus } from '@soko/shared';

// Filled in dark shades: white text on them passes 4.5:1 in the light and the dark scheme alike.
const STATUS_LOOK: Record<IdentityStatus, { label: string; color: string }> = {
  none: { label: 'No documents', color: 'gray.8' },
  submitted: { label: 'Awaiting review', color: 'blue.9' },
  rejected: { label: 'Rejected', color: 'red.9' },
  approved: { label: 'Approved', color: 'brand.8' },
};

export function IdentityStatusBadge({ status }: { status: IdentityStatus }) {
  const { label, color } = STATUS_LOOK[status];
  return (
    <Badge color={color} variant="filled">
      {label}
    </Badge>
  );
}
