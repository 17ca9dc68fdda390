import { Anchor, Grid, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { dollarsToCents, formatCents, type OrderDto } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CustomerDetails } from '../../../components/customer-details.tsx';
import { DateTime } from '../../../components/date-time.tsx';
import { DeliveryAddress } from '../../../components/delivery-address.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { listTableClasses } from '../../../components/list-table.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ReturnsOfSection } from '../../returns/index.ts';
import { orderQuery } from '../api.ts';
import { OpenReturnButton, returnableLines } from '../components/open-return-dialog.tsx';

/** On a phone the image goes and the vendor moves under the name, so Qty and Price need no sideways scroll. */
function ProductsTable({ order }: { order: OrderDto }) {
  return (
    <Table.ScrollContainer minWidth={560} className={listTableClasses.phoneFit}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">Image</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Vendor</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.products.map((product) => (
            <Table.Tr key={product._id}>
              <Table.Td visibleFrom="sm">
                <Thumbnail src={product.image} alt={product.name} size={48} />
              </Table.Td>
              <Table.Td>
                <div>{product.name}</div>
                {product.variant && (
                  <Text size="xs" c="dimmed">
                    {product.variant}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {product.vendor.displayName}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{product.vendor.displayName}</Table.Td>
              <Table.Td ta="right">{product.qty}</Table.Td>
              <Table.Td ta="right">{formatDollars(product.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone the tracking number and the refund move under the vendor and the subtotal. */
function SalesTable({ order }: { order: OrderDto }) {
  return (
    <Table.ScrollContainer minWidth={640} className={listTableClasses.phoneFit}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="sm">Tracking number</Table.Th>
            <Table.Th ta="right">Subtotal</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Refunded
            </Table.Th>
            <Table.Th visibleFrom="sm">Sale</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.sales.map((sale) => (
            <Table.Tr key={sale._id}>
              <Table.Td>
                {/* On a phone the vendor's name is the way to the sale, leaving the width to the amounts. */}
                <Anchor
                  component={Link}
                  to={`/sale/${sale._id}`}
                  hiddenFrom="sm"
                  className={listTableClasses.breakAnywhere}
                >
                  {sale.vendorId.displayName}
                </Anchor>
                <Text inherit component="span" visibleFrom="sm">
                  {sale.vendorId.displayName}
                </Text>
                {sale.tracking_number && (
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    Tracking {sale.tracking_number}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <SaleStatusBadge status={sale.status} />
              </Table.Td>
              <Table.Td visibleFrom="sm">{sale.tracking_number || '—'}</Table.Td>
              <Table.Td ta="right">
                <div>{formatDollars(sale.subtotal)}</div>
                {sale.refunded > 0 && (
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    Refunded −{formatDollars(sale.refunded)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {sale.refunded > 0 ? `−${formatDollars(sale.refunded)}` : '—'}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Anchor component={Link} to={`/sale/${sale._id}`}>
                  View sale <VisuallyHidden>of {sale.vendorId.displayName}</VisuallyHidden>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderTotals({ order }: { order: OrderDto }) {
  const rows = [
    { label: 'Subtotal', amount: formatDollars(order.subtotal) },
    { label: 'Shipping fee', amount: formatDollars(order.shippingFee) },
    { label: 'Amount paid', amount: formatDollars(order.amount), strong: true },
    // Once any of it is refunded: what was given back, and so what the customer finally paid.
    ...(order.refunded > 0
      ? [
          { label: 'Refunded', amount: `−${formatDollars(order.refunded)}` },
          {
            label: 'Paid after refunds',
            amount: formatCents(dollarsToCents(order.amount) - dollarsToCents(order.refunded)),
            strong: true,
          },
        ]
      : []),
  ];
  return (
    <Table verticalSpacing={6} variant="vertical" layout="fixed">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={row.strong ? 700 : 400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" fw={row.strong ? 700 : 400}>
              {row.amount}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function OrderDetail({ order }: { order: OrderDto }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>Order #{order.number}</Title>
        <Group gap="sm">
          <SaleStatusBadge status={order.status} size="lg" />
          <Text c="dimmed">
            <DateTime value={order.createdAt} />
          </Text>
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <DetailSection title="Products">
              <ProductsTable order={order} />
            </DetailSection>
            <DetailSection title="Sales by vendor">
              <Stack gap="sm">
                <SalesTable order={order} />
                {/* Only delivered items can be returned: the button shows once a vendor's part is delivered. */}
                {returnableLines(order).length > 0 && (
                  <Group>
                    <OpenReturnButton order={order} />
                  </Group>
                )}
              </Stack>
            </DetailSection>
            <ReturnsOfSection of={{ orderId: order._id }} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <DetailSection title="Totals">
              <OrderTotals order={order} />
            </DetailSection>
            <DetailSection title="Customer">
              <CustomerDetails customer={order} cols={1} />
            </DetailSection>
            <DetailSection title="Delivery address">
              <DeliveryAddress address={order.delivery_address} />
            </DetailSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** docs/product.md section 2 (super admin): one order, its products and the sale each vendor fulfils. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useQuery(orderQuery(id));
  usePageTitle(order.data ? `Order #${order.data.number}` : 'Order');
  return (
    <DetailPage
      query={order}
      back={{ to: '/order', label: 'Back to orders' }}
      title="Order"
      loadingLabel="Loading the order"
      errorTitle="The order could not be loaded"
    >
      {(order) => <OrderDetail order={order} />}
    </DetailPage>
  );
}
