import { Anchor, Box, Card, EmptyState, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  isStaff,
  REFUND_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnDto,
  type ReturnStatus,
} from '@soko/shared';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { RETURN_PAGE_SIZE, returnListQuery } from '../api.ts';
import { ReturnStatusBadge } from '../components/return-status-badge.tsx';
import { returnedItemText } from '../components/returned-items.ts';

/** The filter's choice for "every status": the address then has no status at all. */
const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
];

function isStatus(value: string | null): value is ReturnStatus {
  return RETURN_STATUSES.some((status) => status === value);
}

function ReturnLink({ ret }: { ret: ReturnDto }) {
  return (
    <Anchor component={Link} to={`/returns/${ret._id}`} fw={600}>
      #{ret.number}
    </Anchor>
  );
}

function ItemLines({ ret }: { ret: ReturnDto }) {
  return (
    <Stack gap={0}>
      {ret.items.map((item) => (
        <Text key={item.saleItemId} size="sm">
          {returnedItemText(item)}
        </Text>
      ))}
    </Stack>
  );
}

function ReturnRow({ ret, showVendor }: { ret: ReturnDto; showVendor: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <ReturnLink ret={ret} />
      </Table.Td>
      <Table.Td>#{ret.order.number}</Table.Td>
      <Table.Td>{ret.order.customer_name}</Table.Td>
      {showVendor && <Table.Td>{ret.vendor.displayName}</Table.Td>}
      <Table.Td>
        <ItemLines ret={ret} />
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatDollars(ret.amount)}
      </Table.Td>
      <Table.Td>{REFUND_REASON_LABELS[ret.reason]}</Table.Td>
      <Table.Td>
        <ReturnStatusBadge status={ret.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(ret.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

/** A phone's view of one return: a card, its number the link, every column as a line. */
function ReturnCard({ ret, showVendor }: { ret: ReturnDto; showVendor: boolean }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>
          Return <ReturnLink ret={ret} />
        </Text>
        <ReturnStatusBadge status={ret.status} />
      </Group>
      <Text size="sm">
        Order #{ret.order.number} · {ret.order.customer_name}
      </Text>
      {showVendor && <Text size="sm">{ret.vendor.displayName}</Text>}
      <ItemLines ret={ret} />
      <Group justify="space-between" mt={4}>
        <Text size="sm" c="dimmed">
          {REFUND_REASON_LABELS[ret.reason]} · {formatDate(ret.createdAt)}
        </Text>
        <Text fw={600}>{formatDollars(ret.amount)}</Text>
      </Group>
    </Card>
  );
}

/** Issue 13: returns of delivered sales, the vendor's own or every vendor's for staff, newest first, by status. */
export function ReturnListPage() {
  usePageTitle('Returns');
  const user = useSignedInUser();
  const staff = isStaff(user);
  const { page, setPage, getParam, setParam } = useListSearch();
  const requested = getParam('status');
  const status = isStatus(requested) ? requested : '';
  const list = useQuery(returnListQuery(status, page));
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Title order={1}>Returns</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status || ALL}
          allowDeselect={false}
          onChange={(value) => setParam('status', value === ALL ? null : value)}
        />
      </SimpleGrid>
      <QueryState query={list} loadingLabel="Loading returns" errorTitle="The returns could not be loaded" />
      {list.data && total === 0 && status === '' && (
        <EmptyState
          icon={<IconArrowBackUp aria-hidden />}
          title="No return yet"
          description="Returns the buyers open for delivered items show here."
        />
      )}
      {list.data && total === 0 && status !== '' && (
        <NoMatches onClear={() => setParam('status', null)}>
          No return is {RETURN_STATUS_LABELS[status].toLowerCase()}.
        </NoMatches>
      )}
      {list.data && total > 0 && (
        <>
          <Box visibleFrom="sm">
            <ListTable
              minWidth={staff ? 1000 : 880}
              caption={`${countOf(total, 'return', 'returns')}, newest first`}
              head={
                <>
                  <Table.Th>Return</Table.Th>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  {staff && <Table.Th>Vendor</Table.Th>}
                  <Table.Th>Items</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Opened</Table.Th>
                </>
              }
            >
              {list.data.items.map((ret) => (
                <ReturnRow key={ret._id} ret={ret} showVendor={staff} />
              ))}
            </ListTable>
          </Box>
          <Box hiddenFrom="sm">
            <Text size="sm" c="dimmed" mb="xs">
              {countOf(total, 'return', 'returns')}, newest first
            </Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Returns">
              {list.data.items.map((ret) => (
                <ReturnCard key={ret._id} ret={ret} showVendor={staff} />
              ))}
            </Stack>
          </Box>
          <ListPagination total={total} limit={RETURN_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
