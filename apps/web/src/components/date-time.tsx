import { formatDateTime } from '../lib/format.ts';

/**
 * A moment as details and timelines show it ("7 Dec 2026, 5:30 pm AEDT"), machine-readable, and never
 * broken over two lines: on a phone a date split after its month reads as two things.
 */
export function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value)}
    </time>
  );
}
