import { Anchor, EmptyState, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_TEXT, AUDIT_PAGE_SIZE, type AuditEntryDto, type AuditPerson, type AuditThing } from '@soko/shared';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { ExportButton, type ExportStatus } from '../../../components/export-button.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { dateTimeFormat } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type AuditFilters, auditFacetsQuery, auditListQuery, type ExportProgress, exportAudit } from '../api.ts';

const dateTime = dateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where an audited object is seen in the app, when it has a page of its own. */
const OBJECT_PATHS: Record<string, (id: string) => string> = {
  sale: (id) => `/sale/${id}`,
  payout: (id) => `/transaction/${id}`,
  product: (id) => `/product/${id}`,
  return: (id) => `/returns/${id}`,
};

/** A user's or vendor's row in their list, found by their email (unique). */
function personPath(person: Pick<AuditPerson, 'email' | 'vendor'>): string {
  return `${person.vendor ? '/vendors' : '/users'}?q=${encodeURIComponent(person.email)}`;
}

function PersonLink({
  person,
  size = 'xs',
}: {
  person: Pick<AuditPerson, 'name' | 'email' | 'vendor'>;
  size?: string;
}) {
  return (
    <Anchor component={Link} to={personPath(person)} size={size} title={person.email}>
      {person.name}
    </Anchor>
  );
}

/** Lists longer than this are summarised ("52 sales") with the whole list behind a toggle. */
const LIST_SHOWN = 3;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/** What an entry names by id: people (linked) and other things, by what people read. */
interface EntryNames {
  people: Map<string, AuditPerson>;
  things: Map<string, AuditThing>;
}

/** An id shown as the thing it names ("Sale #100231"), any other value as it is. */
const namedText = (value: unknown, things: EntryNames['things']) =>
  typeof value === 'string' ? (things.get(value)?.name ?? valueText(value)) : valueText(value);

/** One side of a change: a short list in full, a long one as its count with the list behind a toggle. */
function SideValue({ field, value, names }: { field: string; value: unknown; names: EntryNames }) {
  const person = typeof value === 'string' ? names.people.get(value) : undefined;
  if (person) return <PersonLink person={person} />;
  if (Array.isArray(value) && value.length > LIST_SHOWN) {
    // "saleIds" -> "52 sales": the field names what the list holds.
    const noun = field
      .replace(/Ids?$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return (
      <details style={{ display: 'inline' }}>
        <summary style={{ cursor: 'pointer', display: 'inline' }}>
          {value.length} {noun.endsWith('s') ? noun : `${noun}s`}
        </summary>
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {value.map((item) => namedText(item, names.things)).join(', ')}
        </Text>
      </details>
    );
  }
  const text = Array.isArray(value)
    ? value.some((item) => typeof item === 'string' && names.things.has(item))
      ? value.map((item) => namedText(item, names.things)).join(', ')
      : valueText(value)
    : namedText(value, names.things);
  return <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;
}

/** The change as one line per field: "field: before -> after" (or just the value where one side is empty). */
function Changes({ before, after, names }: { before: unknown; after: unknown; names: EntryNames }) {
  const from = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const to = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  if (fields.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No details
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {fields.map((field) => (
        <Text key={field} size="xs">
          <Text span size="xs" fw={600}>
            {field}:
          </Text>{' '}
          {field in from && <SideValue field={field} value={from[field]} names={names} />}
          {field in from && field in to && ' -> '}
          {field in to && <SideValue field={field} value={to[field]} names={names} />}
        </Text>
      ))}
    </Stack>
  );
}

function EntryRow({ entry }: { entry: AuditEntryDto }) {
  const path = OBJECT_PATHS[entry.entityType]?.(entry.entityId);
  const people = new Map(entry.people.map((person) => [person._id, person]));
  const things = new Map(entry.things.map((thing) => [thing._id, thing]));
  const objectPerson = people.get(entry.entityId);
  const objectThing = things.get(entry.entityId);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="xs">{dateTime.format(new Date(entry.createdAt))}</Text>
      </Table.Td>
      <Table.Td>
        {entry.actor ? (
          <PersonLink person={{ ...entry.actor, vendor: false }} size="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            Removed account
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace">
          {entry.action}
        </Text>
      </Table.Td>
      <Table.Td>
        {objectPerson ? (
          <>
            <Text size="xs" c="dimmed">
              {objectPerson.vendor ? 'vendor' : entry.entityType}
            </Text>
            <PersonLink person={objectPerson} size="sm" />
          </>
        ) : path ? (
          <>
            {objectThing && (
              <Text size="xs" c="dimmed">
                {entry.entityType}
              </Text>
            )}
            <Anchor component={Link} to={path} size="sm">
              {objectThing?.name ?? entry.entityType}
            </Anchor>
          </>
        ) : objectThing ? (
          <>
            <Text size="xs" c="dimmed">
              {entry.entityType}
            </Text>
            <Text size="sm">{objectThing.name}</Text>
          </>
        ) : (
          <>
            <Text size="sm">{entry.entityType}</Text>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {entry.entityId}
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td>
        <Changes before={entry.before} after={entry.after} names={{ people, things }} />
      </Table.Td>
    </Table.Tr>
  );
}

function exportStatus(progress: ExportProgress | null): ExportStatus {
  if (!progress) return { percent: 0, text: 'Preparing the export…' };
  const { rows, total } = progress;
  return { percent: total > 0 ? Math.min(100, (rows / total) * 100) : 0, text: `${rows} of ${total} entries` };
}

/** Every admin action: who did what, when, with the values before and after; filterable and exportable. */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const { position, getParam, setParam, firstPage, pagination } = useListSearch();
  const filters: AuditFilters = {
    actor: getParam('actor') ?? '',
    action: getParam('action') ?? '',
    from: dayParam(getParam('from')),
    to: dayParam(getParam('to')),
  };
  const list = useQuery(auditListQuery(filters, position));
  const facets = useQuery(auditFacetsQuery());
  const total = list.data?.total ?? 0;
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Audit log</Title>
        <Text c="dimmed">
          Every action taken by staff: approvals, activations, verification decisions, payouts, status changes,
          deletions and settings.
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <Select
          label="Who"
          placeholder="Anyone"
          data={(facets.data?.actors ?? []).map((actor) => ({
            value: actor._id,
            label: `${actor.name} (${actor.email})`,
          }))}
          value={filters.actor || null}
          onChange={(value) => setParam('actor', value)}
          clearable
          searchable
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={facets.data?.actions ?? []}
          value={filters.action || null}
          onChange={(value) => setParam('action', value)}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
        />
        <DateRangeInputs from={filters.from} to={filters.to} onChange={setParam} />
        <ExportButton
          label="Export CSV"
          disabled={total === 0}
          download={(onProgress) => exportAudit(filters, onProgress)}
          status={exportStatus}
          progressLabel="Export progress"
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <ListQueryState
        query={list}
        loadingLabel="Loading the audit log"
        errorTitle="The audit log could not be loaded"
        onFirstPage={firstPage}
      />
      {list.data && total === 0 && (
        <EmptyState
          icon={<IconHistory aria-hidden />}
          title={filtered ? 'No entries match these filters' : ADMIN_TEXT.noAuditEntries}
        />
      )}
      {list.data && total > 0 && (
        <ListTable
          minWidth={760}
          scrollLabel="Audit log entries"
          caption={countOf(total, 'entry', 'entries', list.data.totalCapped)}
          highlightOnHover={false}
          head={
            <>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">Action</Table.Th>
              <Table.Th scope="col">Object</Table.Th>
              <Table.Th scope="col">Change</Table.Th>
            </>
          }
          pagination={pagination(list.data, AUDIT_PAGE_SIZE)}
        >
          {list.data.items.map((entry) => (
            <EntryRow key={entry._id} entry={entry} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
