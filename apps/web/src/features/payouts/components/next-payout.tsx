import { Card, Group, Text } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDay, formatDollars } from '../../../lib/dollars.ts';
import { payoutForecastQuery } from '../schedule-api.ts';

/**
 * "Next payout: about $X on <date>" (issue 45): from the sales delivered so far and the deductions
 * the payout would make, on the vendor's schedule; below the minimum it says the amount carries on.
 */
export function NextPayout({ vendorId }: { vendorId?: string | undefined }) {
  const forecast = useQuery(payoutForecastQuery(vendorId));
  if (!forecast.data) return null;
  const { nextDate, amount, belowMinimum, minimum, sales, holdDays } = forecast.data;
  const about = <span style={{ whiteSpace: 'nowrap' }}>{formatDollars(Math.max(amount, 0))}</span>;
  const headline = nextDate ? (
    <>
      Next payout: about {about} on {formatDay(nextDate)}
    </>
  ) : (
    <>Payouts are made by hand: about {about} waits to be paid</>
  );
  return (
    <Card withBorder padding="md" component="section" aria-label="Next payout">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCalendarDollar size={20} stroke={1.6} aria-hidden />
        <div>
          <Text fw={600}>{headline}</Text>
          <Text size="sm" c="dimmed">
            {sales.count} delivered {sales.count === 1 ? 'sale' : 'sales'}
            {holdDays > 0 ? `, ${holdDays} days after delivery` : ''}, less refunds after earlier payouts.
            {nextDate && belowMinimum
              ? ` Below the ${formatDollars(minimum)} minimum: it carries to the next payout.`
              : ''}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
