import { Text } from '@mantine/core';
import { formatCents } from '@soko/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { gstIncludedNote, signedCents } from '../../../lib/dollars.ts';
import type { PayoutTotals } from '../selection.ts';
import { TotalsList } from './totals-list.tsx';

interface ConfirmPayoutModalProps {
  opened: boolean;
  vendorName: string;
  totals: PayoutTotals;
  bankReference: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before money is committed: how many sales, the refunds deducted, and the gross, fee and net paid. */
export function ConfirmPayoutModal({
  opened,
  vendorName,
  totals,
  bankReference,
  pending,
  onConfirm,
  onClose,
}: ConfirmPayoutModalProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Confirm transaction"
      confirmLabel="Create transaction"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>
        Pay <strong>{vendorName}</strong> for{' '}
        {totals.count === 1 ? '1 delivered sale' : `${totals.count} delivered sales`}?
      </Text>
      <TotalsList
        label="Transaction to create"
        items={[
          { label: 'Sales', value: String(totals.count) },
          { label: 'Gross', value: formatCents(totals.subtotalCents) },
          { label: 'Fee', value: formatCents(totals.feeCents), note: gstIncludedNote(totals.feeGstCents / 100) },
          { label: 'Net to pay', value: signedCents(totals.netCents) },
        ]}
      />
      {totals.carried.count > 0 && (
        <Text size="sm">
          It deducts {totals.carried.count === 1 ? '1 refund' : `${totals.carried.count} refunds`} after earlier
          payouts: {signedCents(totals.carried.netCents)} net.
        </Text>
      )}
      {bankReference !== '' && <Text size="sm">Bank reference: {bankReference}</Text>}
      <Text size="sm" c="dimmed">
        The sales go into this transaction and can no longer change; they count as paid out once you record the bank
        transfer (Mark paid). The vendor is emailed a statement.
      </Text>
    </ConfirmDialog>
  );
}
