import { Anchor, Button, Checkbox, EmptyState, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  dollarsToCents,
  formatCents,
  hasPermission,
  isStaff,
  PAGE_SIZE,
  PAYOUT_STATUSES,
  PAYOUT_TEXT,
  type PayoutDto,
  type PayoutStatus,
} from '@soko/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { dayParam } from '../../../components/date-range-inputs.tsx';
import { FeeAmount } from '../../../components/fee-amount.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { PayoutStatusCell } from '../../../components/payout-status-badge.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { alertSuccess } from '../../../lib/alerts.ts';
import { formatDay, formatDollars, gstIncludedNote } from '../../../lib/dollars.ts';
import type { DownloadProgress } from '../../../lib/download.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { downloadAbaFile, exportPayouts, type PayoutFilters, payoutListQuery } from '../api.ts';
import { AmountCell, AmountHead, NetCell } from '../components/amount-cells.tsx';
import { PayoutExportButton } from '../components/export-button.tsx';
import { PayoutFiltersBar } from '../components/payout-filters.tsx';
import { TotalsList } from '../components/totals-list.tsx';

function isStatus(value: string | null): value is PayoutStatus {
  return PAYOUT_STATUSES.some((status) => status === value);
}

/**
 * Only a pending payout not yet sent, whose vendor's bank details are usable now, goes into an ABA
 * file from the list: one already sent is sent again from its own page, on purpose, or it would be
 * paid twice.
 */
function canGoToBank(payout: PayoutDto): boolean {
  return payout.status === 'Pending' && payout.sentToBankAt === null && payout.bankProblem === null;
}

interface RowSelection {
  selected: boolean;
  onToggle: () => void;
}

/** `selection` is staff's, who pick pending payouts for an ABA file. */
function PayoutRow({
  payout,
  showVendor,
  selection,
}: {
  payout: PayoutDto;
  showVendor: boolean;
  selection?: RowSelection;
}) {
  return (
    <Table.Tr bg={selection?.selected ? 'var(--mantine-color-default-hover)' : undefined}>
      {selection && (
        <Table.Td>
          {payout.status === 'Pending' && (
            <Checkbox
              aria-label={`Select transaction #${payout.number}`}
              checked={selection.selected}
              // Still uncheckable once picked: a hold may have begun since.
              disabled={!canGoToBank(payout) && !selection.selected}
              onChange={selection.onToggle}
            />
          )}
        </Table.Td>
      )}
      <Table.Td>
        <Anchor component={Link} to={`/transaction/${payout._id}`} fw={600}>
          #{payout.number}
        </Anchor>
        {/* Staff on a phone still see whose payout it is: the vendor column is for wider screens. */}
        {showVendor && (
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {payout.vendor.displayName}
          </Text>
        )}
      </Table.Td>
      {showVendor && <Table.Td visibleFrom="sm">{payout.vendor.displayName}</Table.Td>}
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(payout.createdAt)}
      </Table.Td>
      <AmountCell>{payout.saleCount}</AmountCell>
      <AmountCell>{formatDollars(payout.gross)}</AmountCell>
      <AmountCell>
        <FeeAmount fee={payout.fee} feeGst={payout.feeGst} />
      </AmountCell>
      <NetCell>{formatDollars(payout.net)}</NetCell>
      <Table.Td>
        <PayoutStatusCell payout={payout} />
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {payout.paidAt ? formatDay(payout.paidAt) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/** The picked payouts' ids with their net in cents, so the ABA confirmation can total payouts picked on other pages. */
const NOTHING_SELECTED: ReadonlyMap<string, number> = new Map();

/**
 * docs/product.md section 2: the transactions report, 9 a page. Staff see every payout, filtered by
 * vendor, dates and status, with the totals of the filtered list; a vendor sees their own.
 */
export function PayoutListPage() {
  usePageTitle('Transactions');
  const user = useSignedInUser();
  const staff = isStaff(user);
  // Only staff who make payouts select them for a bank file.
  const pays = hasPermission(user, 'payouts');
  const { position, getParam, setParam, firstPage, pagination } = useListSearch();
  const requestedStatus = getParam('status');
  const filters: PayoutFilters = {
    vendorId: staff ? (getParam('vendorId') ?? '') : '',
    from: dayParam(getParam('from')),
    to: dayParam(getParam('to')),
    status: isStatus(requestedStatus) ? requestedStatus : '',
  };
  const filtered = filters.vendorId !== '' || filters.from !== '' || filters.to !== '' || filters.status !== '';
  const list = useQuery(payoutListQuery(filters, position));
  const data = list.data;
  const total = data?.total ?? 0;
  // The payouts picked for an ABA file stay picked from page to page; other filters start afresh.
  const scope = JSON.stringify(filters);
  const [picked, setPicked] = useState({ scope, ids: NOTHING_SELECTED });
  const selected = picked.scope === scope ? picked.ids : NOTHING_SELECTED;
  const pageSelectable = (data?.items ?? []).filter(canGoToBank);
  const pageSelected = pageSelectable.filter((payout) => selected.has(payout._id)).length;
  const selectedNetCents = [...selected.values()].reduce((sum, cents) => sum + cents, 0);

  const toggle = (payout: PayoutDto) => {
    const next = new Map(selected);
    if (!next.delete(payout._id)) next.set(payout._id, dollarsToCents(payout.net));
    setPicked({ scope, ids: next });
  };
  const togglePage = () => {
    const next = new Map(selected);
    const all = pageSelected === pageSelectable.length;
    for (const payout of pageSelectable) {
      if (all) next.delete(payout._id);
      else next.set(payout._id, dollarsToCents(payout.net));
    }
    setPicked({ scope, ids: next });
  };
  const downloadAba = async (onProgress: (progress: DownloadProgress) => void) => {
    const ids = [...selected.keys()];
    await downloadAbaFile(ids, onProgress);
    setPicked({ scope, ids: NOTHING_SELECTED });
    alertSuccess(`ABA file downloaded: ${countOf(ids.length, 'transaction', 'transactions')} marked sent to bank`);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Transactions</Title>
        <Group gap="sm" align="flex-start">
          {pays && (
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
      <PayoutFiltersBar
        staff={staff}
        filters={filters}
        chosenVendorName={data?.items.find((payout) => payout.vendor._id === filters.vendorId)?.vendor.displayName}
        setParam={setParam}
        filtered={filtered}
      >
        <Select
          label="Status"
          placeholder="All statuses"
          data={[...PAYOUT_STATUSES]}
          value={filters.status || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show every status' }}
          onChange={(value) => setParam('status', value)}
        />
      </PayoutFiltersBar>
      <ListQueryState
        query={list}
        loadingLabel="Loading transactions"
        errorTitle="The transactions could not be loaded"
        onFirstPage={firstPage}
      />
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
              { label: 'Sales', value: String(data.totals.count) },
              { label: 'Sales paid', value: String(data.totals.paidCount) },
              { label: 'Gross', value: formatDollars(data.totals.gross) },
              { label: 'Fee', value: formatDollars(data.totals.fee), note: gstIncludedNote(data.totals.feeGst) },
              { label: 'Net', value: formatDollars(data.totals.net) },
            ]}
          />
          {pays && (
            <Group justify="space-between" align="flex-end" gap="sm">
              <div style={{ maxWidth: 560 }}>
                <Text size="sm" c="dimmed">
                  Select pending transactions to pay them with one ABA file uploaded to the bank; downloading the file
                  marks them sent to bank.
                </Text>
                <Text size="sm" fw={500}>
                  {countOf(selected.size, 'transaction', 'transactions')} selected
                </Text>
              </div>
              <PayoutExportButton
                label="Download ABA file"
                disabled={selected.size === 0}
                download={downloadAba}
                confirmation={{
                  title: 'Send these transactions to the bank?',
                  confirmLabel: 'Download and mark sent',
                  message: (
                    <Text>
                      {`Download an ABA file paying ${countOf(selected.size, 'transaction', 'transactions')}, ${formatCents(selectedNetCents)} in total? They are marked sent to bank, and cannot be picked for another file.`}
                    </Text>
                  ),
                }}
              />
            </Group>
          )}
          <ListTable
            minWidth={staff ? 900 : 720}
            caption={`${countOf(total, 'transaction', 'transactions', data.totalCapped)}, newest first`}
            head={
              <>
                {pays && (
                  <Table.Th>
                    <Checkbox
                      aria-label="Select the pending transactions on this page"
                      checked={pageSelectable.length > 0 && pageSelected === pageSelectable.length}
                      indeterminate={pageSelected > 0 && pageSelected < pageSelectable.length}
                      disabled={pageSelectable.length === 0}
                      onChange={togglePage}
                    />
                  </Table.Th>
                )}
                <Table.Th>Transaction</Table.Th>
                {staff && <Table.Th visibleFrom="sm">Vendor</Table.Th>}
                <Table.Th visibleFrom="sm">Created</Table.Th>
                <AmountHead>Sales</AmountHead>
                <AmountHead>Gross</AmountHead>
                <AmountHead>Fee</AmountHead>
                <Table.Th ta="right">Net</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="sm">Paid on</Table.Th>
              </>
            }
            pagination={pagination(data, PAGE_SIZE.transactions)}
          >
            {data.items.map((payout) => (
              <PayoutRow
                key={payout._id}
                payout={payout}
                showVendor={staff}
                selection={pays ? { selected: selected.has(payout._id), onToggle: () => toggle(payout) } : undefined}
              />
            ))}
          </ListTable>
        </>
      )}
    </Stack>
  );
}
