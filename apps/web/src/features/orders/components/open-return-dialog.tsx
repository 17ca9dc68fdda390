import { Alert, Button, Fieldset, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  type OpenReturnRequest,
  type OrderDto,
  openReturnSchema,
  REFUND_REASON_LABELS,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonNoteFields } from '../../../components/reason-note-fields.tsx';
import { alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { openReturn } from '../api.ts';

type ReturnReason = OpenReturnRequest['reason'];
type OrderLine = OrderDto['products'][number];

interface OpenReturnValues {
  /** Units to return of each delivered line (same order as the lines). */
  qty: number[];
  reason: ReturnReason | null;
  note: string;
}

/** The shared schema's message lists the reasons' codes, which the select shows as words. */
const CHOOSE_REASON = 'Please choose a reason';

const REASON_OPTIONS = RETURN_REASONS.map((reason) => ({ value: reason, label: REFUND_REASON_LABELS[reason] }));

/** Only delivered items can go back: the lines of the vendors whose sale is Delivered. */
export function returnableLines(order: OrderDto): OrderLine[] {
  const delivered = new Set(order.sales.filter((sale) => sale.status === 'Delivered').map((sale) => sale.vendorId._id));
  return order.products.filter((line) => delivered.has(line.vendor._id));
}

function lineLabel(line: OrderLine): string {
  return `${line.name}${line.variant ? ` (${line.variant})` : ''}, ${line.vendor.displayName}`;
}

function toBody(values: OpenReturnValues, lines: OrderLine[], reason: ReturnReason): OpenReturnRequest {
  const note = values.note.trim();
  return {
    items: lines.flatMap((line, index) => {
      const qty = values.qty[index] ?? 0;
      return qty > 0 ? [{ saleItemId: line._id, qty }] : [];
    }),
    reason,
    ...(note === '' ? {} : { note }),
  };
}

/** The shared schema's rules, with the items' message shown above the quantities. */
function validate(values: OpenReturnValues, lines: OrderLine[]): FormErrors {
  const errors: FormErrors = {};
  // Parsed with a stand-in reason, so that the items and note are checked whether or not one is chosen.
  const parsed = openReturnSchema.safeParse(toBody(values, lines, values.reason ?? 'other'));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  if (values.reason === null) errors.reason = CHOOSE_REASON;
  return errors;
}

function serverMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return ['Server Error'];
  return error.errors.map((item) => item.msg);
}

/**
 * Staff open a return on the buyer's behalf (issue 13) for delivered items: units per line, a reason
 * and a note. One Idempotency-Key per opened dialog makes a repeated submission one return.
 */
export function OpenReturnButton({ order }: { order: OrderDto }) {
  const lines = returnableLines(order);
  const [key, setKey] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const initialValues = (): OpenReturnValues => ({ qty: lines.map(() => 0), reason: null, note: '' });
  const form = useForm<OpenReturnValues>({
    initialValues: initialValues(),
    validate: (values) => validate(values, lines),
  });
  const open = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OpenReturnRequest; idempotencyKey: string }) =>
      openReturn(order._id, body, idempotencyKey),
    onSuccess: (returns) => {
      alertSuccess(
        returns.length === 1 ? 'Return opened' : 'Returns opened',
        returns.map((ret) => `Return #${ret.number} for ${ret.vendor.displayName}`).join('; '),
      );
      setKey(null);
    },
    onError: (error) => setServerErrors(serverMessages(error)),
  });

  const start = () => {
    form.setValues(initialValues());
    form.clearErrors();
    setServerErrors([]);
    setKey(newIdempotencyKey());
  };
  const close = () => {
    if (!open.isPending) setKey(null);
  };
  const submit = (values: OpenReturnValues) => {
    setServerErrors([]);
    if (key && values.reason && !open.isPending) {
      open.mutate({ body: toBody(values, lines, values.reason), idempotencyKey: key });
    }
  };

  return (
    <>
      <Button variant="default" onClick={start}>
        Open a return
      </Button>
      <Modal
        opened={key !== null}
        onClose={close}
        title={`Open a return for order #${order.number}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
        size="lg"
      >
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <Text size="sm">
              For {order.customer_name}: each vendor whose items are returned gets a return to approve or reject.
            </Text>
            <Fieldset legend="Units to return" variant="unstyled">
              <Stack gap="xs">
                {form.errors.items && (
                  <Text size="sm" c="var(--mantine-color-error)" role="alert">
                    {form.errors.items}
                  </Text>
                )}
                {lines.map((line, index) => (
                  <NumberInput
                    key={form.key(`qty.${index}`)}
                    label={lineLabel(line)}
                    description={`Bought ${line.qty}`}
                    min={0}
                    max={line.qty}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    maw={320}
                    data-autofocus={index === 0 ? true : undefined}
                    {...form.getInputProps(`qty.${index}`)}
                  />
                ))}
              </Stack>
            </Fieldset>
            <ReasonNoteFields
              form={form}
              reasons={REASON_OPTIONS}
              noteDescription="What the buyer said; the vendor reads it with the return"
              noteMax={RETURN_NOTE_MAX}
            />
            {serverErrors.length > 0 && (
              <Alert color="red" role="alert" title="The return was not opened">
                {serverErrors.map((message) => (
                  <Text key={message} size="sm">
                    {message}
                  </Text>
                ))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={open.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={open.isPending}>
                Open return
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
