import { Anchor, Button, EmptyState, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  isSuperAdmin,
  PAGE_SIZE,
  PAYOUT_TEXT,
  SALE_PAYOUT_STATE_LABELS,
  SALE_PAYOUT_STATES,
  type StatementLineDto,
} from '@soko/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { FeeAmount } from '../../../components/fee-amount.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { formatDollars, gstIncludedNote } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { exportStatement, type StatementFilters, statementQuery } from '../api.ts';
import { PayoutExportButton } from '../components/export-button.tsx';
import { TotalsList } from '../components/totals-list.tsx';
import { VendorSelect } from '../components/vendor-select.tsx';

const STATE_OPTIONS = SALE_PAYOUT_STATES.map((state) => ({ value: state, label: SALE_PAYOUT_STATE_LABELS[state] }));

function stateParam(value: string | null): StatementFilters['state'] {
  return SALE_PAYOUT_STATES.find((state) => state === value) ?? '';
}

/** Where the line's money stands; a payout, pending or paid, links to its page. */
function PayoutStateCell({ line }: { line: StatementLineDto }) {
  if (!line.payout) {
    return (
      <Text span size="sm" c="dimmed">
        {SALE_PAYOUT_STATE_LABELS[line.state]}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/transaction/${line.payout._id}`}>
      {line.payout.paidAt ? `Paid, #${line.payout.number}` : `In payout #${line.payout.number}, transfer pending`}
    </Anchor>
  );
}

function StatementRow({ line, showVendor }: { line: StatementLineDto; showVendor: boolean }) {
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(line.date)}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/sale/${line.saleId}`} fw={600}>
          #{line.orderNumber}
        </Anchor>
      </Table.Td>
      <Table.Td visibleFrom="sm">{line.customer}</Table.Td>
      {showVendor && <Table.Td visibleFrom="sm">{line.vendor.displayName}</Table.Td>}
      <Table.Td>
        <SaleStatusBadge status={line.status} />
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {formatDollars(line.subtotal)}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        <FeeAmount fee={line.fee} feeGst={line.feeGst} />
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatDollars(line.net)}
      </Table.Td>
      <Table.Td>
        <PayoutStateCell line={line} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Spec section 2: /sales/transactions, the vendor's sales (not cancelled) with subtotal, fee and net
 * and where its money stands (the four payout states), the totals, and the statement as CSV.
 */
export function StatementPage() {
  usePageTitle('Sales transactions');
  const user = useSignedInUser();
  const admin = isSuperAdmin(user);
  const { page, setPage, getParam, setParam } = useListSearch();
  const [, setSearchParams] = useSearchParams();
  const filters: StatementFilters = {
    vendorId: admin ? (getParam('vendorId') ?? '') : '',
    from: dayParam(getParam('from')),
    to: dayParam(getParam('to')),
    state: stateParam(getParam('state')),
  };
  const filtered = filters.vendorId !== '' || filters.from !== '' || filters.to !== '' || filters.state !== '';
  const statement = useQuery(statementQuery(filters, page));
  const data = statement.data;
  const total = data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Sales transactions</Title>
        <PayoutExportButton
          label="Download statement (CSV)"
          disabled={!data || total === 0}
          download={(onProgress) => exportStatement(filters, onProgress)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: admin ? 4 : 3 }} spacing="sm">
        {admin && (
          <VendorSelect
            label="Vendor"
            which="allVendor"
            value={filters.vendorId}
            chosenName={data?.items.find((line) => line.vendor._id === filters.vendorId)?.vendor.displayName}
            onChange={(vendorId) => setParam('vendorId', vendorId)}
            placeholder="All vendors"
            clearable
          />
        )}
        <DateRangeInputs from={filters.from} to={filters.to} onChange={setParam} />
        <Select
          label="Payout"
          placeholder="Every payout state"
          data={STATE_OPTIONS}
          value={filters.state || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show sales in every payout state' }}
          onChange={(value) => setParam('state', value)}
        />
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setSearchParams({}, { replace: true })}>
            Clear filters
          </Button>
        </Group>
      )}
      <QueryState
        query={statement}
        loadingLabel="Loading the statement"
        errorTitle="The statement could not be loaded"
      />
      {data && total === 0 && !filtered && (
        <EmptyState icon={<IconReceipt aria-hidden />} title={PAYOUT_TEXT.noTransactions} />
      )}
      {data && total === 0 && filtered && <NoMatches>No sale matches these filters.</NoMatches>}
      {data && total > 0 && (
        <>
          <TotalsList
            label="Statement totals"
            items={[
              { label: 'Sales', value: String(data.totals.count) },
              { label: 'Subtotal', value: formatDollars(data.totals.subtotal) },
              { label: 'Fee', value: formatDollars(data.totals.fee), note: gstIncludedNote(data.totals.feeGst) },
              { label: 'Net', value: formatDollars(data.totals.net) },
              { label: SALE_PAYOUT_STATE_LABELS.paid_out, value: formatDollars(data.totals.paidOutNet) },
              { label: SALE_PAYOUT_STATE_LABELS.in_payout, value: formatDollars(data.totals.inPayoutNet) },
              { label: SALE_PAYOUT_STATE_LABELS.awaiting_payout, value: formatDollars(data.totals.awaitingPayoutNet) },
              { label: SALE_PAYOUT_STATE_LABELS.not_delivered, value: formatDollars(data.totals.notDeliveredNet) },
            ]}
          />
          <ListTable
            minWidth={admin ? 920 : 800}
            caption={`${countOf(total, 'sale', 'sales')}, newest first`}
            head={
              <>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th visibleFrom="sm">Customer</Table.Th>
                {admin && <Table.Th visibleFrom="sm">Vendor</Table.Th>}
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Subtotal
                </Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Fee
                </Table.Th>
                <Table.Th ta="right">Net</Table.Th>
                <Table.Th>Payout</Table.Th>
              </>
            }
            pagination={{ total, limit: PAGE_SIZE.transactions, page, onChange: setPage }}
          >
            {data.items.map((line) => (
              <StatementRow key={line.saleId} line={line} showVendor={admin} />
            ))}
          </ListTable>
        </>
      )}
    </Stack>
  );
}
