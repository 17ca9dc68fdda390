import { DayInput } from './day-input.tsx';

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

/** Inclusive From and To days of a list filter, typed or picked as DD/MM/YYYY. */
export function DateRangeInputs({ from, to, onChange }: DateRangeInputsProps) {
  return (
    <>
      <DayInput label="From" value={from} max={to} onChange={(day) => onChange('from', day)} />
      <DayInput label="To" value={to} min={from} onChange={(day) => onChange('to', day)} />
    </>
  );
}
