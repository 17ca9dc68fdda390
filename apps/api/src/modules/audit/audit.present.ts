import {
  AUDIT_REMOVED,
  AUDIT_THING_FIELDS,
  AUDIT_USER_FIELD,
  type AuditChange,
  type AuditPerson,
  type AuditThing,
  formatCents,
  MARKETPLACE_TIME_ZONE,
  roleLabel,
  type StaffRole,
} from '@soko/shared';

/** What some entries name by id: people and other things, looked up once for all of them. */
export interface EntryNames {
  people: Map<string, AuditPerson>;
  things: Map<string, AuditThing>;
}

/** The stored row as the presenter needs it. */
export interface PresentedRow {
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Created once: a formatter costs ~90 µs to build. */
const sydneyFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKETPLACE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const sydneyZone = new Intl.DateTimeFormat('en-AU', { timeZone: MARKETPLACE_TIME_ZONE, timeZoneName: 'short' });
/** A day has no time zone: it is written as it is, in words. */
const dayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', dateStyle: 'medium' });

/** An instant in Sydney time, with its zone: "7 Dec 2026, 9:30 pm AEDT". */
export function sydneyTime(instant: Date): string {
  const zone = sydneyZone.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return `${sydneyFormat.format(instant)} ${zone ?? ''}`.trim();
}

/** "refundedShippingCents" -> "Refunded shipping", "saleIds" -> "Sales", "gstRegisteredFrom" -> "GST registered from". */
export function labelOf(field: string): string {
  const words = field
    .replace(/Cents$/, '')
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/\./g, ' ')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word) => (/^gst$/i.test(word) ? 'GST' : word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const personText = (person: AuditPerson) => `${person.name} (${person.email})`;

/** A line of a refund ("2 × Fonio $20.00"), else each field as "Label: value". */
function recordText(record: Record<string, unknown>, names: EntryNames): string {
  if (typeof record.name === 'string' && typeof record.qty === 'number') {
    const amount = typeof record.amountCents === 'number' ? ` ${formatCents(record.amountCents)}` : '';
    return `${record.qty} × ${record.name}${amount}`;
  }
  return Object.entries(record)
    .map(([field, value]) => `${labelOf(field)}: ${valueText(field, value, record, names)}`)
    .join(', ');
}

/** One value of a change as people read it; `side` is the record it is in (a role needs its staff role). */
export function valueText(field: string, value: unknown, side: Record<string, unknown>, names: EntryNames): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.map((item) => valueText(field, item, side, names)).join(isRecord(value[0]) ? '; ' : ', ');
  }
  if (isRecord(value)) return recordText(value, names);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (field.endsWith('Cents')) return formatCents(value);
    if (field === 'role') return roleLabel(value, (side.staffRole as StaffRole | null | undefined) ?? null);
    return String(value);
  }
  if (typeof value !== 'string') return String(value);
  if (AUDIT_USER_FIELD.test(field)) {
    const person = names.people.get(value);
    if (person) return personText(person);
  }
  const thing = names.things.get(value);
  if (thing) return thing.name;
  if (UUID.test(value)) {
    const kind = Object.hasOwn(AUDIT_THING_FIELDS, field) ? AUDIT_THING_FIELDS[field] : undefined;
    return `${AUDIT_REMOVED} ${kind ?? (AUDIT_USER_FIELD.test(field) ? 'account' : 'record')}`;
  }
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return sydneyTime(new Date(value));
  if (DAY.test(value)) return dayFormat.format(new Date(`${value}T00:00:00Z`));
  if (field === 'staffRole') return labelOf(value);
  return value === '' ? 'empty' : value;
}

const sideOf = (value: unknown): Record<string, unknown> =>
  isRecord(value) ? value : value === null || value === undefined ? {} : { value };

/** Each field of the change, before and after, as text. */
export function changesOf(row: PresentedRow, names: EntryNames): AuditChange[] {
  const before = sideOf(row.before);
  const after = sideOf(row.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    field,
    label: labelOf(field),
    before: field in before ? valueText(field, before[field], before, names) : null,
    after: field in after ? valueText(field, after[field], after, names) : null,
  }));
}

/** The change as one line: "Status: approved -> refunded; Amount: $10.00". */
export const changesText = (changes: AuditChange[]) =>
  changes
    .map(({ label, before, after }) =>
      before !== null && after !== null ? `${label}: ${before} -> ${after}` : `${label}: ${after ?? before}`,
    )
    .join('; ');

const cents = (side: Record<string, unknown>, field: string) =>
  typeof side[field] === 'number' ? (side[field] as number) : 0;

/** "3 sessions removed, 1 failed" from a job's counts { sessionsRemoved: 3, failed: 1 }. */
const countsText = (counts: Record<string, unknown>) =>
  Object.entries(counts)
    .map(([field, count]) => `${labelOf(field).toLowerCase()}: ${String(count)}`)
    .join(', ');

/** What happened, as a sentence, with the entry's object by name ("Sale #100231"). */
export function summaryOf(row: PresentedRow, object: string, names: EntryNames): string {
  const before = sideOf(row.before);
  const after = sideOf(row.after);
  if (row.action === 'job.run') {
    const counts = isRecord(after.summary) ? countsText(after.summary) : '';
    const outcome = typeof after.outcome === 'string' ? after.outcome : 'ran';
    return `The job ${row.entityId} was run now and ${outcome}${counts ? ` (${counts})` : ''}.`;
  }
  if (row.action === 'sale.refund') {
    const total = formatCents(cents(after, 'amountCents') + cents(after, 'shippingCents'));
    return `Refunded ${total} of ${object}${after.afterPayout === true ? ', after its payout' : ''}.`;
  }
  if (row.action === 'return.status') {
    return `${object} moved from ${String(before.status)} to ${String(after.status)}.`;
  }
  if (row.action === 'vendor.gst') {
    const registered = after.gstRegistered === true;
    const from = registered ? ` from ${valueText('gstRegisteredFrom', after.gstRegisteredFrom, after, names)}` : '';
    return `${object} is ${registered ? 'registered' : 'not registered'} for GST${from}.`;
  }
  return `${labelOf(row.action)}: ${object}.`;
}
