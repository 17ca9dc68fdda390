import { Anchor, EmptyState, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type OrderDto, PAGE_SIZE, SALES_TEXT } from '@soko/shared';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { itemCount, type OrderFilters, orderListQuery } from '../api.ts';

function OrderRow({ order }: { order: OrderDto }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/order/${order._id}`} fw={600}>
          #{order.number}
        </Anchor>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" fw={500}>
          {order.customer_name}
        </Text>
        <Text size="xs" c="dimmed">
          {order.customer_email}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(order.createdAt)}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {itemCount(order)}
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatDollars(order.amount)}
      </Table.Td>
      <Table.Td>
        <SaleStatusBadge status={order.status} />
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/product.md section 2 (super admin): every order of the marketplace, 10 a page, searchable by customer or number. */
export function OrderListPage() {
  usePageTitle('Orders');
  const { position, q, searchText, searchHint, onSearchChange, getParam, setParam, firstPage, pagination } =
    useListSearch();
  const [, setSearchParams] = useSearchParams();
  const filters: OrderFilters = { q, from: dayParam(getParam('from')), to: dayParam(getParam('to')) };
  const filtered = filters.q !== '' || filters.from !== '' || filters.to !== '';
  const list = useQuery(orderListQuery(position, filters));
  const total = list.data?.total ?? 0;

  const clearFilters = () => {
    onSearchChange('');
    setSearchParams({}, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>Orders</Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" maw={820}>
        <TextInput
          label="Search"
          description={searchHint ?? 'Customer, email or order number'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        <DateRangeInputs from={filters.from} to={filters.to} onChange={setParam} />
      </SimpleGrid>
      <ListQueryState
        query={list}
        loadingLabel="Loading orders"
        errorTitle="The orders could not be loaded"
        onFirstPage={firstPage}
      />
      {list.data && total === 0 && !filtered && (
        <EmptyState icon={<IconShoppingCart aria-hidden />} title={SALES_TEXT.noOrder} />
      )}
      {list.data && total === 0 && filtered && (
        <NoMatches onClear={clearFilters}>No order matches these filters.</NoMatches>
      )}
      {list.data && total > 0 && (
        <ListTable
          minWidth={720}
          caption={countOf(total, 'order', 'orders', list.data.totalCapped)}
          head={
            <>
              <Table.Th>Order</Table.Th>
              <Table.Th visibleFrom="sm">Customer</Table.Th>
              <Table.Th visibleFrom="sm">Date</Table.Th>
              <Table.Th visibleFrom="sm" ta="right">
                Items
              </Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </>
          }
          pagination={pagination(list.data, PAGE_SIZE.orders)}
        >
          {list.data.items.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
