import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Modal,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  dollarsToCents,
  formatCents,
  REFUND_NOTE_MAX,
  REFUND_REASON_LABELS,
  REFUND_TEXT,
  REQUESTED_REFUND_REASONS,
  type RefundRequest,
  refundRequestSchema,
  type SaleDetailDto,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReasonNoteFields } from '../../../components/reason-note-fields.tsx';
import { alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDollars } from '../../../lib/dollars.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { returnsOfQuery } from '../../returns/index.ts';
import { refundSale } from '../api.ts';
import { itemLabel, RefundLineFields, unitsCents, unitsLeft } from './refund-line-fields.tsx';

interface RefundValues {
  /** Items by line and units (their price and each line's GST), or an amount apportioned over the lines. */
  mode: 'items' | 'amount';
  /** Units of each sale item (same order as `sale.items`) to refund by line: 0 when not ticked, '' while typed. */
  lines: (number | string)[];
  /** Dollars as typed: NumberInput gives a number, or '' while empty. */
  amount: number | string;
  shipping: number | string;
  reason: RefundRequest['reason'] | null;
  note: string;
  /** Units of each sale item (same order as `sale.items`) to put back in stock. */
  restock: number[];
}

/** The fields a server message can name; any other message shows above the buttons. */
const FIELDS = ['amount', 'items', 'shipping', 'reason', 'note'];

/** The shared schema's message lists the reasons' codes, which the select shows as words. */
const CHOOSE_REASON = 'Please choose a reason';

const REASON_OPTIONS = REQUESTED_REFUND_REASONS.map((reason) => ({
  value: reason,
  label: REFUND_REASON_LABELS[reason],
}));

function initialValues(sale: SaleDetailDto): RefundValues {
  return {
    mode: sale.refundable.items.some((line) => line.qty > 0) ? 'items' : 'amount',
    lines: sale.items.map(() => 0),
    amount: '',
    shipping: '',
    reason: null,
    note: '',
    restock: sale.items.map(() => 0),
  };
}

/** Units of each item already put back by earlier refunds (a cancelled sale's included). */
function restockedSoFar(sale: SaleDetailDto): Map<string, number> {
  const restocked = new Map<string, number>();
  for (const refund of sale.refunds) {
    for (const line of refund.restock) restocked.set(line.itemId, (restocked.get(line.itemId) ?? 0) + line.qty);
  }
  return restocked;
}

/** The request of the form's values, with the reason once one is chosen. */
function toBody(
  values: RefundValues,
  reason: RefundRequest['reason'],
  sale: SaleDetailDto,
  closeReturnId: string | null,
): RefundRequest {
  const note = values.note.trim();
  const byLine = values.mode === 'items';
  return {
    ...(closeReturnId ? { closeReturnId } : {}),
    ...(byLine
      ? {
          items: sale.items.flatMap((item, index) => {
            const qty = Number(values.lines[index] ?? 0);
            return qty > 0 ? [{ itemId: item._id, qty }] : [];
          }),
        }
      : { amount: values.amount === '' ? 0 : values.amount }),
    shipping: values.shipping === '' ? 0 : values.shipping,
    reason,
    ...(note === '' ? {} : { note }),
    restock: sale.items.flatMap((item, index) => {
      const qty = values.restock[index] ?? 0;
      return qty > 0 ? [{ itemId: item._id, qty }] : [];
    }),
  };
}

/** The cents of one amount field, or null while it is not an amount (the schema says why). */
function amountCents(field: 'amount' | 'shipping', value: number | string): number | null {
  const parsed = refundRequestSchema.shape[field].safeParse(value === '' ? 0 : value);
  return parsed.success ? parsed.data : null;
}

/**
 * The shared schema's rules (format, something to refund, note length), then what only this sale
 * knows: no more than is left to refund and no more units back than are not yet back in stock.
 */
function validate(values: RefundValues, sale: SaleDetailDto, restocked: Map<string, number>): FormErrors {
  const errors: FormErrors = {};
  // Parsed with a stand-in reason: the schema checks the amounts only once every field is valid.
  const parsed = refundRequestSchema.safeParse(toBody(values, values.reason ?? 'other', sale, null));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0]);
      // The lines' ids and units come from the sale and are checked per line below.
      if (path === 'items' && issue.path.length > 1) continue;
      // Nothing to refund is said where the vendor chooses what to refund: the lines or the amount.
      const field = path === 'amount' && values.mode === 'items' ? 'items' : path;
      if (FIELDS.includes(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (values.reason === null) errors.reason = CHOOSE_REASON;
  const itemsLeft = dollarsToCents(sale.refundable.amount);
  const shippingLeft = dollarsToCents(sale.refundable.shipping);
  const items = amountCents('amount', values.amount);
  const shipping = amountCents('shipping', values.shipping);
  if (values.mode === 'amount' && items !== null && items > itemsLeft)
    errors.amount = REFUND_TEXT.itemsTooHigh(itemsLeft);
  const left = unitsLeft(sale);
  sale.items.forEach((item, index) => {
    const units = left[index]?.qty ?? 0;
    const qty = values.lines[index] ?? 0;
    if (values.mode !== 'items') return;
    if (qty === '') errors[`lines.${index}`] = 'Enter the units to refund, or untick the line';
    else if (Number(qty) > units) errors[`lines.${index}`] = REFUND_TEXT.itemsTooMany(item.name, units);
  });
  if (shipping !== null && shipping > shippingLeft) errors.shipping = REFUND_TEXT.shippingTooHigh(shippingLeft);
  sale.items.forEach((item, index) => {
    const left = item.qty - (restocked.get(item._id) ?? 0);
    if ((values.restock[index] ?? 0) > left) errors[`restock.${index}`] = REFUND_TEXT.restockTooMany(item.name, left);
  });
  return errors;
}

/** What a refund request gives back, in cents: items (by line or the amount), shipping and their sum. */
function refundCents(values: RefundValues, sale: SaleDetailDto) {
  const left = unitsLeft(sale);
  const items =
    values.mode === 'items'
      ? values.lines.reduce<number>(
          (sum, qty, index) => sum + unitsCents(left[index] ?? { qty: 0, cents: 0 }, Number(qty)),
          0,
        )
      : (amountCents('amount', values.amount) ?? 0);
  const shipping = amountCents('shipping', values.shipping) ?? 0;
  return { items, shipping, total: items + shipping };
}

/** The server's messages that name no field of the form, or a generic one when no answer came. */
function otherErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return ['Server Error'];
  return error.errors
    .filter((item) => item.param === undefined || !FIELDS.includes(item.param))
    .map((item) => item.msg);
}

/**
 * The vendor (own sale) or staff refund the buyer part or all of a sale: items and shipping apart,
 * a reason, and units to put back in stock. A confirmation names the amount before anything is
 * sent; one Idempotency-Key per opened dialog makes a repeated submission one refund.
 */
export function RefundSaleButton({ sale }: { sale: SaleDetailDto }) {
  const [key, setKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [closeReturnId, setCloseReturnId] = useState<string | null>(null);
  const returns = useQuery({ ...returnsOfQuery({ saleId: sale._id }), enabled: key !== null });
  // A return not yet refunded or rejected: the buyer may still be asked to send its items.
  const openReturns = (returns.data?.items ?? []).filter(
    (ret) => ret.status !== 'refunded' && ret.status !== 'rejected',
  );
  const restocked = restockedSoFar(sale);
  const form = useForm<RefundValues>({
    initialValues: initialValues(sale),
    validate: (values) => validate(values, sale, restocked),
  });
  const refund = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundRequest; idempotencyKey: string }) =>
      refundSale(sale._id, body, idempotencyKey),
    onSuccess: () => {
      const { total } = refundCents(form.getValues(), sale);
      alertSuccess(REFUND_TEXT.recorded, `${formatCents(total)} refunded to ${sale.order_id.customer_name}.`);
      setConfirming(false);
      setKey(null);
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      setServerErrors(otherErrors(error));
      setConfirming(false);
    },
  });

  const open = () => {
    form.setValues(initialValues(sale));
    form.clearErrors();
    setServerErrors([]);
    setCloseReturnId(null);
    setKey(newIdempotencyKey());
  };
  const close = () => {
    if (!refund.isPending) setKey(null);
  };
  const values = form.getValues();
  const cents = refundCents(values, sale);
  const units = (counts: (number | string)[]) =>
    sale.items.flatMap((item, index) => {
      const qty = Number(counts[index] ?? 0);
      return qty > 0 ? [`${qty} × ${itemLabel(item)}`] : [];
    });
  const restocking = units(values.restock);
  const refunding = values.mode === 'items' ? units(values.lines) : [];

  return (
    <>
      <Button variant="outline" color="red.9" onClick={open}>
        Refund
      </Button>
      <Modal
        opened={key !== null && !confirming}
        onClose={close}
        title={`Refund order #${sale.order_id.number}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
        size="lg"
      >
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            setServerErrors([]);
            setConfirming(true);
          })}
        >
          <Stack gap="md">
            <Text size="sm">
              The buyer, {sale.order_id.customer_name}, is emailed the refund. The marketplace fee is recomputed on what
              they keep
              {sale.payout ? '; as this sale is in a payout, the difference is deducted from the next one' : ''}.
            </Text>
            <Radio.Group label="Refund the items" key={form.key('mode')} {...form.getInputProps('mode')}>
              <Group gap="lg" mt={4}>
                <Radio value="items" label="By line and quantity" />
                <Radio value="amount" label="As an amount (goodwill)" />
              </Group>
            </Radio.Group>
            {values.mode === 'items' ? (
              <RefundLineFields
                sale={sale}
                form={form}
                lines={values.lines}
                error={typeof form.errors.items === 'string' ? form.errors.items : undefined}
              />
            ) : (
              <Text size="sm" c="dimmed">
                An amount is spread over the lines by their value, and so is its GST: its adjustment note says
                "apportioned".
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {values.mode === 'amount' && (
                <NumberInput
                  label="Items amount"
                  description={`Up to ${formatDollars(sale.refundable.amount)}`}
                  prefix="$"
                  decimalScale={2}
                  min={0}
                  allowNegative={false}
                  thousandSeparator=","
                  disabled={sale.refundable.amount === 0}
                  data-autofocus
                  key={form.key('amount')}
                  {...form.getInputProps('amount')}
                />
              )}
              <NumberInput
                label="Shipping amount"
                description={`Up to ${formatDollars(sale.refundable.shipping)}`}
                prefix="$"
                decimalScale={2}
                min={0}
                allowNegative={false}
                thousandSeparator=","
                disabled={sale.refundable.shipping === 0}
                key={form.key('shipping')}
                {...form.getInputProps('shipping')}
              />
            </SimpleGrid>
            <ReasonNoteFields
              form={form}
              reasons={REASON_OPTIONS}
              noteDescription="Kept with the refund in the sale's history"
              noteMax={REFUND_NOTE_MAX}
            />
            <Fieldset legend="Put back in stock" variant="unstyled">
              <Stack gap="xs">
                {sale.items.map((item, index) => {
                  const back = restocked.get(item._id) ?? 0;
                  const left = item.qty - back;
                  return (
                    <NumberInput
                      key={form.key(`restock.${index}`)}
                      label={itemLabel(item)}
                      description={
                        back > 0 ? `Bought ${item.qty}, ${back} already back in stock` : `Bought ${item.qty}`
                      }
                      min={0}
                      max={left}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      disabled={left === 0}
                      maw={260}
                      {...form.getInputProps(`restock.${index}`)}
                    />
                  );
                })}
              </Stack>
            </Fieldset>
            {openReturns.map((ret) => (
              <Alert key={ret._id} color="yellow" title={`Return #${ret.number} is open`}>
                <Stack gap="xs">
                  <Text size="sm">
                    The buyer asked to return {ret.items.map((line) => `${line.qty} × ${line.name}`).join(', ')} (
                    {formatDollars(ret.amount)}). Close it with this refund, or it may still ask for the items and
                    refund them again.
                  </Text>
                  <Checkbox
                    label={`Close return #${ret.number} as refunded with this refund`}
                    checked={closeReturnId === ret._id}
                    onChange={(event) => setCloseReturnId(event.currentTarget.checked ? ret._id : null)}
                  />
                </Stack>
              </Alert>
            ))}
            {serverErrors.length > 0 && (
              <Alert color="red" role="alert" title="The refund was not recorded">
                {serverErrors.map((message) => (
                  <Text key={message} size="sm">
                    {message}
                  </Text>
                ))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red.9">
                Refund {cents.total > 0 ? formatCents(cents.total) : ''}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={key !== null && confirming}
        title="Confirm refund"
        confirmLabel={`Refund ${formatCents(cents.total)}`}
        danger
        pending={refund.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          const chosen = form.getValues().reason;
          if (key && chosen && !refund.isPending) {
            refund.mutate({ body: toBody(form.getValues(), chosen, sale, closeReturnId), idempotencyKey: key });
          }
        }}
      >
        <Text>
          Refund {formatCents(cents.total)} to {sale.order_id.customer_name}? This cannot be undone.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Items: {formatCents(cents.items)}
            {values.mode === 'items' ? ` (${refunding.join(', ')})` : ' (apportioned over the lines)'}
          </List.Item>
          <List.Item>Shipping: {formatCents(cents.shipping)}</List.Item>
          <List.Item>Reason: {values.reason ? REFUND_REASON_LABELS[values.reason] : ''}</List.Item>
          <List.Item>Back in stock: {restocking.length > 0 ? restocking.join(', ') : 'nothing'}</List.Item>
          {closeReturnId && (
            <List.Item>
              Closes return #{openReturns.find((ret) => ret._id === closeReturnId)?.number} as refunded
            </List.Item>
          )}
        </List>
      </ConfirmDialog>
    </>
  );
}
