import { Anchor, Grid, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { dollarsToCents, formatCents, isStaff, REFUND_REASON_LABELS, type ReturnDto } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { listTableClasses } from '../../../components/list-table.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { returnQuery } from '../api.ts';
import { ReturnActions } from '../components/return-actions.tsx';
import { ReturnStatusBadge } from '../components/return-status-badge.tsx';

function ItemsTable({ ret }: { ret: ReturnDto }) {
  return (
    // A phone fits the table to the screen (nothing in it to scroll to by keyboard).
    <Table.ScrollContainer minWidth={480} className={listTableClasses.phoneFit}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ret.items.map((item) => (
            <Table.Tr key={item.saleItemId}>
              <Table.Td>
                {item.name}
                {item.variant && (
                  <Text size="xs" c="dimmed">
                    {item.variant}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{item.qty}</Table.Td>
              <Table.Td ta="right">{formatDollars(item.price)}</Table.Td>
              <Table.Td ta="right">{formatCents(dollarsToCents(item.price) * item.qty)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatDollars(ret.amount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReturnDetail({ ret }: { ret: ReturnDto }) {
  const staff = isStaff(useSignedInUser());
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>Return #{ret.number}</Title>
        <Group gap="sm">
          <ReturnStatusBadge status={ret.status} size="lg" />
          <Text c="dimmed">
            Opened <DateTime value={ret.createdAt} /> · {ret.vendor.displayName}
          </Text>
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <DetailSection title="Returned items">
              <ItemsTable ret={ret} />
            </DetailSection>
            <DetailSection title="Request">
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
                <DetailItem term="Reason">{REFUND_REASON_LABELS[ret.reason]}</DetailItem>
                <DetailItem term="Opened by">
                  {ret.openedBy ? `${ret.openedBy.name} (staff, for the buyer)` : 'The buyer, on the storefront'}
                </DetailItem>
                <DetailItem term="Customer">{ret.order.customer_name}</DetailItem>
                <DetailItem term="Order">
                  {staff ? (
                    <Anchor component={Link} to={`/order/${ret.order._id}`}>
                      Order #{ret.order.number}
                    </Anchor>
                  ) : (
                    `#${ret.order.number}`
                  )}
                </DetailItem>
                <DetailItem term="Sale">
                  <Anchor component={Link} to={`/sale/${ret.saleId}`}>
                    Sale of order #{ret.order.number}
                  </Anchor>
                </DetailItem>
                <DetailItem term="Note from the buyer">{ret.note || '—'}</DetailItem>
              </SimpleGrid>
            </DetailSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <DetailSection title="Status">
              <Stack gap="sm">
                {ret.status === 'rejected' && (
                  <dl style={{ margin: 0 }}>
                    <DetailItem term="Reason given to the buyer">{ret.rejectionReason}</DetailItem>
                  </dl>
                )}
                {ret.refund && <Text>{returnRefundText(ret.refund)}</Text>}
                <ReturnActions ret={ret} />
              </Stack>
            </DetailSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Issue 13: one return, what it gives back and the steps the caller may take on it. */
/** How the return was settled: by its own refund, the buyer keeping the items, or a refund made on the sale. */
function returnRefundText(refund: NonNullable<ReturnDto['refund']>): string {
  const when = formatDateTime(refund.createdAt);
  const total = formatDollars(refund.total);
  if (refund.onSale) return `Refunded on the sale on ${when}: ${total}. The buyer is not asked to send the items back.`;
  if (refund.keptItem) return `${total} refunded on ${when}; the buyer keeps the items.`;
  return `${total} refunded on ${when}; the items are back in stock.`;
}

export function ReturnDetailPage() {
  const { id = '' } = useParams();
  const ret = useQuery(returnQuery(id));
  usePageTitle(ret.data ? `Return #${ret.data.number}` : 'Return');
  return (
    <DetailPage
      query={ret}
      back={{ to: '/returns', label: 'Back to returns' }}
      title="Return"
      loadingLabel="Loading the return"
      errorTitle="The return could not be loaded"
    >
      {(ret) => <ReturnDetail ret={ret} />}
    </DetailPage>
  );
}
