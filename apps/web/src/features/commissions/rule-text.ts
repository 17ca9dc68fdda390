import { formatCents } from '@soko/shared';
import { formatDateTime } from '../../lib/format.ts';

interface Terms {
  percent: number;
  fixed: number;
  min?: number | null;
  max?: number | null;
}

const dollars = (amount: number) => formatCents(Math.round(amount * 100));

/** "1.25 % + $0.10 a line, at least $0.50, at most $20.00". */
export function describeTerms({ percent, fixed, min = null, max = null }: Terms, fixedPer = 'a line'): string {
  const parts = [`${percent} %${fixed > 0 ? ` + ${dollars(fixed)} ${fixedPer}` : ''}`];
  if (min !== null) parts.push(`at least ${dollars(min)}`);
  if (max !== null) parts.push(`at most ${dollars(max)}`);
  return parts.join(', ');
}

/** "Always", "From 1 Jan 2027, 12:00 am", "Until …", or "1 Jan 2027 – 1 Feb 2027". */
export function describePeriod(startsAt: string | null, endsAt: string | null): string {
  const from = startsAt ? formatDateTime(startsAt) : null;
  const to = endsAt ? formatDateTime(endsAt) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}
