import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { ALERT_MS, CATALOGUE_MESSAGES, type StorePerformance } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { alertWarning } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { RatingSummary } from '../../reviews/index.ts';
import { myStoreQuery } from '../api.ts';
import { StoreProductCard } from '../components/store-product-card.tsx';

function NoStore() {
  return (
    <Card withBorder padding="xl" maw={480}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {CATALOGUE_MESSAGES.noStore}
        </Title>
        <Text>Create your store so that buyers can see your business and its products.</Text>
        {mayDo(useSignedInUser(), 'vendors') && (
          <Button component={Link} to="/store/create">
            Create Store
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Store settings: the bio (once there is a store), the carriers' shipping rates, which products need first, and Soko's fees. */
function StoreSettingsLinks({ hasStore }: { hasStore: boolean }) {
  return (
    <nav aria-label="Store settings">
      <Group gap="md">
        {hasStore && (
          <Anchor component={Link} to="/store/create">
            Edit store bio
          </Anchor>
        )}
        <Anchor component={Link} to="/store/shipping-rates">
          Shipping rates
        </Anchor>
        <Anchor component={Link} to="/store/fees">
          Soko&apos;s fees
        </Anchor>
      </Group>
    </nav>
  );
}

function deliveryBasisText({ deliveryBasis }: StorePerformance): string {
  const { delivered, judged } = deliveryBasis;
  if (judged === 0) return 'No sale judged yet: a sale counts once delivered, or still shipped 14 days after shipping';
  return `${delivered} of ${judged} ${judged === 1 ? 'sale' : 'sales'} delivered (a sale still shipped 14 days after shipping counts as not delivered)`;
}

function PerformanceBars({ performance }: { performance: StorePerformance }) {
  // A store with no sale to judge has no delivery rate yet, nor one without products a quality:
  // not a 100 % it has not earned.
  const bars = [
    {
      label: 'Product Quality',
      value: performance.productQuality,
      basis: null,
      none: performance.productBasis.total === 0 ? 'No products yet' : null,
    },
    {
      label: 'Delivery Rate',
      value: performance.deliveryRate,
      basis: deliveryBasisText(performance),
      none: performance.deliveryBasis.judged === 0 ? 'No sales yet' : null,
    },
  ];
  return (
    <Stack gap="sm">
      {bars.map(({ label, value, basis, none }) => (
        <div key={label}>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            {none ? (
              <Text size="sm">{none}</Text>
            ) : basis ? (
              // Hover, focus or touch shows what the rate is counted from.
              <Tooltip label={basis} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
                <Text
                  size="sm"
                  component="span"
                  tabIndex={0}
                  aria-label={`${Math.round(value)}%: ${basis}`}
                  td="underline dotted"
                >
                  {Math.round(value)}%
                </Text>
              </Tooltip>
            ) : (
              <Text size="sm">{Math.round(value)}%</Text>
            )}
          </Group>
          <Progress value={none ? 0 : value} aria-label={label} />
        </div>
      ))}
    </Stack>
  );
}

/** docs/product.md section 2: the vendor's store, its performance and its live products. */
export function StorePage() {
  usePageTitle('Store');
  const myStore = useQuery(myStoreQuery());

  useEffect(() => {
    if (myStore.error) alertWarning(CATALOGUE_MESSAGES.storeError, ALERT_MS.sticky);
  }, [myStore.error]);

  if (myStore.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the store" />
      </Center>
    );
  }
  if (myStore.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>Store</Title>
        <Alert color="yellow" role="alert" title={CATALOGUE_MESSAGES.storeError}>
          <Button mt="xs" size="xs" onClick={() => myStore.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }

  const { store, product: products, performance, rating } = myStore.data;
  if (!store) {
    return (
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Store</Title>
          <StoreSettingsLinks hasStore={false} />
        </Group>
        <NoStore />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            Store
          </Text>
          <Title order={1}>{store.name}</Title>
          <RatingSummary rating={rating} />
        </div>
        <StoreSettingsLinks hasStore />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            About
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{store.bio}</Text>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            Performance
          </Title>
          <PerformanceBars performance={performance} />
        </Paper>
      </SimpleGrid>
      <section aria-labelledby="store-products">
        <Title order={2} size="h3" mb="sm" id="store-products">
          Products
        </Title>
        {products.length === 0 ? (
          <Text>{CATALOGUE_MESSAGES.noActiveProduct}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {products.map((product) => (
              <StoreProductCard key={product._id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
