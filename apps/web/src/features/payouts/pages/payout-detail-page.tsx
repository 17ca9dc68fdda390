import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  dollarsToCents,
  hasPermission,
  isStaff,
  PAGE_SIZE,
  type PayoutDetailDto,
  REFUND_REASON_LABELS,
} from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { FeeAmount } from '../../../components/fee-amount.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { PayoutStatusBadge } from '../../../components/payout-status-badge.tsx';
import { PageLoader } from '../../../components/query-state.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDay, formatDollars, gstIncludedNote, signedCents, signedDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { downloadAbaFile, downloadPayoutInvoice, payoutQuery } from '../api.ts';
import { AdjustmentNoteLink } from '../components/adjustment-note-link.tsx';
import { AmountCell, AmountHead, NetCell } from '../components/amount-cells.tsx';
import { PayoutExportButton } from '../components/export-button.tsx';
import { MarkPaidForm } from '../components/mark-paid-form.tsx';
import { TotalsList } from '../components/totals-list.tsx';

/** The payout's sales, 9 a page (the payout holds them all; paging is for reading). */
function PayoutSales({ payout }: { payout: PayoutDetailDto }) {
  const [page, setPage] = useState(1);
  const shown = payout.sales.slice((page - 1) * PAGE_SIZE.transactions, page * PAGE_SIZE.transactions);
  return (
    <Stack gap="sm">
      <ListTable
        minWidth={720}
        caption={`${countOf(payout.saleCount, 'sale', 'sales')} ${payout.status === 'Paid' ? 'paid by this transaction' : 'awaiting payment'}`}
        head={
          <>
            <Table.Th>Order</Table.Th>
            <Table.Th visibleFrom="sm">Customer</Table.Th>
            <Table.Th visibleFrom="sm">Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <AmountHead>Subtotal</AmountHead>
            <AmountHead>Fee</AmountHead>
            <Table.Th ta="right">Net</Table.Th>
          </>
        }
        pagination={{ total: payout.sales.length, limit: PAGE_SIZE.transactions, page, onChange: setPage }}
      >
        {shown.map((sale) => (
          <Table.Tr key={sale.saleId}>
            <Table.Td>
              <Anchor component={Link} to={`/sale/${sale.saleId}`} fw={600}>
                #{sale.orderNumber}
              </Anchor>
            </Table.Td>
            <Table.Td visibleFrom="sm">{sale.customer}</Table.Td>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(sale.date)}
            </Table.Td>
            <Table.Td>
              <SaleStatusBadge status={sale.status} />
            </Table.Td>
            <AmountCell>{formatDollars(sale.subtotal)}</AmountCell>
            <AmountCell>
              <FeeAmount fee={sale.fee} feeGst={sale.feeGst} />
            </AmountCell>
            <NetCell>{formatDollars(sale.net)}</NetCell>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/**
 * Refunds made after earlier payouts that this payout deducts, each a negative line under the sales,
 * and how the sales and these lines add up to the payout's net.
 */
function PayoutAdjustments({ payout }: { payout: PayoutDetailDto }) {
  const netCents = dollarsToCents(payout.net);
  const adjustmentCents = dollarsToCents(payout.adjustmentNet);
  return (
    <Stack gap="sm">
      <ListTable
        minWidth={720}
        highlightOnHover={false}
        caption={`${countOf(payout.adjustmentCount, 'refund', 'refunds')} after earlier payouts, deducted by this transaction`}
        head={
          <>
            <Table.Th>Line</Table.Th>
            <Table.Th visibleFrom="sm">Refunded on</Table.Th>
            <Table.Th visibleFrom="sm">Reason</Table.Th>
            <AmountHead>Subtotal</AmountHead>
            <AmountHead>Fee</AmountHead>
            <Table.Th ta="right">Net</Table.Th>
          </>
        }
      >
        {payout.adjustments.map((adjustment) => (
          <Table.Tr key={adjustment._id}>
            <Table.Td>
              <Anchor component={Link} to={`/sale/${adjustment.saleId}`}>
                Refund after payout, order #{adjustment.orderNumber}
              </Anchor>
              {adjustment.feeNote && (
                <div>
                  <AdjustmentNoteLink note={adjustment.feeNote} />
                </div>
              )}
            </Table.Td>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(adjustment.createdAt)}
            </Table.Td>
            <Table.Td visibleFrom="sm">{REFUND_REASON_LABELS[adjustment.reason]}</Table.Td>
            <AmountCell>{signedDollars(adjustment.gross)}</AmountCell>
            <AmountCell>{signedDollars(adjustment.fee)}</AmountCell>
            <NetCell>{signedDollars(adjustment.net)}</NetCell>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm">
        Sales {signedCents(netCents - adjustmentCents)} less refunds {signedCents(-adjustmentCents)} = net{' '}
        {signedCents(netCents)}
      </Text>
    </Stack>
  );
}

/** docs/product.md section 2: /transaction/{id}, a payout with its sales; a vendor may open their own only. */
export function PayoutDetailPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const detail = useQuery(payoutQuery(id));
  const payout = detail.data;
  usePageTitle(payout ? `Transaction #${payout.number}` : 'Transaction');

  if (detail.isPending) return <PageLoader label="Loading the transaction" />;
  if (detail.isError || !payout) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <Stack gap="md">
        <Title order={1}>Transaction</Title>
        <Alert
          color="red"
          role="alert"
          title={missing ? 'Transaction not found' : 'The transaction could not be loaded'}
        >
          <Group mt="xs" gap="xs">
            {!missing && (
              <Button size="xs" onClick={() => detail.refetch()}>
                Try again
              </Button>
            )}
            <Button size="xs" variant="default" component={Link} to="/transaction">
              All transactions
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1}>Transaction #{payout.number}</Title>
          <PayoutStatusBadge status={payout.status} />
        </Group>
        <Button component={Link} to={isStaff(user) ? '/transaction' : '/transactions'} variant="default">
          All transactions
        </Button>
      </Group>
      {payout.bankProblem && (
        <Alert color="yellow" title="This transaction cannot go to the bank now">
          {payout.bankProblem}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          <DetailItem term="Vendor">{payout.vendor.displayName}</DetailItem>
          <DetailItem term="Created">
            {formatDate(payout.createdAt)}
            {payout.createdBy ? ` by ${payout.createdBy.name}` : ''}
          </DetailItem>
          <DetailItem term="Bank reference">{payout.bankReference || '—'}</DetailItem>
          {payout.sentToBankAt && (
            <DetailItem term="Sent to bank">
              <DateTime value={payout.sentToBankAt} />
            </DetailItem>
          )}
          <DetailItem term="Paid on">
            {payout.paidAt ? formatDay(payout.paidAt) : 'Not yet paid'}
            {payout.markedPaidBy ? ` (recorded by ${payout.markedPaidBy.name})` : ''}
          </DetailItem>
        </SimpleGrid>
      </Paper>
      <TotalsList
        label="Transaction totals"
        items={[
          { label: 'Sales', value: String(payout.saleCount) },
          { label: 'Gross', value: formatDollars(payout.gross) },
          { label: 'Fee', value: formatDollars(payout.fee), note: gstIncludedNote(payout.feeGst) },
          {
            label: 'Net',
            value: formatDollars(payout.net),
            note:
              payout.adjustmentCount > 0
                ? `after ${signedDollars(payout.adjustmentNet)} of refunds after payout`
                : null,
          },
        ]}
      />
      <Group>
        <PayoutExportButton
          label="Download tax invoice (PDF)"
          disabled={false}
          download={(onProgress) => downloadPayoutInvoice(payout._id, onProgress)}
        />
        {hasPermission(user, 'payouts') &&
          payout.status === 'Pending' &&
          payout.sentToBankAt &&
          !payout.bankProblem && (
            <PayoutExportButton
              label="Send to bank again (ABA file)"
              disabled={false}
              download={(onProgress) => downloadAbaFile([payout._id], onProgress, true)}
              confirmation={{
                title: 'Send this transaction to the bank again?',
                confirmLabel: 'Download again',
                message: (
                  <Text>
                    {`Download an ABA file paying transaction #${payout.number} again, ${formatDollars(payout.net)}? Only if the bank refused the file it was in.`}
                  </Text>
                ),
              }}
            />
          )}
      </Group>
      {hasPermission(user, 'payouts') && payout.status === 'Pending' && payout.sentToBankAt && (
        <Text size="sm" c="dimmed">
          Send it again only if the bank refused the file it was in: otherwise the vendor would be paid twice.
        </Text>
      )}
      <Title order={2} size="h4">
        Sales
      </Title>
      <PayoutSales payout={payout} />
      {payout.adjustments.length > 0 && (
        <>
          <Title order={2} size="h4">
            Refunds after earlier payouts
          </Title>
          <PayoutAdjustments payout={payout} />
        </>
      )}
      {hasPermission(user, 'payouts') && payout.status === 'Pending' && <MarkPaidForm payout={payout} />}
    </Stack>
  );
}
