import { Alert, Anchor, Button, Center, EmptyState, Loader, Stack, Table } from '@mantine/core';
import { ADMIN_TEXT, PAGE_SIZE } from '@soko/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { ListPagination } from '../../categories/components/list-pagination.tsx';
import { payoutListQuery } from '../../payouts/api.ts';
import { money } from '../../payouts/components/money.ts';
import { PayoutStatusBadge } from '../../payouts/components/payout-status-badge.tsx';

/** The Transaction tab: the payouts made to the vendor (DESIGN.md: `GET /api/transfer`), 9 a page. */
export function VendorTransactionsPanel({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery(payoutListQuery({ vendorId, from: '', to: '', status: '' }, page));
  const total = list.data?.total ?? 0;

  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading transactions" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert" title="The transactions could not be loaded">
        <Button mt="xs" size="xs" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (total === 0) return <EmptyState icon={<IconArrowsExchange aria-hidden />} title={ADMIN_TEXT.noTransactions} />;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption>
            {total} {total === 1 ? 'payout' : 'payouts'}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Payout</Table.Th>
              <Table.Th scope="col">Sales</Table.Th>
              <Table.Th scope="col">Gross</Table.Th>
              <Table.Th scope="col">Fee</Table.Th>
              <Table.Th scope="col">Net</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((payout) => (
              <Table.Tr key={payout._id}>
                <Table.Td>
                  <Anchor component={Link} to={`/transaction/${payout._id}`}>
                    #{payout.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{payout.saleCount}</Table.Td>
                <Table.Td>{money(payout.gross)}</Table.Td>
                <Table.Td>{money(payout.fee)}</Table.Td>
                <Table.Td>{money(payout.net)}</Table.Td>
                <Table.Td>
                  <PayoutStatusBadge status={payout.status} />
                </Table.Td>
                <Table.Td>{formatDate(payout.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination total={total} limit={PAGE_SIZE.transactions} page={page} onChange={setPage} />
    </Stack>
  );
}
