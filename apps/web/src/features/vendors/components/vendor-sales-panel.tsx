import { Anchor, EmptyState, Stack, Table } from '@mantine/core';
import { ADMIN_TEXT, PAGE_SIZE } from '@soko/shared';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListPosition } from '../../../lib/list-search.ts';
import { vendorSalesQuery } from '../api.ts';

/** The Sales tab: the vendor's sales, newest first, 10 a page (docs/product.md section 9), each linking to its page. */
export function VendorSalesPanel({ vendorId }: { vendorId: string }) {
  const { position, firstPage, pagination } = useListPosition();
  const list = useQuery(vendorSalesQuery(vendorId, position));
  const total = list.data?.total ?? 0;

  if (list.isPending || list.isError) {
    return (
      <ListQueryState
        query={list}
        loadingLabel="Loading sales"
        errorTitle="The sales could not be loaded"
        onFirstPage={firstPage}
      />
    );
  }
  if (total === 0) return <EmptyState icon={<IconCash aria-hidden />} title={ADMIN_TEXT.noSales} />;
  return (
    <Stack gap="sm">
      <ListTable
        minWidth={760}
        caption={countOf(total, 'sale', 'sales', list.data.totalCapped)}
        head={
          <>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Customer
            </Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Items
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Date
            </Table.Th>
          </>
        }
        pagination={pagination(list.data, PAGE_SIZE.sales)}
      >
        {list.data.items.map((sale) => (
          <Table.Tr key={sale._id}>
            <Table.Td>
              <Anchor component={Link} to={`/sale/${sale._id}`}>
                #{sale.order_id.number}
              </Anchor>
            </Table.Td>
            <Table.Td visibleFrom="sm">{sale.order_id.customer_name}</Table.Td>
            <Table.Td visibleFrom="sm">{sale.items.reduce((sum, item) => sum + item.qty, 0)}</Table.Td>
            <Table.Td>
              <SaleStatusBadge status={sale.status} />
            </Table.Td>
            <Table.Td>{formatDollars(sale.subtotal)}</Table.Td>
            <Table.Td visibleFrom="sm">{formatDate(sale.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}
