import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  isRetiredShippingProvider,
  OFFERED_SHIPPING_PROVIDERS,
  retiredShippingProviderMessage,
  SHIPPING,
  type ShippingProvider,
} from '@soko/shared';
import { CarrierRateNote } from '../../shipping-rates/index.ts';
import { PICKUP_CHOICE, type ProductFormValues } from '../form-model.ts';

const MEASURES = [
  { field: 'lengths', label: 'Length (cm)' },
  { field: 'width', label: 'Width (cm)' },
  { field: 'height', label: 'Height (cm)' },
  { field: 'weight', label: 'Weight (kg)' },
] as const;

interface ShippingFieldsProps {
  form: UseFormReturnType<ProductFormValues>;
  /** A Cake subcategory is chosen: the product is picked up instead of shipped (docs/product.md section 5). */
  isPickup: boolean;
  /** Staff: the vendor whose shipping rates price the product; a vendor: undefined (its own). */
  rateVendorId: string | undefined;
  forStaff: boolean;
}

/**
 * docs/product.md section 5: free or paid shipping (or pickup for Cake); Fixed Delivery asks for a delivery
 * price, the other providers for the parcel's dimensions; a pickup address unless it ships from the
 * seller's own address.
 */
export function ShippingFields({ form, isPickup, rateVendorId, forStaff }: ShippingFieldsProps) {
  const values = form.getValues();
  const isFixedDelivery = values.shipping_provider === 'Fixed Delivery';
  // A product saved with a retired carrier (Sendle) shows it until moved; nothing new may choose it.
  const saved = form.getInitialValues().shipping_provider;
  const providerOptions = isRetiredShippingProvider(saved)
    ? [...OFFERED_SHIPPING_PROVIDERS, saved]
    : OFFERED_SHIPPING_PROVIDERS;
  const isPaidCarrier = !isPickup && !isFixedDelivery && values.shipping === String(SHIPPING.paid);

  return (
    <Stack gap="sm">
      <Radio.Group label="Shipping" required key={form.key('shipping')} {...form.getInputProps('shipping')}>
        <Group mt="xs">
          {isPickup ? (
            <Radio value={PICKUP_CHOICE} label="Pickup" />
          ) : (
            <>
              <Radio value={String(SHIPPING.free)} label="Free" />
              <Radio value={String(SHIPPING.paid)} label="Paid" />
            </>
          )}
        </Group>
      </Radio.Group>
      {isPickup && (
        <Text size="sm" c="dimmed">
          Cakes are picked up by the buyer, not shipped.
        </Text>
      )}
      <Select
        label="Shipping provider"
        required
        allowDeselect={false}
        data={providerOptions}
        description={
          isRetiredShippingProvider(values.shipping_provider)
            ? retiredShippingProviderMessage(values.shipping_provider)
            : undefined
        }
        key={form.key('shipping_provider')}
        {...form.getInputProps('shipping_provider')}
        onChange={(value) => form.setFieldValue('shipping_provider', (value ?? 'Fixed Delivery') as ShippingProvider)}
      />
      {isFixedDelivery && values.shipping === String(SHIPPING.paid) && (
        <NumberInput
          label="Delivery price ($)"
          required
          min={0}
          step={0.01}
          decimalScale={2}
          key={form.key('del_price')}
          {...form.getInputProps('del_price')}
        />
      )}
      {!isFixedDelivery && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {MEASURES.map(({ field, label }) => (
            <NumberInput
              key={form.key(field)}
              label={label}
              required
              min={0}
              step={0.01}
              decimalScale={2}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
      )}
      {isPaidCarrier && (
        <CarrierRateNote
          provider={values.shipping_provider}
          weightKg={Number(values.weight) || 0}
          vendorId={rateVendorId}
          forStaff={forStaff}
        />
      )}
      <Checkbox
        label="Ship from my address"
        key={form.key('sameAdd')}
        {...form.getInputProps('sameAdd', { type: 'checkbox' })}
      />
      {!values.sameAdd && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Pickup address"
            required
            autoComplete="street-address"
            key={form.key('pickup_address')}
            {...form.getInputProps('pickup_address')}
          />
          <TextInput
            label="Pickup postcode"
            required
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            key={form.key('pickup_postcode')}
            {...form.getInputProps('pickup_postcode')}
          />
          <TextInput
            label="Pickup suburb"
            required
            autoComplete="address-level2"
            key={form.key('pickup_suburb')}
            {...form.getInputProps('pickup_suburb')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
