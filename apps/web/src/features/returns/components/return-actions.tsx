import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  nextReturnStatuses,
  RETURN_NOTE_MAX,
  RETURN_STATUS_LABELS,
  RETURN_TEXT,
  type ReturnDto,
  type UpdateReturnRequest,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDollars } from '../../../lib/dollars.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { updateReturn } from '../api.ts';
import { returnedItemText } from './returned-items.ts';

/** The server's messages that are not about the reason, or a generic one when no answer came. */
function otherErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return ['Server Error'];
  return error.errors.filter((item) => item.param !== 'reason').map((item) => item.msg);
}

function useUpdateReturn(ret: ReturnDto) {
  return useMutation({
    mutationFn: (body: UpdateReturnRequest) => updateReturn(ret._id, body),
    onSuccess: (updated) => alertSuccess(RETURN_TEXT.updated(updated.number, updated.status)),
  });
}

/** Rejecting needs a reason, which the buyer is emailed; the dialog asks for it. */
function RejectButton({ ret }: { ret: ReturnDto }) {
  const [opened, setOpened] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? RETURN_TEXT.rejectionReasonRequired : null) },
  });
  const reject = useUpdateReturn(ret);
  const open = () => {
    form.reset();
    setServerErrors([]);
    setOpened(true);
  };
  const close = () => {
    if (!reject.isPending) setOpened(false);
  };
  const submit = ({ reason }: { reason: string }) => {
    setServerErrors([]);
    reject.mutate(
      { status: 'rejected', reason: reason.trim() },
      {
        onSuccess: () => setOpened(false),
        onError: (error) => {
          form.setErrors(serverFieldErrors(error, ['reason']));
          setServerErrors(otherErrors(error));
        },
      },
    );
  };
  return (
    <>
      <Button variant="outline" color="red.9" onClick={open}>
        Reject
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Reject return #${ret.number}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <Text size="sm">
              {ret.order.customer_name} is emailed that the return was not accepted, with this reason. A rejected return
              cannot change again.
            </Text>
            <Textarea
              label="Reason for the buyer"
              required
              autosize
              minRows={3}
              maxLength={RETURN_NOTE_MAX}
              data-autofocus
              key={form.key('reason')}
              {...form.getInputProps('reason')}
            />
            {serverErrors.length > 0 && (
              <Alert color="red" role="alert" title="The return was not rejected">
                {serverErrors.map((message) => (
                  <Text key={message} size="sm">
                    {message}
                  </Text>
                ))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={reject.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={reject.isPending}>
                Reject return
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * Refunding gives the buyer back the items' price: asked about first. Once the items are received
 * they go back in stock; before, the refund lets the buyer keep them (common for low-value goods),
 * and the buyer is never asked to send them back.
 */
function RefundButton({ ret }: { ret: ReturnDto }) {
  const [confirming, setConfirming] = useState(false);
  const refund = useUpdateReturn(ret);
  const amount = formatDollars(ret.amount);
  const keepItem = ret.status !== 'received';
  return (
    <>
      <Button color="red.9" variant={keepItem ? 'outline' : 'filled'} onClick={() => setConfirming(true)}>
        {keepItem ? 'Refund, buyer keeps the items' : 'Refund'}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={keepItem ? `Refund return #${ret.number} without the items back?` : `Refund return #${ret.number}?`}
        confirmLabel={`Refund ${amount}`}
        danger
        pending={refund.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          refund.mutate(
            { status: 'refunded', keepItem },
            { onError: (error) => alertApiError(error), onSettled: () => setConfirming(false) },
          )
        }
      >
        <Text>
          {keepItem
            ? `Refund ${amount} to ${ret.order.customer_name} and let them keep ${ret.items.map(returnedItemText).join(', ')}? They are not asked to send anything back and nothing goes back in stock. The buyer is emailed, and this cannot be undone.`
            : `Refund ${amount} to ${ret.order.customer_name}? These items go back in stock: ${ret.items.map(returnedItemText).join(', ')}. The buyer is emailed, and this cannot be undone.`}
        </Text>
      </ConfirmDialog>
    </>
  );
}

/** A step that needs no more than a click: approving (the buyer is emailed) or receiving the goods. */
function StepButton({ ret, status, label }: { ret: ReturnDto; status: 'approved' | 'received'; label: string }) {
  const step = useUpdateReturn(ret);
  return (
    <Button
      loading={step.isPending}
      onClick={() => step.mutate({ status }, { onError: (error) => alertApiError(error) })}
    >
      {label}
    </Button>
  );
}

/** The buttons of the steps the server says the caller may take now (`nextStatuses`). */
export function ReturnActions({ ret }: { ret: ReturnDto }) {
  // Support staff work on returns but do not refund: the refund step is finance's.
  const refunds = mayDo(useSignedInUser(), 'refunds');
  const next = new Set(ret.nextStatuses.filter((status) => refunds || status !== 'refunded'));
  if (next.size === 0) {
    return nextReturnStatuses(ret.status).length === 0 ? (
      <Text>This return is {RETURN_STATUS_LABELS[ret.status].toLowerCase()}, so it can no longer change.</Text>
    ) : (
      <Text>There is no step for you to take on this return now.</Text>
    );
  }
  return (
    <Group gap="sm">
      {next.has('approved') && <StepButton ret={ret} status="approved" label="Approve" />}
      {next.has('rejected') && <RejectButton ret={ret} />}
      {next.has('received') && <StepButton ret={ret} status="received" label="Mark received" />}
      {next.has('refunded') && <RefundButton ret={ret} />}
    </Group>
  );
}
