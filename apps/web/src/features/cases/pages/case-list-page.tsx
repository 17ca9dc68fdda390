import {
  Anchor,
  Box,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  CASE_REASON_LABELS,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  type CaseDto,
  type CaseStatus,
  isStaff,
} from '@soko/shared';
import { IconMessageReport } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { caseListQuery } from '../api.ts';
import { CaseStatusBadge } from '../components/case-status-badge.tsx';

/** The filter's choice for "every status": the address then has no status at all. */
const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...CASE_STATUSES.map((status) => ({ value: status, label: CASE_STATUS_LABELS[status] })),
];

function isStatus(value: string | null): value is CaseStatus {
  return CASE_STATUSES.some((status) => status === value);
}

/** The clock, in words: when the answer is due while it runs, nothing once the vendor has answered. */
export function dueText(kase: CaseDto): string {
  if (kase.status !== 'open') return '—';
  return `Answer by ${formatDateTime(kase.respondBy)}`;
}

function CaseLink({ kase }: { kase: CaseDto }) {
  return (
    <Anchor component={Link} to={`/cases/${kase.id}`} fw={600}>
      #{kase.number}
    </Anchor>
  );
}

function CaseRow({ kase, showVendor }: { kase: CaseDto; showVendor: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <CaseLink kase={kase} />
      </Table.Td>
      <Table.Td>#{kase.order.number}</Table.Td>
      <Table.Td>{kase.order.customerName}</Table.Td>
      {showVendor && <Table.Td>{kase.vendor.displayName}</Table.Td>}
      <Table.Td>{CASE_REASON_LABELS[kase.reason]}</Table.Td>
      <Table.Td>
        <CaseStatusBadge status={kase.status} />
      </Table.Td>
      <Table.Td>{dueText(kase)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(kase.openedAt)}</Table.Td>
    </Table.Tr>
  );
}

/** A phone's view of one case: a card, its number the link, every column as a line. */
function CaseCard({ kase, showVendor }: { kase: CaseDto; showVendor: boolean }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>
          Case <CaseLink kase={kase} />
        </Text>
        <CaseStatusBadge status={kase.status} />
      </Group>
      <Text size="sm">
        Order #{kase.order.number} · {kase.order.customerName}
      </Text>
      {showVendor && <Text size="sm">{kase.vendor.displayName}</Text>}
      <Text size="sm" c="dimmed">
        {CASE_REASON_LABELS[kase.reason]} · opened {formatDate(kase.openedAt)}
      </Text>
      {kase.status === 'open' && <Text size="sm">{dueText(kase)}</Text>}
    </Card>
  );
}

/** Issue 44: buyers' cases, the vendor's own or every vendor's for staff (escalated first in the work queue). */
export function CaseListPage() {
  usePageTitle('Cases');
  const user = useSignedInUser();
  const staff = isStaff(user);
  const { getParam, setParam } = useListSearch();
  const requested = getParam('status');
  const status = isStatus(requested) ? requested : '';
  const list = useInfiniteQuery(caseListQuery(status));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>Cases</Title>
      <Text c="dimmed" size="sm">
        Buyers open a case about a sale. Answer within the business days shown, or the case goes to the Soko team.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status || ALL}
          allowDeselect={false}
          onChange={(value) => setParam('status', value === ALL ? null : value)}
        />
      </SimpleGrid>
      <QueryState query={list} loadingLabel="Loading cases" errorTitle="The cases could not be loaded" />
      {list.data && items.length === 0 && status === '' && (
        <EmptyState
          icon={<IconMessageReport aria-hidden />}
          title="No case yet"
          description="Cases the buyers open about a sale show here."
        />
      )}
      {list.data && items.length === 0 && status !== '' && (
        <NoMatches onClear={() => setParam('status', null)}>
          No case is {CASE_STATUS_LABELS[status].toLowerCase()}.
        </NoMatches>
      )}
      {items.length > 0 && (
        <>
          <Box visibleFrom="sm">
            <ListTable
              minWidth={staff ? 960 : 820}
              caption="Cases, newest first"
              head={
                <>
                  <Table.Th>Case</Table.Th>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  {staff && <Table.Th>Vendor</Table.Th>}
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Clock</Table.Th>
                  <Table.Th>Opened</Table.Th>
                </>
              }
            >
              {items.map((kase) => (
                <CaseRow key={kase.id} kase={kase} showVendor={staff} />
              ))}
            </ListTable>
          </Box>
          <Box hiddenFrom="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cases">
              {items.map((kase) => (
                <CaseCard key={kase.id} kase={kase} showVendor={staff} />
              ))}
            </Stack>
          </Box>
          {list.hasNextPage && (
            <Group>
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                Next results
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
