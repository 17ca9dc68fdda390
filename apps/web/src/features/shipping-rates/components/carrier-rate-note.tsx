import { Alert, Anchor, Text } from '@mantine/core';
import { effectiveRate, isCarrier, SHIPPING_RATES_PAGE, type ShippingProvider } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SHIPPING_RATES_PATH, shippingRatesQuery } from '../api.ts';
import { describeRate, parcelPrice } from '../rate-text.ts';

interface CarrierRateNoteProps {
  provider: ShippingProvider;
  /** Of one unit, in kg; 0 while the field is empty. */
  weightKg: number;
  /** Staff: the vendor the product belongs to. A vendor: undefined, its own rates. */
  vendorId: string | undefined;
  /** Staff see "this vendor", a vendor "your". */
  forStaff: boolean;
}

/**
 * Under a product's Paid shipping through a carrier: the rate that will price its parcel (the
 * vendor's own or the marketplace's default) and what a parcel of it costs, or, without a rate, that
 * the product cannot be saved or sold until one is set, with the way to the settings page.
 */
export function CarrierRateNote({ provider, weightKg, vendorId, forStaff }: CarrierRateNoteProps) {
  const rates = useQuery(shippingRatesQuery(vendorId));
  if (!isCarrier(provider) || !rates.data) return null;
  const found = effectiveRate(rates.data.rates, rates.data.defaults ?? [], provider);
  const settings = (
    <Anchor component={Link} to={SHIPPING_RATES_PATH}>
      {SHIPPING_RATES_PAGE}
    </Anchor>
  );
  if (!found) {
    return (
      <Alert color="yellow" title={`No ${provider} rate yet`}>
        {forStaff ? 'This vendor has' : 'You have'} no {provider} rate and the marketplace has no default, so this
        product cannot be saved with paid {provider} shipping. Set the rate in {settings} first.
      </Alert>
    );
  }
  const whose = found.source === 'own' ? (forStaff ? "This vendor's" : 'Your') : "The marketplace's default";
  return (
    <Text size="sm">
      {whose} {provider} rate applies: {describeRate(found.rate)}.
      {weightKg > 0 && ` One of this product (${weightKg} kg) ships for ${parcelPrice(found.rate, weightKg)}.`} Change
      it in {settings}.
    </Text>
  );
}
