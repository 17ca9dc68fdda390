import { Badge, Stack, Text } from '@mantine/core';
import { APPROVAL_LABELS, type ApprovalState } from '@soko/shared';

/** Filled shades at WCAG AA contrast in both schemes, like the sale status badge. */
const APPROVAL_COLOURS: Record<ApprovalState, string> = { pending: 'yellow.4', approved: 'brand.7', rejected: 'red.9' };

interface ApprovalBadgeProps {
  approval: ApprovalState;
  /** Shown under a rejected product's badge, so the vendor sees why without opening it. */
  rejectionReason?: string | null;
}

/** A product's review state: Pending, Approved or Rejected (with the reason staff gave). */
export function ApprovalBadge({ approval, rejectionReason }: ApprovalBadgeProps) {
  const badge = (
    <Badge variant="filled" color={APPROVAL_COLOURS[approval]} autoContrast>
      {APPROVAL_LABELS[approval]}
    </Badge>
  );
  if (approval !== 'rejected' || !rejectionReason) return badge;
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text size="xs" c="dimmed" lineClamp={3}>
        {rejectionReason}
      </Text>
    </Stack>
  );
}
