import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { standardsQuery } from '../api.ts';
import { MetricCards } from './metric-cards.tsx';
import { SalesAgainst } from './sales-against.tsx';
import { StandingBadge } from './standing-badge.tsx';

/**
 * One vendor's standards counted now, and the sales that count against it: the vendor's own page
 * (`vendorId` empty) and the Standards tab of a vendor's page for staff.
 */
export function StandardsView({ vendorId, headingOrder }: { vendorId: string; headingOrder: 2 | 3 }) {
  const [cursor, setCursor] = useState('');
  const standards = useQuery(standardsQuery(vendorId, cursor));
  if (standards.isPending || standards.isError) {
    return (
      <QueryState
        query={standards}
        loadingLabel="Loading the standards"
        errorTitle="The standards could not be loaded"
      />
    );
  }
  const { data } = standards;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>Standing</Text>
        <StandingBadge standing={data.standing} />
      </Group>
      <Text size="sm">
        Over the {data.window.days} days of sales placed from {formatDate(data.window.from)} to{' '}
        {formatDate(data.window.to)}, counted now. A sale is due shipped within{' '}
        {data.dispatchBusinessDays === 1 ? '1 business day' : `${data.dispatchBusinessDays} business days`} after the
        day it was placed (weekends and the vendor's state's public holidays not counted).
      </Text>
      {!data.rated && (
        <Alert color="gray" title="Not rated yet">
          Fewer than {data.minSales} sales were placed in the window: the figures show how it goes, and no alert is
          raised until then.
        </Alert>
      )}
      <MetricCards metrics={data.metrics} rated={data.rated} />
      <Title order={headingOrder} size="h4">
        Sales that count
      </Title>
      <SalesAgainst sales={data.sales} onNext={setCursor} onFirst={cursor ? () => setCursor('') : undefined} />
    </Stack>
  );
}
