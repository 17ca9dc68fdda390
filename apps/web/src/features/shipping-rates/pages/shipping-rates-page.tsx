import { Anchor, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { isStaff } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { shippingRatesQuery } from '../api.ts';
import { ShippingRatesForm } from '../components/shipping-rates-form.tsx';

const MARKETPLACE = 'marketplace';

/**
 * Store settings > Shipping rates (issue 13 item 2): what a carrier's parcel costs buyers. A vendor
 * sets its own rates and sees the marketplace's defaults it falls back to; staff set the defaults,
 * or the active vendor's rates.
 */
export function ShippingRatesPage() {
  usePageTitle('Shipping rates');
  const user = useSignedInUser();
  const staff = isStaff(user);
  const [target, setTarget] = useState(MARKETPLACE);
  const activeVendor = staff ? user.activeVendor : null;
  const vendorId = staff && activeVendor && target === activeVendor._id ? activeVendor._id : undefined;
  const rates = useQuery(shippingRatesQuery(vendorId));
  const editingDefaults = staff && vendorId === undefined;

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="baseline">
        <div>
          <Text size="sm" c="dimmed">
            Store settings
          </Text>
          <Title order={1}>Shipping rates</Title>
        </div>
        <Anchor component={Link} to="/store/me">
          Store
        </Anchor>
      </Group>
      <Text>
        What buyers pay for a parcel sent by a carrier: a price per parcel plus a price per kg above the first kg. Each
        order sends one parcel per carrier from each vendor, weighed from its products (or their variants). Products
        with Fixed Delivery charge their own delivery price; free and pickup products cost nothing.
      </Text>
      {staff && activeVendor && (
        <SegmentedControl
          aria-label="Whose rates"
          value={target}
          onChange={setTarget}
          data={[
            { value: MARKETPLACE, label: 'Marketplace defaults' },
            { value: activeVendor._id, label: activeVendor.displayName },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <QueryState
        query={rates}
        loadingLabel="Loading shipping rates"
        errorTitle="The shipping rates could not be loaded"
      />
      {rates.data && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {editingDefaults ? "The marketplace's default rates" : `Rates of ${rates.data.vendor?.displayName ?? ''}`}
          </Title>
          {editingDefaults && (
            <Text size="sm" mb="sm">
              A vendor without its own rate for a carrier is charged the default.
            </Text>
          )}
          <ShippingRatesForm
            key={vendorId ?? MARKETPLACE}
            vendorId={vendorId}
            rates={rates.data.rates}
            defaults={rates.data.defaults}
            ownLabel={editingDefaults ? 'a default' : staff ? "this vendor's own rate" : 'my own rate'}
            readOnly={!mayDo(user, 'vendors')}
          />
        </Paper>
      )}
    </Stack>
  );
}
