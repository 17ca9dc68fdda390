import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type DashboardDto, SALES_TEXT } from '@soko/shared';
import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { listTableClasses } from '../../../components/list-table.tsx';
import { ProductPrice } from '../../../components/product-price.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { formatDollars } from '../../../lib/dollars.ts';

interface StatCardProps {
  title: string;
  icon: TablerIcon;
  value: string;
  caption: ReactNode;
  /** A related figure under the caption (refunds beside earnings). */
  detail?: string;
}

/** One figure of the dashboard (docs/product.md section 2: earnings, net worth, new messages). */
export function StatCard({ title, icon: Icon, value, caption, detail }: StatCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Icon size={24} stroke={1.6} aria-hidden />
      </Group>
      <Text fz={32} fw={700} lh={1.2} my="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      {detail && (
        <Text size="sm" fw={600} mt={4}>
          {detail}
        </Text>
      )}
    </Card>
  );
}

function TableCard({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** The first 5 products: name, stock, Active once approved else Pending, and the price a buyer pays. */
export function DashboardProducts({ products }: { products: DashboardDto['products'] }) {
  return (
    <TableCard
      title="Products"
      action={
        <Anchor component={Link} to="/product" size="sm">
          View all products
        </Anchor>
      }
    >
      {products.length === 0 ? (
        <Text c="dimmed">No products yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420} className={listTableClasses.phoneFit}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  Stock
                </Table.Th>
                {/* A badge shrinks to an ellipsis in a narrow cell; the status must stay readable. */}
                <Table.Th miw={96}>Status</Table.Th>
                <Table.Th>Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/product/${product._id}`} size="sm">
                      {product.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right">
                    {product.stock}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="filled" color={product.approved ? 'brand.7' : 'gray.7'}>
                      {product.approved ? 'Active' : 'Pending'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <ProductPrice product={product} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TableCard>
  );
}

/** The 5 latest sales (orders, for staff): order number, total (price x quantity), payment method and status. */
export function LatestOrders({ orders }: { orders: DashboardDto['latestOrders'] }) {
  return (
    <TableCard
      title="Latest Orders"
      action={
        <Button component={Link} to="/sale" size="xs" variant="default">
          View All Orders
        </Button>
      }
    >
      {orders.length === 0 ? (
        <Text c="dimmed">{SALES_TEXT.noSale}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420} className={listTableClasses.phoneFit}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                {/* On a phone: the order, its total and status; how it was paid is on the order. */}
                <Table.Th visibleFrom="sm">Payment method</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order._id}>
                  <Table.Td>
                    <Anchor component={Link} to={order.href} size="sm" fw={600}>
                      #{order.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatDollars(order.total)}</Table.Td>
                  <Table.Td visibleFrom="sm">{order.payment_method}</Table.Td>
                  <Table.Td>
                    <SaleStatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TableCard>
  );
}

export function DashboardSkeletonCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
