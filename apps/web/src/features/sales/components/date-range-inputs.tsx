import { TextInput } from '@mantine/core';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the address (YYYY-MM-DD), or '' when it is absent or not a day. */
export function dayParam(value: string | null): string {
  return value !== null && ISO_DAY.test(value) ? value : '';
}

interface DateRangeInputsProps {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
}

/** Inclusive From and To days of a list filter, with the browser's own date pickers. */
export function DateRangeInputs({ from, to, onChange }: DateRangeInputsProps) {
  return (
    <>
      <TextInput
        type="date"
        label="From"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="To"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.currentTarget.value)}
      />
    </>
  );
}
