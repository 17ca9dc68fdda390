import { EmptyState, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_TEXT, AUDIT_PAGE_SIZE, type AuditEntryDto } from '@soko/shared';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { ExportButton, type ExportStatus } from '../../../components/export-button.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { dateTimeFormat } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type AuditFilters, auditFacetsQuery, auditListQuery, type ExportProgress, exportAudit } from '../api.ts';

const dateTime = dateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A before or after value: one line per field of an object, anything else as JSON. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) {
    return (
      <Text size="xs" c="dimmed">
        -
      </Text>
    );
  }
  const lines = isRecord(value)
    ? Object.entries(value).map(([key, field]) => `${key}: ${JSON.stringify(field)}`)
    : [JSON.stringify(value)];
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function EntryRow({ entry }: { entry: AuditEntryDto }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(entry.createdAt))}</Table.Td>
      <Table.Td>
        {entry.actor ? (
          <>
            <Text size="sm">{entry.actor.name}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.actor.email}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Removed account
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {entry.action}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.entityType}</Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {entry.entityId}
        </Text>
      </Table.Td>
      <Table.Td>
        <Values value={entry.before} />
      </Table.Td>
      <Table.Td>
        <Values value={entry.after} />
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
  const { page, setPage, getParam, setParam } = useListSearch();
  const filters: AuditFilters = {
    actor: getParam('actor') ?? '',
    action: getParam('action') ?? '',
    from: dayParam(getParam('from')),
    to: dayParam(getParam('to')),
  };
  const list = useQuery(auditListQuery(filters, page));
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
      <QueryState query={list} loadingLabel="Loading the audit log" errorTitle="The audit log could not be loaded" />
      {list.data && total === 0 && (
        <EmptyState
          icon={<IconHistory aria-hidden />}
          title={filtered ? 'No entries match these filters' : ADMIN_TEXT.noAuditEntries}
        />
      )}
      {list.data && total > 0 && (
        <ListTable
          minWidth={1000}
          scrollLabel="Audit log entries"
          caption={countOf(total, 'entry', 'entries')}
          highlightOnHover={false}
          head={
            <>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">Action</Table.Th>
              <Table.Th scope="col">Object</Table.Th>
              <Table.Th scope="col">Before</Table.Th>
              <Table.Th scope="col">After</Table.Th>
            </>
          }
          pagination={{ total, limit: AUDIT_PAGE_SIZE, page, onChange: setPage }}
        >
          {list.data.items.map((entry) => (
            <EntryRow key={entry._id} entry={entry} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
