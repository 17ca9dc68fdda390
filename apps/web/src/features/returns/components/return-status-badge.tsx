import { Badge, type BadgeProps } from '@mantine/core';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@soko/shared';

/**
 * Waiting for the vendor in yellow, on its way in blue, refunded in the brand green, rejected in red;
 * the label says it in words too. Filled shades keep the text at WCAG AA contrast (as the sale badge).
 */
const COLOURS: Record<ReturnStatus, string> = {
  requested: 'yellow.4',
  approved: 'blue.8',
  received: 'blue.8',
  refunded: 'brand.7',
  rejected: 'red.9',
};

interface ReturnStatusBadgeProps extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  status: ReturnStatus;
}

export function ReturnStatusBadge({ status, ...props }: ReturnStatusBadgeProps) {
  return (
    <Badge variant="filled" color={COLOURS[status]} autoContrast {...props}>
      {RETURN_STATUS_LABELS[status]}
    </Badge>
  );
}
