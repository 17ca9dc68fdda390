import { Badge, type BadgeProps } from '@mantine/core';
import { CASE_STATUS_LABELS, type CaseStatus } from '@soko/shared';

/**
 * Waiting for the vendor in yellow, answered in blue, with staff in red, closed in the brand green;
 * the label says it in words too. Filled shades keep the text at WCAG AA contrast (as the return badge).
 */
const COLOURS: Record<CaseStatus, string> = {
  open: 'yellow.4',
  responded: 'blue.8',
  escalated: 'red.9',
  resolved: 'brand.7',
  decided: 'brand.7',
};

interface CaseStatusBadgeProps extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  status: CaseStatus;
}

export function CaseStatusBadge({ status, ...props }: CaseStatusBadgeProps) {
  return (
    <Badge variant="filled" color={COLOURS[status]} autoContrast {...props}>
      {CASE_STATUS_LABELS[status]}
    </Badge>
  );
}
