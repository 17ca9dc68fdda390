import { Anchor, EmptyState, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_TEXT, AUDIT_PAGE_SIZE, type AuditEntryDto, type AuditPerson } from '@soko/shared';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { ExportButton, type ExportStatus } from '../../../components/export-button.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { formatRecordTime } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type AuditFilters, auditFacetsQuery, auditListQuery, type ExportProgress, exportAudit } from '../api.ts';

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

const lengthOf = (side: unknown, field: string) => {
  const value = isRecord(side) ? side[field] : undefined;
  return Array.isArray(value) ? value.length : 0;
};

/** One side of a change as the server words it; a long list as its count with the list behind a toggle. */
function SideValue({ text, count, label }: { text: string; count: number; label: string }) {
  if (count <= LIST_SHOWN) return <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;
  return (
    <details style={{ display: 'inline' }}>
      <summary style={{ cursor: 'pointer', display: 'inline' }}>
        {count} {label.toLowerCase()}
      </summary>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </details>
  );
}

/** What happened as a sentence, then one line per field: "Label: before -> after" (or the one side there is). */
function Changes({ entry }: { entry: AuditEntryDto }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600}>
        {entry.summary}
      </Text>
      {entry.changes.map((change) => (
        <Text key={change.field} size="xs">
          <Text span size="xs" fw={600}>
            {change.label}:
          </Text>{' '}
          {change.before !== null && (
            <SideValue text={change.before} count={lengthOf(entry.before, change.field)} label={change.label} />
          )}
          {change.before !== null && change.after !== null && ' -> '}
          {change.after !== null && (
            <SideValue text={change.after} count={lengthOf(entry.after, change.field)} label={change.label} />
          )}
        </Text>
      ))}
    </Stack>
  );
}

function Actor({ entry }: { entry: AuditEntryDto }) {
  return entry.actor ? (
    <PersonLink person={{ ...entry.actor, vendor: false }} size="sm" />
  ) : (
    <Text size="sm" c="dimmed">
      Removed account
    </Text>
  );
}

function EntryRow({ entry }: { entry: AuditEntryDto }) {
  const path = OBJECT_PATHS[entry.entityType]?.(entry.entityId);
  const objectPerson = entry.people.find((person) => person._id === entry.entityId);
  const objectThing = entry.things.find((thing) => thing._id === entry.entityId);
  const when = formatRecordTime(entry.createdAt);
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        <Text size="xs">{when}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Actor entry={entry} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {/* A phone keeps Action, Object and Change on screen: when and who go above the action. */}
        <Stack gap={0} hiddenFrom="sm" mb={4}>
          <Text size="xs">{when}</Text>
          <Actor entry={entry} />
        </Stack>
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {entry.action}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
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
            <Text size="xs" c="dimmed">
              {entry.entityType}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.entityName}
            </Text>
          </>
        )}
      </Table.Td>
      {/* An email address or a long name breaks on a phone rather than widen the table. */}
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Changes entry={entry} />
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
          Every action taken by staff, and every change of money or tax whoever made it (refunds, return decisions, GST
          registration): approvals, activations, verification decisions, payouts, status changes, deletions and
          settings.
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
              <Table.Th scope="col" visibleFrom="sm">
                When
              </Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                Who
              </Table.Th>
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
