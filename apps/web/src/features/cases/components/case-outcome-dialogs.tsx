import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CASE_DECISION_LABELS,
  CASE_DECISIONS,
  CASE_NOTE_MAX,
  CASE_RESOLUTION_LABELS,
  CASE_RESOLUTIONS,
  CASE_TEXT,
  type CaseDecision,
  type CaseDetailDto,
  type CaseResolution,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDollars } from '../../../lib/dollars.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { decideCase, resolveCase } from '../api.ts';

const FIELDS = ['outcome', 'amount', 'note', 'reason'] as const;

function otherErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.errors.length === 0) return ['Server Error'];
  return error.errors.filter((item) => !FIELDS.some((field) => field === item.param)).map((item) => item.msg);
}

interface OutcomeValues {
  outcome: string;
  amount: string;
  includePostage: boolean;
  text: string;
}

/** The refund's fields: the items' amount (all that is left by default) and the postage, by the rule. */
function RefundFields({ kase, form }: { kase: CaseDetailDto; form: OutcomeForm }) {
  const { refundable } = kase;
  return (
    <Stack gap="xs">
      <TextInput
        label="Refund for the items ($)"
        description={`Up to ${formatDollars(refundable.amount)}`}
        inputMode="decimal"
        key={form.key('amount')}
        {...form.getInputProps('amount')}
      />
      <Checkbox
        label={`Refund the postage too (${formatDollars(refundable.shipping)})`}
        description={
          refundable.postageByDefault
            ? 'Damaged, faulty or not as described: the Australian Consumer Law treats it as a major failure, so the postage is refunded unless you untick this.'
            : undefined
        }
        key={form.key('includePostage')}
        {...form.getInputProps('includePostage', { type: 'checkbox' })}
      />
    </Stack>
  );
}

function ErrorsAlert({ title, errors }: { title: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {errors.map((message) => (
        <Text key={message} size="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}

type OutcomeForm = ReturnType<typeof useOutcomeForm>;

function useOutcomeForm(kase: CaseDetailDto, textRequired: (values: OutcomeValues) => string | null) {
  return useForm<OutcomeValues>({
    initialValues: {
      outcome: '',
      amount: kase.refundable.amount.toFixed(2),
      includePostage: kase.refundable.postageByDefault,
      text: '',
    },
    validate: {
      outcome: (value) => (value === '' ? 'Please choose an outcome' : null),
      text: (_value, values) => textRequired(values),
    },
  });
}

/** The vendor resolves an open or answered case: refund, return, replacement or a rejection with its reason. */
export function ResolveCaseButton({ kase }: { kase: CaseDetailDto }) {
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const form = useOutcomeForm(kase, (values) =>
    values.outcome === 'rejected' && values.text.trim() === '' ? CASE_TEXT.rejectionNoteRequired : null,
  );
  const resolve = useMutation({
    mutationFn: (values: OutcomeValues) =>
      resolveCase(kase.id, {
        outcome: values.outcome as CaseResolution,
        note: values.text.trim(),
        ...(values.outcome === 'refund' ? { amount: values.amount, includePostage: values.includePostage } : {}),
      }),
    onSuccess: () => {
      setOpened(false);
      alertSuccess(CASE_TEXT.resolved(kase.number));
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, FIELDS);
      form.setErrors({ ...fields, ...(fields.note ? { text: fields.note } : {}) });
      setErrors(otherErrors(error));
    },
  });
  const open = () => {
    form.reset();
    setErrors([]);
    setOpened(true);
  };
  const close = () => {
    if (!resolve.isPending) setOpened(false);
  };
  const outcome = form.getValues().outcome;
  return (
    <>
      <Button onClick={open}>Resolve</Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Resolve case #${kase.number}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <form noValidate onSubmit={form.onSubmit((values) => resolve.mutate(values))}>
          <Stack gap="md">
            <Radio.Group label="Outcome" required key={form.key('outcome')} {...form.getInputProps('outcome')}>
              <Stack gap={6} mt={4}>
                {CASE_RESOLUTIONS.map((value) => (
                  <Radio key={value} value={value} label={CASE_RESOLUTION_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
            {outcome === 'refund' && <RefundFields kase={kase} form={form} />}
            {outcome === 'return' && (
              <Text size="sm">
                An approved return of the sale's items opens, and the buyer is asked to send them back.
              </Text>
            )}
            <Textarea
              label={outcome === 'rejected' ? 'Why you reject it (the buyer reads this)' : 'Note to the buyer'}
              required={outcome === 'rejected'}
              autosize
              minRows={2}
              maxLength={CASE_NOTE_MAX}
              key={form.key('text')}
              {...form.getInputProps('text')}
            />
            <ErrorsAlert title="The case was not resolved" errors={errors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={resolve.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={resolve.isPending}>
                Resolve case
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** Staff decide an escalated case: a refund (a defect for the vendor) or no action, with the reason. */
export function DecideCaseButton({ kase }: { kase: CaseDetailDto }) {
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const form = useOutcomeForm(kase, (values) => (values.text.trim() === '' ? CASE_TEXT.decisionReasonRequired : null));
  const decide = useMutation({
    mutationFn: (values: OutcomeValues) =>
      decideCase(kase.id, {
        outcome: values.outcome as CaseDecision,
        reason: values.text.trim(),
        ...(values.outcome === 'refund' ? { amount: values.amount, includePostage: values.includePostage } : {}),
      }),
    onSuccess: () => {
      setOpened(false);
      alertSuccess(CASE_TEXT.decided(kase.number));
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, FIELDS);
      form.setErrors({ ...fields, ...(fields.reason ? { text: fields.reason } : {}) });
      setErrors(otherErrors(error));
    },
  });
  const open = () => {
    form.reset();
    setErrors([]);
    setOpened(true);
  };
  const close = () => {
    if (!decide.isPending) setOpened(false);
  };
  const outcome = form.getValues().outcome;
  return (
    <>
      <Button color="red.9" onClick={open}>
        Decide
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Decide case #${kase.number}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <form noValidate onSubmit={form.onSubmit((values) => decide.mutate(values))}>
          <Stack gap="md">
            <Radio.Group label="Decision" required key={form.key('outcome')} {...form.getInputProps('outcome')}>
              <Stack gap={6} mt={4}>
                {CASE_DECISIONS.map((value) => (
                  <Radio key={value} value={value} label={CASE_DECISION_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
            {outcome === 'refund' && (
              <>
                <RefundFields kase={kase} form={form} />
                <Text size="sm">
                  The refund goes through the sale and counts as a defect in {kase.vendor.displayName}'s service
                  standards.
                </Text>
              </>
            )}
            <Textarea
              label="Reason (the vendor and the buyer read this)"
              required
              autosize
              minRows={2}
              maxLength={CASE_NOTE_MAX}
              key={form.key('text')}
              {...form.getInputProps('text')}
            />
            <ErrorsAlert title="The case was not decided" errors={errors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={decide.isPending}>
                Decide case
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
