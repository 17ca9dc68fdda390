import { Alert, Anchor, Card, Group, Text, Title } from '@mantine/core';
import { RETIRED_SHIPPING_PROVIDERS } from '@soko/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { stockCountsQuery } from '../api.ts';

/** Low and out of stock at a glance, and the products still on a carrier that stopped trading. */
export function StockCard() {
  const titleId = useId();
  const counts = useQuery(stockCountsQuery());
  if (!counts.data) return null;
  const { low, out, retiredCarrier } = counts.data;
  return (
    <>
      {retiredCarrier > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Choose another shipping provider">
          {retiredCarrier} {retiredCarrier === 1 ? 'product still ships' : 'products still ship'} with{' '}
          {RETIRED_SHIPPING_PROVIDERS.join(', ')}, which stopped trading in Australia on 11 January 2026. Edit{' '}
          {retiredCarrier === 1 ? 'it' : 'them'} to choose another provider, or use Bulk edit on the product list.
          {/* Buyers cannot order them until they are moved, so the notice leads straight to them. */}
          <Group gap="md" mt="xs">
            {RETIRED_SHIPPING_PROVIDERS.map((provider) => (
              <Anchor
                key={provider}
                component={Link}
                to={`/product?shippingProvider=${encodeURIComponent(provider)}`}
                fw={600}
                underline="always"
              >
                See the products on {provider}
              </Anchor>
            ))}
          </Group>
        </Alert>
      )}
      <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h4" id={titleId}>
          Stock
        </Title>
        <Group gap="lg" mt="xs">
          <Anchor component={Link} to="/product?stock=low" fw={600}>
            <Text span inherit>
              Low stock: {low}
            </Text>
          </Anchor>
          <Anchor component={Link} to="/product?stock=out" fw={600}>
            <Text span inherit>
              Out of stock: {out}
            </Text>
          </Anchor>
        </Group>
      </Card>
    </>
  );
}
