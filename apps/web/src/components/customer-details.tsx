import { Anchor, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { SaleOrderDto } from '@soko/shared';
import type { ReactNode } from 'react';
import { DetailItem } from './detail-item.tsx';

type Customer = Pick<
  SaleOrderDto,
  'customer_name' | 'customer_email' | 'customer_phone' | 'payment_method' | 'transaction_id'
>;

/** Who bought and how they paid, as a sale and an order both show it; `children` adds more terms. */
export function CustomerDetails({
  customer,
  cols,
  children,
}: {
  customer: Customer;
  cols: SimpleGridProps['cols'];
  children?: ReactNode;
}) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" m={0}>
      <DetailItem term="Name">{customer.customer_name}</DetailItem>
      <DetailItem term="Email">
        <Anchor href={`mailto:${customer.customer_email}`}>{customer.customer_email}</Anchor>
      </DetailItem>
      <DetailItem term="Phone">
        {customer.customer_phone ? (
          <Anchor href={`tel:${customer.customer_phone}`}>{customer.customer_phone}</Anchor>
        ) : (
          '—'
        )}
      </DetailItem>
      <DetailItem term="Payment method">{customer.payment_method}</DetailItem>
      <DetailItem term="Transaction id">{customer.transaction_id || '—'}</DetailItem>
      {children}
    </SimpleGrid>
  );
}
