import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ALERT_MS,
  dollarsToCents,
  formatCents,
  isStaff,
  resendSaleMailSchema,
  SALE_PAYOUT_STATE_LABELS,
  SALE_STATUSES,
  SALES_TEXT,
  type SaleDetailDto,
  type SaleStatus,
  type SaleStatusChangeDto,
  type SaleStatusUpdate,
  saleStatusUpdateSchema,
  TRACKING_CARRIERS,
  type TrackingCarrier,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CustomerDetails } from '../../../components/customer-details.tsx';
import { DateTime } from '../../../components/date-time.tsx';
import { DeliveryAddress } from '../../../components/delivery-address.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { byteStatus, ExportButton } from '../../../components/export-button.tsx';
import { listTableClasses } from '../../../components/list-table.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { alertApiError, alertDangerWithAction, alertSuccess } from '../../../lib/alerts.ts';
import { formatDay, formatDollars } from '../../../lib/dollars.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { memberMayOpen, membersNeed } from '../../../lib/route-access.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { CasesOfSaleSection } from '../../cases/index.ts';
import { ReturnsOfSection } from '../../returns/index.ts';
import { downloadPackingSlip, downloadSaleInvoice, resendVendorEmail, saleQuery, updateSaleStatus } from '../api.ts';
import { AdjustmentNotes } from '../components/adjustment-notes.tsx';
import { MoneyBreakdown } from '../components/money-breakdown.tsx';
import { RefundSaleButton } from '../components/refund-dialog.tsx';
import { RefundHistory } from '../components/refund-history.tsx';

const downloadingStatus = byteStatus('Downloading');

/** On a phone the image goes and the variant moves under the name: Qty and the prices show without scrolling. */
function ItemsTable({ sale }: { sale: SaleDetailDto }) {
  return (
    <Table.ScrollContainer minWidth={560} className={listTableClasses.phoneFit}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">Image</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Variant</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Line total</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Soko&apos;s fee
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.items.map((item) => {
            const fee = sale.fees.find((line) => line.itemId === item._id);
            const feeText = fee ? `${formatDollars(fee.fee)} (${fee.note})` : '—';
            return (
              <Table.Tr key={item._id}>
                <Table.Td visibleFrom="sm">
                  <Thumbnail src={item.image} alt={item.name} size={48} />
                </Table.Td>
                <Table.Td>
                  {item.productId ? (
                    <Anchor component={Link} to={`/product/${item.productId}`} size="sm">
                      {item.name}
                    </Anchor>
                  ) : (
                    <Text size="sm">{item.name}</Text>
                  )}
                  {item.variant && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {item.variant}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    Soko&apos;s fee {feeText}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{item.variant || '—'}</Table.Td>
                <Table.Td ta="right">{item.qty}</Table.Td>
                <Table.Td ta="right">{formatDollars(item.price)}</Table.Td>
                <Table.Td ta="right">{formatCents(dollarsToCents(item.price) * item.qty)}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {feeText}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StatusChange({ change }: { change: SaleStatusChangeDto }) {
  return (
    <>
      {change.from ? (
        <>
          {change.from} <span aria-hidden>→</span>
          <VisuallyHidden>to</VisuallyHidden> {change.to}
        </>
      ) : (
        `Created as ${change.to}`
      )}
    </>
  );
}

function StatusHistory({ history }: { history: SaleStatusChangeDto[] }) {
  if (history.length === 0) return <Text c="dimmed">No changes yet.</Text>;
  const oldestFirst = [...history].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Timeline active={oldestFirst.length - 1} bulletSize={14} lineWidth={2}>
      {oldestFirst.map((change) => (
        <Timeline.Item key={`${change.createdAt}-${change.to}`} title={<StatusChange change={change} />}>
          {change.tracking_number && <Text size="sm">Tracking number: {change.tracking_number}</Text>}
          <Text size="sm" c="dimmed">
            {change.by ? `By ${change.by.name}` : 'By the storefront'}, <DateTime value={change.createdAt} />
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

const isTrackingCarrier = (carrier: string | null): carrier is TrackingCarrier =>
  TRACKING_CARRIERS.some((known) => known === carrier);

/** The tracking number, linked to the carrier's tracking page when the carrier is known. */
function TrackingNumber({ sale }: { sale: SaleDetailDto }) {
  if (!sale.tracking_number) return null;
  if (!sale.trackingUrl) return <Text>Tracking number: {sale.tracking_number}</Text>;
  return (
    <Text>
      Tracking number:{' '}
      <Anchor href={sale.trackingUrl} target="_blank" rel="noopener noreferrer">
        {sale.tracking_number}
        <VisuallyHidden> (track with {sale.carrier}, opens in a new tab)</VisuallyHidden>
      </Anchor>
      {sale.carrier && (
        <Text span c="dimmed" aria-hidden>
          {' '}
          · {sale.carrier}
        </Text>
      )}
    </Text>
  );
}

const validateStatus = schemaResolver(saleStatusUpdateSchema, { sync: true });

/** A status as the end of "The sale is now …": the spec's status names are labels, not words of a sentence. */
const STATUS_IN_A_SENTENCE: Record<SaleStatus, string> = {
  'Not processed': 'not processed',
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancel: 'cancelled',
};

const FINAL_STATUSES: ReadonlySet<SaleStatus> = new Set(['Delivered', 'Cancel']);

/** docs/product.md section 4: the current status and the ones the workflow allows next; Shipped needs a tracking number. */
function StatusForm({ sale }: { sale: SaleDetailDto }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<SaleStatusUpdate>({
    initialValues: {
      status: sale.status,
      tracking_number: sale.tracking_number,
      ...(isTrackingCarrier(sale.carrier) ? { carrier: sale.carrier } : {}),
    },
    validate: validateStatus,
  });
  const save = useMutation({
    mutationFn: (values: SaleStatusUpdate) => updateSaleStatus(sale._id, user._id, values),
    onSuccess: async (updated) => {
      alertSuccess(SALES_TEXT.statusSaved, `The sale is now ${STATUS_IN_A_SENTENCE[updated.status]}.`);
      const salePath = `/sale/${updated._id}`;
      if (pathname !== salePath) await navigate(salePath);
    },
    onError: (error) => alertApiError(error),
  });
  const [confirming, setConfirming] = useState<SaleStatusUpdate | null>(null);
  const offered = new Set([sale.status, ...sale.nextStatuses]);
  // Cancelling refunds the buyer: staff without refunds may move the sale along, not cancel it.
  const options = SALE_STATUSES.filter(
    (status) => offered.has(status) && (status !== 'Cancel' || status === sale.status || mayDo(user, 'refunds')),
  );
  const shipped = form.values.status === 'Shipped';
  const unchanged =
    form.values.status === sale.status &&
    (!shipped ||
      (form.values.tracking_number?.trim() === sale.tracking_number && (form.values.carrier ?? null) === sale.carrier));
  // Delivered and Cancel are final: they are asked about first.
  const submit = (values: SaleStatusUpdate) =>
    FINAL_STATUSES.has(values.status) ? setConfirming(values) : save.mutate(values);
  const order = `order #${sale.order_id.number} (${sale.order_id.customer_name})`;
  // Cancelling refunds what is left of the sale (an earlier partial refund is not paid twice).
  const refundLeft = formatCents(dollarsToCents(sale.refundable.amount) + dollarsToCents(sale.refundable.shipping));

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Select label="Status" data={options} allowDeselect={false} withAsterisk {...form.getInputProps('status')} />
          {shipped && (
            <TextInput
              label="Tracking number"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('tracking_number')}
            />
          )}
          {shipped && (
            <Select
              label="Carrier"
              description="For the buyer's tracking link; left empty, the products' carrier is used"
              placeholder="The products' carrier"
              data={[...TRACKING_CARRIERS]}
              clearable
              clearButtonProps={{ 'aria-label': 'Use the products’ carrier' }}
              value={form.values.carrier ?? null}
              onChange={(value) => form.setFieldValue('carrier', isTrackingCarrier(value) ? value : undefined)}
            />
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={unchanged}>
              Save status
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.status === 'Cancel' ? 'Cancel this sale?' : 'Mark this sale delivered?'}
        confirmLabel={confirming?.status === 'Cancel' ? 'Cancel the sale' : 'Mark delivered'}
        cancelLabel={confirming?.status === 'Cancel' ? 'Keep the sale' : 'Not yet'}
        danger={confirming?.status === 'Cancel'}
        pending={save.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && save.mutate(confirming, { onSettled: () => setConfirming(null) })}
      >
        <Text>
          {confirming?.status === 'Cancel'
            ? `Cancel the sale of ${order}? The buyer is refunded in full (${refundLeft}) and emailed, its items go back into stock, and a cancelled sale can never change again.`
            : `Mark the sale of ${order} delivered? A delivered sale can never change again, and it becomes due for payout.`}
        </Text>
      </ConfirmDialog>
    </>
  );
}

function StatusSection({ sale }: { sale: SaleDetailDto }) {
  if (sale.payout) {
    const { payout } = sale;
    return (
      <Alert
        color="brand"
        variant="outline"
        title={payout.paidAt ? SALE_PAYOUT_STATE_LABELS.paid_out : SALE_PAYOUT_STATE_LABELS.in_payout}
      >
        <Text size="sm">
          {payout.paidAt
            ? `Paid in transaction #${payout.number} on ${formatDay(payout.paidAt)}. `
            : `In transaction #${payout.number}; the bank transfer has not been recorded yet. `}
          {SALES_TEXT.inPayout}.{' '}
          <Anchor component={Link} to={`/transaction/${payout._id}`}>
            See transaction #{payout.number}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (sale.nextStatuses.length === 0) {
    return <Text>This sale is {sale.status}, so its status can no longer change.</Text>;
  }
  // A fresh form for each saved version, so that it starts from what the server now holds.
  return <StatusForm key={sale.updatedAt} sale={sale} />;
}

const NOTE_MAX_LENGTH = resendSaleMailSchema.shape.input.unwrap().maxLength ?? undefined;

/** Staff who change sale status: emails the vendor about this sale again (docs/product.md section 7), with an optional note. */
function ResendVendorEmail({ saleId }: { saleId: string }) {
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => resendVendorEmail(saleId, note),
    onSuccess: () => alertSuccess(SALES_TEXT.emailSent, undefined, ALERT_MS.long),
    onError: () =>
      alertDangerWithAction(
        SALES_TEXT.emailNotSent,
        { label: SALES_TEXT.tryAgain, onClick: () => send.mutate() },
        ALERT_MS.long,
      ),
  });
  return (
    <Stack gap="sm">
      <Textarea
        label="Note for the vendor (optional)"
        autosize
        minRows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group>
        <Button variant="default" loading={send.isPending} onClick={() => send.mutate()}>
          Resend Vendor Email
        </Button>
      </Group>
    </Stack>
  );
}

function SaleDetail({ sale }: { sale: SaleDetailDto }) {
  const user = useSignedInUser();
  const staff = isStaff(user);
  const changesStatus = mayDo(user, 'sales.status');
  // Invoices and adjustment notes are `money` for a team member, as the server keeps them.
  const downloadsInvoices = memberMayOpen(user, membersNeed('money'));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1}>Sale #{sale.order_id.number}</Title>
          <Group gap="sm">
            <SaleStatusBadge status={sale.status} size="lg" />
            <TrackingNumber sale={sale} />
          </Group>
          <Text c="dimmed">
            <DateTime value={sale.createdAt} /> · {sale.vendorId.displayName}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start" w={{ base: '100%', xs: 'auto' }}>
          {/* A cancelled sale has nothing to pack. */}
          {sale.status !== 'Cancel' && (
            <ExportButton
              label="Packing slip"
              disabled={false}
              download={(onProgress) => downloadPackingSlip(sale._id, onProgress)}
              status={downloadingStatus}
              progressLabel="Packing slip download progress"
            />
          )}
          {/* An issued invoice stays a record: a cancelled sale's still downloads, its adjustment note below. */}
          {downloadsInvoices && (
            <ExportButton
              label="Download invoice (PDF)"
              disabled={false}
              download={(onProgress) => downloadSaleInvoice(sale._id, onProgress)}
              status={downloadingStatus}
              progressLabel="Download progress"
            />
          )}
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <DetailSection title="Items">
              <ItemsTable sale={sale} />
            </DetailSection>
            <DetailSection title="Customer details">
              <CustomerDetails customer={sale.order_id} cols={{ base: 1, xs: 2 }}>
                <DetailItem term="Order number">
                  {staff ? (
                    <Anchor component={Link} to={`/order/${sale.order_id._id}`}>
                      #{sale.order_id.number}
                    </Anchor>
                  ) : (
                    `#${sale.order_id.number}`
                  )}
                </DetailItem>
              </CustomerDetails>
            </DetailSection>
            <DetailSection title="Delivery address">
              <DeliveryAddress address={sale.order_id.delivery_address} />
            </DetailSection>
            <ReturnsOfSection of={{ saleId: sale._id }} />
            {mayDo(user, 'cases') && <CasesOfSaleSection saleId={sale._id} />}
            {sale.refunds.length > 0 && (
              <DetailSection title="Refunds">
                <RefundHistory refunds={sale.refunds} />
              </DetailSection>
            )}
            {sale.refunds.length > 0 && (
              <DetailSection title="Adjustment notes">
                <AdjustmentNotes saleId={sale._id} downloads={downloadsInvoices} />
              </DetailSection>
            )}
            <DetailSection title="Status history">
              <StatusHistory history={sale.history} />
            </DetailSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <DetailSection title="Money">
              <Stack gap="sm">
                <MoneyBreakdown sale={sale} />
                {mayDo(user, 'refunds') && sale.refundable.amount + sale.refundable.shipping > 0 && (
                  <Group>
                    <RefundSaleButton sale={sale} />
                  </Group>
                )}
              </Stack>
            </DetailSection>
            {changesStatus && (
              <DetailSection title="Update status">
                <StatusSection sale={sale} />
              </DetailSection>
            )}
            {staff && changesStatus && (
              <DetailSection title="Vendor email">
                <ResendVendorEmail saleId={sale._id} />
              </DetailSection>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** docs/product.md section 2: one sale, with its money, status form and history. */
export function SaleDetailPage() {
  const { id = '' } = useParams();
  const sale = useQuery(saleQuery(id));
  usePageTitle(sale.data ? `Sale #${sale.data.order_id.number}` : 'Sale');
  return (
    <DetailPage
      query={sale}
      back={{ to: '/sale', label: 'Back to sales' }}
      title="Sale"
      loadingLabel="Loading the sale"
      errorTitle="The sale could not be loaded"
    >
      {(sale) => <SaleDetail sale={sale} />}
    </DetailPage>
  );
}
