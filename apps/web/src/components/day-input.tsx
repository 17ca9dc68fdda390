import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

const TYPED_DAY = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** What a person types, read as Australians write a day (D/M/YYYY), as YYYY-MM-DD; null when no such day. */
export function parseTypedDay(input: string): string | null {
  const match = TYPED_DAY.exec(input);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

type DayInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** YYYY-MM-DD, or '' for none. */
  value?: string;
  defaultValue?: string;
  onChange?: (day: string) => void;
  min?: string;
  max?: string;
};

/**
 * A day, shown and typed as DD/MM/YYYY whatever the browser's language (a native date input follows
 * the browser: MM/DD/YYYY in an American one), with a calendar to pick from. Values are YYYY-MM-DD.
 */
export function DayInput({ value, defaultValue, onChange, min, max, ...props }: DayInputProps) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder="DD/MM/YYYY"
      dateParser={parseTypedDay}
      clearable
      {...(value !== undefined && { value: value || null })}
      {...(defaultValue !== undefined && { defaultValue: defaultValue || null })}
      onChange={(day) => onChange?.(day ?? '')}
      minDate={min || undefined}
      maxDate={max || undefined}
      {...props}
    />
  );
}
