import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { type PayoutScheduleDto, type VendorPayoutScheduleInput, WEEKDAY_NAMES } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';

/** The intervals a form offers: the marketplace's three, and for a vendor also by hand or the marketplace's. */
export type IntervalChoice = VendorPayoutScheduleInput['interval'];

export interface ScheduleValues {
  interval: IntervalChoice;
  weekday: string;
  dayOfMonth: string;
  minimum: string;
  holdDays: string;
}

const INTERVAL_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  manual: 'By hand (no schedule)',
  marketplace: "The marketplace's schedule",
};

export function scheduleValuesOf(schedule: PayoutScheduleDto | null, fallback: IntervalChoice): ScheduleValues {
  return {
    interval: schedule?.interval ?? fallback,
    weekday: schedule?.weekday ? String(schedule.weekday) : '1',
    dayOfMonth: schedule?.dayOfMonth ? String(schedule.dayOfMonth) : '1',
    minimum: schedule ? schedule.minimum.toFixed(2) : '0.00',
    holdDays: schedule ? String(schedule.holdDays) : '0',
  };
}

/** The body the API takes: the weekday or the day of the month the interval needs. */
export const scheduleBodyOf = (values: ScheduleValues) => ({
  interval: values.interval,
  weekday: values.interval === 'weekly' || values.interval === 'fortnightly' ? values.weekday : null,
  dayOfMonth: values.interval === 'monthly' ? values.dayOfMonth : null,
  minimum: values.minimum,
  holdDays: values.holdDays,
});

interface ScheduleFormProps {
  intervals: IntervalChoice[];
  initial: ScheduleValues;
  save: (values: ScheduleValues) => Promise<{ msg: string }>;
  readOnly: boolean;
  submitLabel: string;
}

/** A payout schedule: how often, on which day, the minimum, and the days a delivered sale is held. */
export function ScheduleForm({ intervals, initial, save, readOnly, submitLabel }: ScheduleFormProps) {
  const form = useForm<ScheduleValues>({ mode: 'controlled', initialValues: initial });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => alertSuccess(saved.msg),
    onError: (error) => {
      if (error instanceof ApiError) {
        const errors: FormErrors = {};
        for (const { msg, param } of error.errors) errors[param ?? 'interval'] ??= msg;
        form.setErrors(errors);
      }
      alertApiError(error);
    },
  });
  const { interval } = form.values;
  const scheduled = interval !== 'manual' && interval !== 'marketplace';
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="How often"
            allowDeselect={false}
            disabled={readOnly}
            data={intervals.map((value) => ({ value, label: INTERVAL_LABELS[value] ?? value }))}
            {...form.getInputProps('interval')}
          />
          {(interval === 'weekly' || interval === 'fortnightly') && (
            <Select
              label="Weekday"
              allowDeselect={false}
              disabled={readOnly}
              data={WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))}
              {...form.getInputProps('weekday')}
            />
          )}
          {interval === 'monthly' && (
            <TextInput
              label="Day of the month"
              description="1 to 28"
              inputMode="numeric"
              disabled={readOnly}
              {...form.getInputProps('dayOfMonth')}
            />
          )}
          {scheduled && (
            <>
              <TextInput
                label="Minimum payout ($)"
                description="A smaller balance carries to the next payout"
                inputMode="decimal"
                disabled={readOnly}
                {...form.getInputProps('minimum')}
              />
              <TextInput
                label="Days after delivery"
                description="Before a delivered sale can be paid"
                inputMode="numeric"
                disabled={readOnly}
                {...form.getInputProps('holdDays')}
              />
            </>
          )}
        </SimpleGrid>
        {!readOnly && (
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
