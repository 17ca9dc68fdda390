import { carrierParcelCents, dollarsToCents, formatCents, hundredthsOfKg, type ShippingRateDto } from '@soko/shared';
import { formatDollars } from '../../lib/dollars.ts';

/** "$9.95 a parcel + $2.50 a kg above the first kg, free from $150.00 an order". */
export function describeRate(rate: ShippingRateDto): string {
  const base = `${formatDollars(rate.perParcel)} a parcel + ${formatDollars(rate.perKg)} a kg above the first kg`;
  return rate.freeOver === null ? base : `${base}, free from ${formatDollars(rate.freeOver)} an order`;
}

/** What one parcel of this weight costs at the rate, as an order would charge it (without the free threshold). */
export function parcelPrice(rate: ShippingRateDto, weightKg: number): string {
  const cents = carrierParcelCents(
    {
      perParcelCents: dollarsToCents(rate.perParcel),
      perKgCents: dollarsToCents(rate.perKg),
      freeOverCents: null,
    },
    hundredthsOfKg(weightKg),
  );
  return formatCents(cents);
}
