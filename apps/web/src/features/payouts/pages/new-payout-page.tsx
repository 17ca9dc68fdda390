import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  EmptyState,
  Group,
  List,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BANK_REFERENCE_MAX,
  dollarsToCents,
  formatCents,
  PAGE_SIZE,
  PAYOUT_SALES_MAX,
  PAYOUT_TEXT,
  REFUND_REASON_LABELS,
  type RemitListDto,
  type RemitSaleDto,
} from '@soko/shared';
import { IconCashOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FeeAmount } from '../../../components/fee-amount.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDollars, gstIncludedNote, signedCents, signedDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { createPayout, remitQuery } from '../api.ts';
import { AmountCell, AmountHead, NetCell } from '../components/amount-cells.tsx';
import { ConfirmPayoutModal } from '../components/confirm-payout-modal.tsx';
import { TotalsList } from '../components/totals-list.tsx';
import { VendorSelect } from '../components/vendor-select.tsx';
import { type CarriedCents, carriedCents, payoutTotalsOf, type SaleCents, saleCents } from '../selection.ts';

function RemitRow({
  sale,
  selected,
  disabled,
  onToggle,
}: {
  sale: RemitSaleDto;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-default-hover)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select order #${sale.orderNumber}`}
          checked={selected}
          disabled={disabled && !selected}
          onChange={onToggle}
        />
      </Table.Td>
      <Table.Td>
        <Link to={`/sale/${sale._id}`}>#{sale.orderNumber}</Link>
      </Table.Td>
      <Table.Td visibleFrom="sm">{sale.customer}</Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(sale.deliveredAt)}
      </Table.Td>
      <AmountCell>{formatDollars(sale.price)}</AmountCell>
      <AmountCell>{formatDollars(sale.shippingFee)}</AmountCell>
      <AmountCell>{formatDollars(sale.subtotal)}</AmountCell>
      <AmountCell>
        <FeeAmount fee={sale.fee} feeGst={sale.feeGst} />
      </AmountCell>
      <NetCell>{formatDollars(sale.net)}</NetCell>
    </Table.Tr>
  );
}

/**
 * Refunds made after earlier payouts of this vendor: the next payout deducts all of them, whatever
 * sales it pays, so they are shown before the selection and counted in its totals.
 */
function CarriedRefunds({ carried, total }: { carried: RemitListDto['carried']; total: CarriedCents }) {
  const more = carried.count - carried.items.length;
  return (
    <Alert
      color="yellow"
      title={`Refunds after earlier payouts to deduct: ${signedCents(total.netCents)} (${carried.count})`}
    >
      <Stack gap={4}>
        <Text size="sm">The next transaction of this vendor deducts them; they are included in the totals below.</Text>
        <List size="sm" spacing={2}>
          {carried.items.map((adjustment) => (
            <List.Item key={adjustment._id}>
              <Anchor component={Link} to={`/sale/${adjustment.saleId}`} size="sm">
                Order #{adjustment.orderNumber}
              </Anchor>
              : {REFUND_REASON_LABELS[adjustment.reason]}, net {signedDollars(adjustment.net)}
            </List.Item>
          ))}
        </List>
        {more > 0 && <Text size="sm">and {more} more</Text>}
      </Stack>
    </Alert>
  );
}

/** The sales of one vendor to remit, with the selection, its totals and the confirmation. */
function RemitSales({ vendorId, page, setPage }: { vendorId: string; page: number; setPage: (page: number) => void }) {
  const navigate = useNavigate();
  const remit = useQuery(remitQuery(vendorId, page));
  const [selection, setSelection] = useState<ReadonlyMap<string, SaleCents>>(new Map());
  const [bankReference, setBankReference] = useState('');
  // A key per confirmation: a double click or a retry of this one request can never pay twice.
  const [confirmKey, setConfirmKey] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (key: string) =>
      createPayout(vendorId, { sales: [...selection.keys()], bankReference: bankReference.trim() }, key),
    onSuccess: async (payout) => {
      alertSuccess(PAYOUT_TEXT.created(payout.number));
      setConfirmKey(null);
      await navigate(`/transaction/${payout._id}`);
    },
    onError: async (error) => {
      alertApiError(error);
      setConfirmKey(null);
      // Some sales may have been paid or changed meanwhile: keep only those still to remit.
      const fresh = await remit.refetch();
      if (fresh.data) keepRemittable(fresh.data);
    },
  });

  const keepRemittable = (list: RemitListDto) => {
    const still = new Set(list.selectable.map((sale) => sale._id));
    setSelection((current) => new Map([...current].filter(([id]) => still.has(id))));
  };

  if (remit.isPending || remit.isError) {
    return (
      <QueryState
        query={remit}
        loadingLabel="Loading sales to remit"
        errorTitle="The sales to remit could not be loaded"
      />
    );
  }
  const data = remit.data;
  const carried = carriedCents(data.carried);
  if (data.total === 0) {
    return (
      <Stack gap="md">
        <EmptyState icon={<IconCashOff aria-hidden />} title={PAYOUT_TEXT.noRemit} />
        {carried.count > 0 && <CarriedRefunds carried={data.carried} total={carried} />}
      </Stack>
    );
  }

  const totals = payoutTotalsOf(selection, carried);
  // The server refuses a payout that comes to less than nothing: said here, before anyone confirms it.
  const negative = selection.size > 0 && totals.netCents < 0;
  const full = selection.size >= PAYOUT_SALES_MAX;
  const pageIds = data.items.map((sale) => sale._id);
  const pageSelected = pageIds.filter((id) => selection.has(id)).length;
  const everySelectable = data.selectable.length;

  const toggle = (sale: RemitSaleDto) =>
    setSelection((current) => {
      const next = new Map(current);
      if (next.has(sale._id)) next.delete(sale._id);
      else if (next.size < PAYOUT_SALES_MAX) next.set(sale._id, saleCents(sale));
      return next;
    });
  const togglePage = () =>
    setSelection((current) => {
      const next = new Map(current);
      if (pageSelected === pageIds.length) for (const id of pageIds) next.delete(id);
      else {
        for (const sale of data.items) if (next.size < PAYOUT_SALES_MAX) next.set(sale._id, saleCents(sale));
      }
      return next;
    });
  const selectAll = () => setSelection(new Map(data.selectable.map((sale) => [sale._id, saleCents(sale)])));

  return (
    <Stack gap="md">
      <TotalsList
        label="All sales to remit"
        items={[
          { label: 'Sales to remit', value: String(data.totals.count) },
          { label: 'Subtotal', value: formatDollars(data.totals.subtotal) },
          { label: 'Fee', value: formatDollars(data.totals.fee), note: gstIncludedNote(data.totals.feeGst) },
          {
            label: 'Net owed',
            value: signedCents(dollarsToCents(data.totals.net) + carried.netCents),
            note: carried.count > 0 ? `after ${signedCents(carried.netCents)} of refunds to deduct` : null,
          },
        ]}
      />
      {carried.count > 0 && <CarriedRefunds carried={data.carried} total={carried} />}
      <Group gap="sm">
        <Button variant="default" onClick={selectAll} disabled={selection.size === everySelectable}>
          {data.total > everySelectable
            ? `Select the oldest ${everySelectable} sales`
            : `Select all ${data.total} ${data.total === 1 ? 'sale' : 'sales'}`}
        </Button>
        <Button variant="default" onClick={() => setSelection(new Map())} disabled={selection.size === 0}>
          Clear selection
        </Button>
      </Group>
      {data.total > everySelectable && (
        <Text size="sm" c="dimmed">
          {PAYOUT_TEXT.tooManySales}.
        </Text>
      )}
      <ListTable
        minWidth={860}
        caption={`${data.total} delivered ${data.total === 1 ? 'sale' : 'sales'} not yet paid out, oldest first`}
        head={
          <>
            <Table.Th>
              <Checkbox
                aria-label="Select the sales on this page"
                checked={pageSelected === pageIds.length}
                indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
                disabled={full && pageSelected === 0}
                onChange={togglePage}
              />
            </Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th visibleFrom="sm">Customer</Table.Th>
            <Table.Th visibleFrom="sm">Delivered</Table.Th>
            <AmountHead>Price</AmountHead>
            <AmountHead>Shipping</AmountHead>
            <AmountHead>Subtotal</AmountHead>
            <AmountHead>Fee</AmountHead>
            <Table.Th ta="right">Net</Table.Th>
          </>
        }
        pagination={{ total: data.total, limit: PAGE_SIZE.remit, page, onChange: setPage }}
      >
        {data.items.map((sale) => (
          <RemitRow
            key={sale._id}
            sale={sale}
            selected={selection.has(sale._id)}
            disabled={full}
            onToggle={() => toggle(sale)}
          />
        ))}
      </ListTable>
      <Title order={2} size="h4">
        Selected
      </Title>
      <TotalsList
        label="Selected sales"
        items={[
          { label: 'Selected', value: String(totals.count) },
          { label: 'Gross', value: formatCents(totals.subtotalCents) },
          { label: 'Fee', value: formatCents(totals.feeCents), note: gstIncludedNote(totals.feeGstCents / 100) },
          {
            label: 'Net',
            value: signedCents(totals.netCents),
            note: carried.count > 0 ? `incl. ${signedCents(carried.netCents)} of refunds to deduct` : null,
          },
        ]}
      />
      {negative && (
        <Alert color="red" role="alert" title="This transaction cannot be created">
          {PAYOUT_TEXT.negativePayout(totals.netCents)}
        </Alert>
      )}
      <TextInput
        label="Bank reference"
        description="Optional: it can also be recorded when the transaction is marked paid"
        value={bankReference}
        maxLength={BANK_REFERENCE_MAX}
        onChange={(event) => setBankReference(event.currentTarget.value)}
        maw={420}
      />
      <Group>
        <Button disabled={selection.size === 0 || negative} onClick={() => setConfirmKey(newIdempotencyKey())}>
          Create transaction
        </Button>
      </Group>
      <ConfirmPayoutModal
        opened={confirmKey !== null}
        vendorName={data.vendor.displayName}
        totals={totals}
        bankReference={bankReference.trim()}
        pending={create.isPending}
        onConfirm={() => {
          if (confirmKey && !create.isPending) create.mutate(confirmKey);
        }}
        onClose={() => setConfirmKey(null)}
      />
    </Stack>
  );
}

/** docs/product.md section 2 (staff who make payouts): pick an active vendor, see their sales to remit 9 a page, pay some or all. */
export function NewPayoutPage() {
  usePageTitle('New transaction');
  const { page, setPage, getParam, setParam } = useListSearch();
  const vendorId = getParam('vendor') ?? '';
  const remitVendorName = useQuery({ ...remitQuery(vendorId, page), enabled: vendorId !== '' }).data?.vendor
    .displayName;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>New transaction</Title>
        <Button component={Link} to="/transaction" variant="default">
          All transactions
        </Button>
      </Group>
      <VendorSelect
        label="Vendor"
        which="active"
        withOwed
        value={vendorId}
        chosenName={remitVendorName}
        onChange={(id) => setParam('vendor', id)}
        placeholder="Search active vendors"
      />
      {vendorId === '' ? (
        <Text c="dimmed">Choose a vendor to see their delivered sales waiting to be paid out.</Text>
      ) : (
        // A new vendor starts with a new selection.
        <RemitSales key={vendorId} vendorId={vendorId} page={page} setPage={setPage} />
      )}
    </Stack>
  );
}
