import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BANK_REFERENCE_MAX,
  type MarkPayoutPaidRequest,
  marketplaceToday,
  markPayoutPaidSchema,
  PAYOUT_TEXT,
  type PayoutDetailDto,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DayInput } from '../../../components/day-input.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDay, formatDollars } from '../../../lib/dollars.ts';
import { markPayoutPaid } from '../api.ts';

/** Staff who make payouts: record the bank transfer of a pending payout (once); the vendor then sees it paid. */
export function MarkPaidForm({ payout }: { payout: PayoutDetailDto }) {
  const today = marketplaceToday();
  const form = useForm<MarkPayoutPaidRequest>({
    initialValues: { bankReference: payout.bankReference, paidAt: today },
    validate: (values) => {
      const result = markPayoutPaidSchema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const save = useMutation({
    mutationFn: (values: MarkPayoutPaidRequest) => markPayoutPaid(payout._id, values),
    onSuccess: (saved) => alertSuccess(PAYOUT_TEXT.markedPaid(saved.number)),
    onError: (error) => alertApiError(error),
  });
  const [confirming, setConfirming] = useState<MarkPayoutPaidRequest | null>(null);

  return (
    <>
      <form onSubmit={form.onSubmit(setConfirming)} noValidate>
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4">
            Mark paid
          </Title>
          <TextInput
            label="Bank reference"
            required
            maxLength={BANK_REFERENCE_MAX}
            {...form.getInputProps('bankReference')}
          />
          <DayInput label="Paid on" required clearable={false} max={today} {...form.getInputProps('paidAt')} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Mark paid
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={`Mark transaction #${payout.number} paid?`}
        confirmLabel="Mark paid"
        pending={save.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && save.mutate(confirming, { onSettled: () => setConfirming(null) })}
      >
        <Text>
          Record that {formatDollars(payout.net)} went to {payout.vendor.displayName} on{' '}
          {confirming ? formatDay(confirming.paidAt) : ''} with bank reference {confirming?.bankReference.trim()}? The
          vendor sees the transaction as paid, and this cannot be changed afterwards.
        </Text>
      </ConfirmDialog>
    </>
  );
}
