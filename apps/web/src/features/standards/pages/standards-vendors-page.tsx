import { Button, EmptyState, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatStandardValue,
  hasPermission,
  STANDARD_METRIC_INFO,
  STANDARD_METRIC_KEYS,
  STANDARD_STATUS_LABELS,
  type StandardMetricDto,
  VENDOR_STANDING,
  type VendorStanding,
} from '@soko/shared';
import { IconGauge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { byteStatus, ExportButton } from '../../../components/export-button.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useSelectVendor } from '../../vendors/index.ts';
import { exportStandardsVendors, standardsVendorsQuery } from '../api.ts';
import { StandingBadge } from '../components/standing-badge.tsx';
import { ThresholdsForm } from '../components/thresholds-form.tsx';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'Every vendor' },
  ...VENDOR_STANDING.map((standing) => ({ value: standing, label: STANDARD_STATUS_LABELS[standing] })),
];

function isStanding(value: string | null): value is VendorStanding {
  return VENDOR_STANDING.some((standing) => standing === value);
}

/** A figure past its alert or limit reads bold, with the status in words for screen readers too. */
function MetricCell({ metric }: { metric: StandardMetricDto | undefined }) {
  if (!metric) return <Table.Td visibleFrom="sm">—</Table.Td>;
  const flagged = metric.status !== 'ok';
  return (
    <Table.Td visibleFrom="sm" fw={flagged ? 700 : undefined}>
      {formatStandardValue(metric.key, metric.value)}
      {flagged && <Text span size="xs">{` (${metric.status === 'over' ? 'over' : 'alert'})`}</Text>}
    </Table.Td>
  );
}

/**
 * Staff: every vendor's service standards as the daily refresh kept them, worst first (over a limit,
 * alert, meeting, not rated; then furthest past its limits). Staff decide what follows on the
 * vendor's page: nothing is suspended automatically.
 */
export function StandardsVendorsPage() {
  usePageTitle('Service standards');
  const user = useSignedInUser();
  const { position, getParam, setParam } = useListSearch();
  const requested = getParam('status');
  const status = isStanding(requested) ? requested : '';
  const list = useQuery(standardsVendorsQuery(status, position.cursor ?? ''));
  const open = useSelectVendor('/vendors/active-vendor?tab=standards');
  const items = list.data?.items ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>Service standards</Title>
      <Text>
        Each vendor's figures over the sales of the last {list.data?.window.days ?? '…'} days, worst first. Nothing
        happens to a vendor automatically: open the vendor to decide (deactivate, pause products, write to them).
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Standing"
          data={STATUS_OPTIONS}
          value={status || ALL}
          allowDeselect={false}
          onChange={(value) => setParam('status', value === ALL ? null : value)}
        />
      </SimpleGrid>
      <Group>
        <ExportButton
          label="Export CSV"
          disabled={items.length === 0}
          download={(onProgress) => exportStandardsVendors(status, onProgress)}
          status={byteStatus('Exporting')}
          progressLabel="Exporting the standards"
        />
      </Group>
      <QueryState query={list} loadingLabel="Loading the standards" errorTitle="The standards could not be loaded" />
      {list.data && items.length === 0 && (
        <EmptyState
          icon={<IconGauge aria-hidden />}
          title="No vendor here"
          description="The figures are counted once a day by the standards.refresh job (Jobs, Run now)."
        />
      )}
      {items.length > 0 && (
        <ListTable
          minWidth={1100}
          caption="Vendors, worst standing first"
          highlightOnHover={false}
          head={
            <>
              <Table.Th scope="col">Vendor</Table.Th>
              <Table.Th scope="col">Standing</Table.Th>
              <Table.Th visibleFrom="sm" scope="col">
                Sales
              </Table.Th>
              {STANDARD_METRIC_KEYS.map((key) => (
                <Table.Th key={key} visibleFrom="sm" scope="col">
                  {STANDARD_METRIC_INFO[key].label}
                </Table.Th>
              ))}
              <Table.Th scope="col">Vendor page</Table.Th>
            </>
          }
        >
          {items.map((vendor) => (
            <Table.Tr key={vendor.vendorId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {vendor.displayName}
                </Text>
                <Text size="xs">{vendor.email}</Text>
              </Table.Td>
              <Table.Td>
                <StandingBadge standing={vendor.standing} />
              </Table.Td>
              <Table.Td visibleFrom="sm">{vendor.sales}</Table.Td>
              {STANDARD_METRIC_KEYS.map((key) => (
                <MetricCell key={key} metric={vendor.metrics.find((metric) => metric.key === key)} />
              ))}
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Open ${vendor.displayName}`}
                  loading={open.isPending && open.variables === vendor.vendorId}
                  onClick={() => open.mutate(vendor.vendorId)}
                >
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <Group gap="sm">
        {position.cursor && (
          <Button variant="default" onClick={() => setParam('after', null)}>
            First results
          </Button>
        )}
        {list.data?.nextCursor && (
          <Button variant="default" onClick={() => setParam('after', list.data?.nextCursor ?? null)}>
            Next results
          </Button>
        )}
      </Group>
      {items[0] && <Text size="xs">Counted {formatDateTime(items[0].computedAt)}.</Text>}
      {hasPermission(user, 'standards.settings') && <ThresholdsForm />}
    </Stack>
  );
}
