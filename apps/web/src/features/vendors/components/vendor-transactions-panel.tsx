import { Anchor, EmptyState, Stack, Table, Title } from '@mantine/core';
import { ADMIN_TEXT, PAGE_SIZE } from '@soko/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FeeAmount } from '../../../components/fee-amount.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { PayoutStatusCell } from '../../../components/payout-status-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { payoutListQuery } from '../../payouts/index.ts';
import { VendorBankAccount } from './vendor-bank-account.tsx';

/** The payouts made to the vendor (docs/product.md section 7: `GET /api/transfer`), 9 a page. */
function VendorPayouts({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery(payoutListQuery({ vendorId, from: '', to: '', status: '' }, { page }));
  const total = list.data?.total ?? 0;

  if (list.isPending || list.isError) {
    return (
      <QueryState query={list} loadingLabel="Loading transactions" errorTitle="The transactions could not be loaded" />
    );
  }
  if (total === 0) return <EmptyState icon={<IconArrowsExchange aria-hidden />} title={ADMIN_TEXT.noTransactions} />;
  return (
    <Stack gap="sm">
      <ListTable
        minWidth={760}
        caption={countOf(total, 'payout', 'payouts')}
        head={
          <>
            <Table.Th scope="col">Payout</Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Sales
            </Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Gross
            </Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Fee
            </Table.Th>
            <Table.Th scope="col">Net</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Created
            </Table.Th>
          </>
        }
        pagination={{ total, limit: PAGE_SIZE.transactions, page, onChange: setPage }}
      >
        {list.data.items.map((payout) => (
          <Table.Tr key={payout._id}>
            <Table.Td>
              <Anchor component={Link} to={`/transaction/${payout._id}`}>
                #{payout.number}
              </Anchor>
            </Table.Td>
            <Table.Td visibleFrom="sm">{payout.saleCount}</Table.Td>
            <Table.Td visibleFrom="sm">{formatDollars(payout.gross)}</Table.Td>
            <Table.Td visibleFrom="sm">
              <FeeAmount fee={payout.fee} feeGst={payout.feeGst} />
            </Table.Td>
            <Table.Td>{formatDollars(payout.net)}</Table.Td>
            <Table.Td>
              <PayoutStatusCell payout={payout} />
            </Table.Td>
            <Table.Td visibleFrom="sm">{formatDate(payout.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/** The Transaction tab: where the vendor's payouts go, then the payouts made to them. */
export function VendorTransactionsPanel({ vendorId }: { vendorId: string }) {
  return (
    <Stack gap="lg">
      <VendorBankAccount vendorId={vendorId} />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Payouts
        </Title>
        <VendorPayouts vendorId={vendorId} />
      </Stack>
    </Stack>
  );
}
