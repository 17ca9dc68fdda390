import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  OFFERED_SHIPPING_PROVIDERS,
  type ShippingProvider,
  VENDOR_SALE_PERCENTAGES,
  type VendorDetail,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { setVendorSale, setVendorShipping } from '../api.ts';

const PERCENTAGE_OPTIONS = VENDOR_SALE_PERCENTAGES.map((value) => ({
  value: String(value),
  label: value === 0 ? '0% (no sale)' : `${value}%`,
}));

interface VendorSettingsProps {
  adminId: string;
  detail: VendorDetail;
}

/**
 * The vendor's sale percentage and shipping provider (docs/product.md section 6), each applied to every one of
 * their products at once. The choices start at what the products share now, if they share one.
 */
export function VendorSettings({ adminId, detail }: VendorSettingsProps) {
  const vendorId = detail.user._id;
  const [percentage, setPercentage] = useState<string | null>(
    detail.salePercentage === null ? null : String(detail.salePercentage),
  );
  const [provider, setProvider] = useState<string | null>(detail.shippingProvider);
  const sale = useMutation({
    mutationFn: (value: number) => setVendorSale(adminId, vendorId, value),
    onSuccess: ({ msg }) => alertSuccess(msg),
    onError: alertApiError,
  });
  const shipping = useMutation({
    mutationFn: (value: ShippingProvider) => setVendorShipping(adminId, vendorId, value),
    onSuccess: ({ msg }) => alertSuccess(msg),
    onError: alertApiError,
  });
  const none = detail.summary.products === 0;
  const chosenProvider = OFFERED_SHIPPING_PROVIDERS.find((option) => option === provider);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vendor-settings-title">
      <Title id="vendor-settings-title" order={2} fz="lg">
        Vendor settings
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each setting applies to every product of this vendor.
        {none ? ' This vendor has no products yet.' : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Select
            label="Sale percentage"
            description={detail.salePercentage === null ? 'The products have different sales now' : undefined}
            placeholder="Choose a percentage"
            data={PERCENTAGE_OPTIONS}
            value={percentage}
            onChange={setPercentage}
            allowDeselect={false}
          />
          <Group>
            <Button
              onClick={() => percentage !== null && sale.mutate(Number(percentage))}
              disabled={percentage === null || none}
              loading={sale.isPending}
            >
              Apply sale
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Select
            label="Shipping provider"
            description={detail.shippingProvider === null ? 'The products use different providers now' : undefined}
            placeholder="Choose a provider"
            data={OFFERED_SHIPPING_PROVIDERS}
            value={provider}
            onChange={setProvider}
            allowDeselect={false}
          />
          <Group>
            <Button
              onClick={() => chosenProvider && shipping.mutate(chosenProvider)}
              disabled={chosenProvider === undefined || none}
              loading={shipping.isPending}
            >
              Apply shipping provider
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
