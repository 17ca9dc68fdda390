import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PayoutDto, PayoutStatus } from '@soko/shared';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Paid in the brand green, Pending in yellow; filled shades keep the text at WCAG AA contrast. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge variant="filled" color={status === 'Paid' ? 'brand.7' : 'yellow.4'} autoContrast>
      {status}
    </Badge>
  );
}

/**
 * A payout's status in a list: Pending stays Pending until the transfer is recorded, so an ABA file
 * already downloaded for it is a second badge (white on blue 8 is 5:1), and what keeps it from the
 * bank is said in words, not by colour alone.
 */
export function PayoutStatusCell({ payout }: { payout: Pick<PayoutDto, 'status' | 'sentToBankAt' | 'bankProblem'> }) {
  return (
    <Stack gap={4} align="flex-start" maw={260}>
      <Group gap={4}>
        <PayoutStatusBadge status={payout.status} />
        {payout.status === 'Pending' && payout.sentToBankAt && (
          <Badge variant="filled" color="blue.8" autoContrast>
            Sent to bank
          </Badge>
        )}
      </Group>
      {payout.bankProblem && (
        <Group gap={4} wrap="nowrap" align="flex-start" c="var(--mantine-color-error)">
          <IconAlertTriangle size={14} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="xs">{payout.bankProblem}</Text>
        </Group>
      )}
    </Stack>
  );
}
