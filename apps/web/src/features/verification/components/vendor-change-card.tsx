import { Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import {
  REVIEWED_VENDOR_FIELDS,
  reviewedFieldsInWords,
  type VerificationQueueItem,
  vendorChangeDecisionSchema,
} from '@soko/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateTime } from '../../../components/date-time.tsx';
import { PendingChangeTable } from '../../../components/pending-change-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { fullName } from '../../../lib/format.ts';
import { decideVendorChangeRequest } from '../api.ts';
import { verificationKeys } from '../keys.ts';
import { DecisionButtons } from './decision-buttons.tsx';

interface VendorChangeCardProps {
  adminId: string;
  item: VerificationQueueItem;
}

/** One vendor's change of details in the queue: before and after, with staff's decision. */
export function VendorChangeCard({ adminId, item }: VendorChangeCardProps) {
  const queryClient = useQueryClient();
  const [approveOpened, approveDialog] = useDisclosure(false);
  const [rejectOpened, rejectDialog] = useDisclosure(false);
  const rejectForm = useForm({
    initialValues: { approved: false, reason: '' },
    validate: schemaResolver(vendorChangeDecisionSchema, { sync: true }),
  });
  const decide = useMutation({
    mutationFn: (decision: { approved: boolean; reason?: string }) =>
      decideVendorChangeRequest(adminId, item._id, decision),
    onSuccess: async ({ msg }) => {
      rejectDialog.close();
      approveDialog.close();
      alertSuccess(msg);
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
    onError: (error) => alertApiError(error),
  });
  const change = item.pendingChange;
  if (!change) return null;
  const fields = REVIEWED_VENDOR_FIELDS.filter((field) => change.after[field] !== undefined);
  const vendorName = `${fullName(item)} (${item.displayName})`;
  const titleId = `change-${item._id}`;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title id={titleId} order={2} fz="lg">
            {vendorName}
          </Title>
          <Text size="sm" c="dimmed">
            {item.email} · asked on <DateTime value={change.requestedAt} />
          </Text>
        </div>
        <PendingChangeTable change={change} caption={`Change of ${reviewedFieldsInWords(fields)}`} />
        <DecisionButtons
          onReject={rejectDialog.open}
          onApprove={approveDialog.open}
          disabled={decide.isPending}
          justify="flex-end"
        />
      </Stack>

      <ConfirmDialog
        opened={approveOpened}
        title="Approve this change of details?"
        confirmLabel="Approve"
        pending={decide.isPending}
        onClose={approveDialog.close}
        onConfirm={() => decide.mutate({ approved: true })}
      >
        <Text>
          The new {reviewedFieldsInWords(fields)} of {vendorName} come into force at once: invoices, payout statements
          and the store use them from now on. The vendor is told by email.
        </Text>
      </ConfirmDialog>

      <ReasonDialog
        opened={rejectOpened}
        onClose={rejectDialog.close}
        title="Reject this change of details?"
        onSubmit={rejectForm.onSubmit(({ reason }) => decide.mutate({ approved: false, reason }))}
        form={rejectForm}
        description="Say what is wrong, so the vendor can ask again with the right details."
        submitLabel="Reject"
        pending={decide.isPending}
      >
        <Text size="sm">
          {vendorName} keeps the details in force. The vendor receives the reason by email and on their profile.
        </Text>
      </ReasonDialog>
    </Paper>
  );
}
