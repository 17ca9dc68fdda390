import { Paper, Stack, Text, Title } from '@mantine/core';
import { PAYOUT_INTERVALS, type PayoutScheduleDto, WEEKDAY_NAMES } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay, formatDollars } from '../../../lib/dollars.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { NextPayout } from '../components/next-payout.tsx';
import { ScheduleForm, scheduleBodyOf, scheduleValuesOf } from '../components/schedule-form.tsx';
import { VendorSelect } from '../components/vendor-select.tsx';
import {
  marketplaceScheduleQuery,
  saveMarketplaceSchedule,
  saveVendorSchedule,
  vendorScheduleQuery,
} from '../schedule-api.ts';

/** "Weekly on Monday, from $50.00, 2 days after delivery; next 14/12/2026". */
function describe(schedule: PayoutScheduleDto | null): string {
  if (!schedule) return 'By hand: no schedule';
  if (schedule.interval === 'manual') return 'By hand: no schedule';
  const day =
    schedule.interval === 'monthly'
      ? `on day ${schedule.dayOfMonth}`
      : `on ${WEEKDAY_NAMES[(schedule.weekday ?? 1) - 1]}`;
  const interval = schedule.interval.charAt(0).toUpperCase() + schedule.interval.slice(1);
  return `${interval} ${day}, from ${formatDollars(schedule.minimum)}, ${schedule.holdDays} days after delivery${
    schedule.nextDate ? `; next ${formatDay(schedule.nextDate)}` : ''
  }`;
}

function VendorSchedule({ vendorId, readOnly }: { vendorId: string; readOnly: boolean }) {
  const schedule = useQuery(vendorScheduleQuery(vendorId));
  return (
    <Stack gap="sm">
      <QueryState
        query={schedule}
        loadingLabel="Loading the vendor's schedule"
        errorTitle="The schedule could not be loaded"
      />
      {schedule.data && (
        <>
          <Text>
            Applies to {schedule.data.vendor.displayName}: {describe(schedule.data.applies)}
            {schedule.data.own ? '' : " (the marketplace's)"}.
          </Text>
          <NextPayout vendorId={vendorId} />
          <ScheduleForm
            key={vendorId + (schedule.data.own?.updatedAt ?? '')}
            intervals={['marketplace', ...PAYOUT_INTERVALS, 'manual']}
            initial={scheduleValuesOf(schedule.data.own, 'marketplace')}
            save={(values) => saveVendorSchedule(vendorId, scheduleBodyOf(values))}
            readOnly={readOnly}
            submitLabel="Save the vendor's schedule"
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Transactions > Payout schedule (issue 45): when vendors are paid. The marketplace's schedule, and a
 * vendor's own or manual payouts; finance and the super admin change them (stepped up).
 */
export function PayoutSchedulePage() {
  usePageTitle('Payout schedule');
  const user = useSignedInUser();
  const readOnly = !mayDo(user, 'payouts');
  const marketplace = useQuery(marketplaceScheduleQuery());
  const [vendorId, setVendorId] = useState('');
  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>Payout schedule</Title>
      <Text>
        Vendors see their next payout (its day, and about how much from the sales delivered so far) on their dashboard
        and statement. Days are Sydney&apos;s.
      </Text>
      <Paper withBorder p="md" component="section" aria-label="The marketplace's schedule">
        <Title order={2} size="h4" mb="sm">
          The marketplace&apos;s schedule
        </Title>
        <QueryState
          query={marketplace}
          loadingLabel="Loading the schedule"
          errorTitle="The schedule could not be loaded"
        />
        {marketplace.data && (
          <Stack gap="sm">
            <Text>Now: {describe(marketplace.data.schedule)}.</Text>
            <ScheduleForm
              key={marketplace.data.schedule?.updatedAt ?? 'none'}
              intervals={[...PAYOUT_INTERVALS]}
              initial={scheduleValuesOf(marketplace.data.schedule, 'weekly')}
              save={(values) => {
                const body = scheduleBodyOf(values);
                // The marketplace's form offers its three intervals only.
                const interval = PAYOUT_INTERVALS.find((choice) => choice === body.interval) ?? 'weekly';
                return saveMarketplaceSchedule({ ...body, interval });
              }}
              readOnly={readOnly}
              submitLabel="Save the schedule"
            />
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-label="A vendor's schedule">
        <Title order={2} size="h4" mb="sm">
          A vendor&apos;s schedule
        </Title>
        <Stack gap="sm">
          <VendorSelect label="Vendor" which="allVendor" value={vendorId} onChange={setVendorId} />
          {vendorId && <VendorSchedule vendorId={vendorId} readOnly={readOnly} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
