import { Anchor, EmptyState, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  isStaff,
  PAGE_SIZE,
  PAYOUT_TEXT,
  REFUND_REASON_LABELS,
  SALE_PAYOUT_STATE_LABELS,
  SALE_PAYOUT_STATES,
  type StatementDto,
  type StatementLineDto,
} from '@soko/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dayParam } from '../../../components/date-range-inputs.tsx';
import { FeeAmount } from '../../../components/fee-amount.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { formatDollars, gstIncludedNote, signedDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { exportStatement, type StatementFilters, statementQuery } from '../api.ts';
import { AdjustmentNoteLink } from '../components/adjustment-note-link.tsx';
import { AmountCell, AmountHead, NetCell } from '../components/amount-cells.tsx';
import { PayoutExportButton } from '../components/export-button.tsx';
import { NextPayout } from '../components/next-payout.tsx';
import { PayoutFiltersBar } from '../components/payout-filters.tsx';
import { TotalsList } from '../components/totals-list.tsx';

const STATE_OPTIONS = SALE_PAYOUT_STATES.map((state) => ({ value: state, label: SALE_PAYOUT_STATE_LABELS[state] }));

function stateParam(value: string | null): StatementFilters['state'] {
  return SALE_PAYOUT_STATES.find((state) => state === value) ?? '';
}

type PayoutRef = NonNullable<StatementLineDto['payout']>;

/** A payout, pending or paid, as a link to its page. */
function PayoutLink({ payout, deducted = false }: { payout: PayoutRef; deducted?: boolean }) {
  const paid = payout.paidAt !== null;
  const label = deducted
    ? `Deducted in payout #${payout.number}${paid ? '' : ', transfer pending'}`
    : paid
      ? `Paid, #${payout.number}`
      : `In payout #${payout.number}, transfer pending`;
  return (
    <Anchor component={Link} to={`/transaction/${payout._id}`}>
      {label}
    </Anchor>
  );
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
  return <PayoutLink payout={line.payout} />;
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
      <AmountCell>{formatDollars(line.subtotal)}</AmountCell>
      <AmountCell>{line.refunded > 0 ? `−${formatDollars(line.refunded)}` : '—'}</AmountCell>
      <AmountCell>
        <FeeAmount fee={line.fee} feeGst={line.feeGst} />
      </AmountCell>
      <NetCell>{formatDollars(line.net)}</NetCell>
      <Table.Td>
        <PayoutStateCell line={line} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Refunds made after a sale was paid out: the payout paid the old net, so each is a negative line
 * that a later payout deducts. The newest are listed; the CSV has them all.
 */
function RefundsAfterPayout({ data, showVendor }: { data: StatementDto; showVendor: boolean }) {
  const { adjustments, totals } = data;
  const caption =
    totals.adjustmentCount > adjustments.length
      ? `The newest ${adjustments.length} of ${totals.adjustmentCount} refunds after payout (the CSV has them all), ${signedDollars(totals.adjustmentNet)} in all`
      : `${countOf(totals.adjustmentCount, 'refund', 'refunds')} after payout, ${signedDollars(totals.adjustmentNet)} in all`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Refunds after payout
      </Title>
      <ListTable
        minWidth={showVendor ? 860 : 740}
        highlightOnHover={false}
        caption={caption}
        head={
          <>
            <Table.Th visibleFrom="sm">Date</Table.Th>
            <Table.Th>Order</Table.Th>
            {showVendor && <Table.Th visibleFrom="sm">Vendor</Table.Th>}
            <Table.Th visibleFrom="sm">Reason</Table.Th>
            <AmountHead>Refunded</AmountHead>
            <AmountHead>Fee</AmountHead>
            <Table.Th ta="right">Net</Table.Th>
            <Table.Th>Payout</Table.Th>
          </>
        }
      >
        {adjustments.map((adjustment) => (
          <Table.Tr key={adjustment._id}>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(adjustment.createdAt)}
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/sale/${adjustment.saleId}`} fw={600}>
                #{adjustment.orderNumber}
              </Anchor>
              {adjustment.feeNote && (
                <div>
                  <AdjustmentNoteLink note={adjustment.feeNote} />
                </div>
              )}
            </Table.Td>
            {showVendor && <Table.Td visibleFrom="sm">{adjustment.vendor.displayName}</Table.Td>}
            <Table.Td visibleFrom="sm">{REFUND_REASON_LABELS[adjustment.reason]}</Table.Td>
            <AmountCell>{signedDollars(adjustment.gross)}</AmountCell>
            <AmountCell>{signedDollars(adjustment.fee)}</AmountCell>
            <NetCell>{signedDollars(adjustment.net)}</NetCell>
            <Table.Td>
              {adjustment.payout ? (
                <PayoutLink payout={adjustment.payout} deducted />
              ) : (
                <Text span size="sm">
                  To be deducted from the next payout
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/**
 * The statement's figures: what was sold, refunded and charged, and its net (the vendor's earnings)
 * split into the four states, which add up to it. Refunds after payout not yet deducted are part of
 * Awaiting payout, and also shown on their own: the next payout takes them off.
 */
function statementFigures({ totals }: StatementDto) {
  return [
    { label: 'Sales', value: String(totals.count) },
    { label: 'Subtotal', value: formatDollars(totals.subtotal) },
    { label: 'Refunded', value: totals.refunded > 0 ? `−${formatDollars(totals.refunded)}` : formatDollars(0) },
    { label: 'Fee', value: formatDollars(totals.fee), note: gstIncludedNote(totals.feeGst) },
    // Refunds after payout can take a state, or the net, below zero.
    { label: 'Net', value: signedDollars(totals.net) },
    { label: SALE_PAYOUT_STATE_LABELS.paid_out, value: signedDollars(totals.paidOutNet) },
    { label: SALE_PAYOUT_STATE_LABELS.in_payout, value: signedDollars(totals.inPayoutNet) },
    {
      label: SALE_PAYOUT_STATE_LABELS.awaiting_payout,
      value: signedDollars(totals.awaitingPayoutNet),
      note: totals.carriedNet !== 0 ? `incl. ${signedDollars(totals.carriedNet)} of refunds after payout` : null,
    },
    { label: SALE_PAYOUT_STATE_LABELS.not_delivered, value: signedDollars(totals.notDeliveredNet) },
    ...(totals.carriedNet !== 0
      ? [
          {
            label: 'To be deducted from the next payout',
            value: signedDollars(totals.carriedNet),
            note: 'Refunds after payout, counted in Awaiting payout',
          },
        ]
      : []),
  ];
}

/**
 * docs/product.md section 2: /sales/transactions, the vendor's sales (not cancelled) with subtotal, fee and net
 * and where its money stands (the four payout states), the totals, and the statement as CSV.
 */
export function StatementPage() {
  usePageTitle('Sales transactions');
  const user = useSignedInUser();
  const staff = isStaff(user);
  const { page, setPage, getParam, setParam } = useListSearch();
  const filters: StatementFilters = {
    vendorId: staff ? (getParam('vendorId') ?? '') : '',
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
      {(!staff || filters.vendorId !== '') && <NextPayout vendorId={staff ? filters.vendorId : undefined} />}
      <PayoutFiltersBar
        staff={staff}
        filters={filters}
        chosenVendorName={data?.items.find((line) => line.vendor._id === filters.vendorId)?.vendor.displayName}
        setParam={setParam}
        filtered={filtered}
      >
        <Select
          label="Payout"
          placeholder="Every payout state"
          data={STATE_OPTIONS}
          value={filters.state || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show sales in every payout state' }}
          onChange={(value) => setParam('state', value)}
        />
      </PayoutFiltersBar>
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
          <TotalsList label="Statement totals" items={statementFigures(data)} />
          <ListTable
            minWidth={staff ? 1000 : 880}
            caption={`${countOf(total, 'sale', 'sales')}, newest first`}
            head={
              <>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th visibleFrom="sm">Customer</Table.Th>
                {staff && <Table.Th visibleFrom="sm">Vendor</Table.Th>}
                <Table.Th>Status</Table.Th>
                <AmountHead>Subtotal</AmountHead>
                <AmountHead>Refunded</AmountHead>
                <AmountHead>Fee</AmountHead>
                <Table.Th ta="right">Net</Table.Th>
                <Table.Th>Payout</Table.Th>
              </>
            }
            pagination={{ total, limit: PAGE_SIZE.transactions, page, onChange: setPage }}
          >
            {data.items.map((line) => (
              <StatementRow key={line.saleId} line={line} showVendor={staff} />
            ))}
          </ListTable>
          {data.adjustments.length > 0 && <RefundsAfterPayout data={data} showVendor={staff} />}
        </>
      )}
    </Stack>
  );
}
