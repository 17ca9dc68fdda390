import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ADMIN_TEXT, AUDIT_PAGE_SIZE, type AuditEntryDto } from '@soko/shared';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { alertApiError } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ListPagination } from '../../categories/components/list-pagination.tsx';
import { useListSearch } from '../../categories/list-search.ts';
import { DateRangeInputs, dayParam } from '../../sales/components/date-range-inputs.tsx';
import { type AuditFilters, auditFacetsQuery, auditListQuery, type ExportProgress, exportAudit } from '../api.ts';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'short', timeStyle: 'medium' });

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

function ExportCsv({ filters, disabled }: { filters: AuditFilters; disabled: boolean }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = useMutation({
    mutationFn: () => exportAudit(filters, setProgress),
    onError: alertApiError,
    onSettled: () => setProgress(null),
  });
  const percent = progress && progress.total > 0 ? Math.min(100, (progress.rows / progress.total) * 100) : 0;
  return (
    <Stack gap={4} w={{ base: '100%', xs: 240 }}>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={run.isPending}
        disabled={disabled}
        onClick={() => run.mutate()}
      >
        Export CSV
      </Button>
      {run.isPending && (
        <>
          <Progress value={percent} size="sm" aria-label="Export progress" />
          <Text size="xs" role="status">
            {progress ? `${progress.rows} of ${progress.total} entries` : 'Preparing the export…'}
          </Text>
        </>
      )}
    </Stack>
  );
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
        <ExportCsv filters={filters} disabled={total === 0} />
      </Group>
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the audit log" />
        </Center>
      )}
      {list.isError && (
        <Alert color="red" role="alert" title="The audit log could not be loaded">
          <Button mt="xs" size="xs" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.data && total === 0 && (
        <EmptyState
          icon={<IconHistory aria-hidden />}
          title={filtered ? 'No entries match these filters' : ADMIN_TEXT.noAuditEntries}
        />
      )}
      {list.data && total > 0 && (
        <>
          <Table.ScrollContainer minWidth={1000}>
            <Table striped verticalSpacing="sm">
              <Table.Caption>
                {total} {total === 1 ? 'entry' : 'entries'}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Who</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                  <Table.Th scope="col">Object</Table.Th>
                  <Table.Th scope="col">Before</Table.Th>
                  <Table.Th scope="col">After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((entry) => (
                  <EntryRow key={entry._id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination total={total} limit={AUDIT_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
