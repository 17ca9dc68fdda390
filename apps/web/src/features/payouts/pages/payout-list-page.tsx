import { Anchor, Button, EmptyState, Group, Select, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { isSuperAdmin, PAGE_SIZE, PAYOUT_STATUSES, PAYOUT_TEXT, type PayoutDto, type PayoutStatus } from '@soko/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { PayoutStatusBadge } from '../../../components/payout-status-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay, formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { exportPayouts, type PayoutFilters, payoutListQuery } from '../api.ts';
import { PayoutExportButton } from '../components/export-button.tsx';
import { TotalsList } from '../components/totals-list.tsx';
import { VendorSelect } from '../components/vendor-select.tsx';

function isStatus(value: string | null): value is PayoutStatus {
  return PAYOUT_STATUSES.some((status) => status === value);
}

function PayoutRow({ payout, showVendor }: { payout: PayoutDto; showVendor: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/transaction/${payout._id}`} fw={600}>
          #{payout.number}
        </Anchor>
      </Table.Td>
      {showVendor && <Table.Td visibleFrom="sm">{payout.vendor.displayName}</Table.Td>}
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(payout.createdAt)}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {payout.saleCount}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {formatDollars(payout.gross)}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {formatDollars(payout.fee)}
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatDollars(payout.net)}
      </Table.Td>
      <Table.Td>
        <PayoutStatusBadge status={payout.status} />
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {payout.paidAt ? formatDay(payout.paidAt) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Spec section 2: the transactions report, 9 a page. The super admin sees every payout, filtered by
 * vendor, dates and status, with the totals of the filtered list; a vendor sees their own.
 */
export function PayoutListPage() {
  usePageTitle('Transactions');
  const user = useSignedInUser();
  const admin = isSuperAdmin(user);
  const { page, setPage, getParam, setParam } = useListSearch();
  const [, setSearchParams] = useSearchParams();
  const requestedStatus = getParam('status');
  const filters: PayoutFilters = {
    vendorId: admin ? (getParam('vendorId') ?? '') : '',
    from: dayParam(getParam('from')),
    to: dayParam(getParam('to')),
    status: isStatus(requestedStatus) ? requestedStatus : '',
  };
  const filtered = filters.vendorId !== '' || filters.from !== '' || filters.to !== '' || filters.status !== '';
  const list = useQuery(payoutListQuery(filters, page));
  const data = list.data;
  const total = data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Transactions</Title>
        <Group gap="sm" align="flex-start">
          {admin && (
            <Button component={Link} to="/transaction/new">
              New transaction
            </Button>
          )}
          <PayoutExportButton
            label="Export CSV"
            disabled={!data || total === 0}
            download={(onProgress) => exportPayouts(filters, onProgress)}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: admin ? 4 : 3 }} spacing="sm">
        {admin && (
          <VendorSelect
            label="Vendor"
            which="allVendor"
            value={filters.vendorId}
            chosenName={data?.items.find((payout) => payout.vendor._id === filters.vendorId)?.vendor.displayName}
            onChange={(vendorId) => setParam('vendorId', vendorId)}
            placeholder="All vendors"
            clearable
          />
        )}
        <DateRangeInputs from={filters.from} to={filters.to} onChange={setParam} />
        <Select
          label="Status"
          placeholder="All statuses"
          data={[...PAYOUT_STATUSES]}
          value={filters.status || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show every status' }}
          onChange={(value) => setParam('status', value)}
        />
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setSearchParams({}, { replace: true })}>
            Clear filters
          </Button>
        </Group>
      )}
      <QueryState query={list} loadingLabel="Loading transactions" errorTitle="The transactions could not be loaded" />
      {data && total === 0 && !filtered && (
        <EmptyState icon={<IconArrowsExchange aria-hidden />} title={PAYOUT_TEXT.noTransactions} />
      )}
      {data && total === 0 && filtered && <NoMatches>No transaction matches these filters.</NoMatches>}
      {data && total > 0 && (
        <>
          <TotalsList
            label={filtered ? 'Totals of the filtered transactions' : 'Totals of all transactions'}
            items={[
              { label: 'Transactions', value: String(total) },
              { label: 'Sales paid', value: String(data.totals.count) },
              { label: 'Gross', value: formatDollars(data.totals.gross) },
              { label: 'Fee', value: formatDollars(data.totals.fee) },
              { label: 'Net', value: formatDollars(data.totals.net) },
            ]}
          />
          <ListTable
            minWidth={admin ? 860 : 720}
            caption={`${countOf(total, 'transaction', 'transactions')}, newest first`}
            head={
              <>
                <Table.Th>Transaction</Table.Th>
                {admin && <Table.Th visibleFrom="sm">Vendor</Table.Th>}
                <Table.Th visibleFrom="sm">Created</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Sales
                </Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Gross
                </Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Fee
                </Table.Th>
                <Table.Th ta="right">Net</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="sm">Paid on</Table.Th>
              </>
            }
            pagination={{ total, limit: PAGE_SIZE.transactions, page, onChange: setPage }}
          >
            {data.items.map((payout) => (
              <PayoutRow key={payout._id} payout={payout} showVendor={admin} />
            ))}
          </ListTable>
        </>
      )}
    </Stack>
  );
}
