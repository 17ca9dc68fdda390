/**
 * What a carrier's parcel costs the buyer (issue 13 item 2): each vendor keeps a rate per carrier
 * (a price per parcel, a price per kg above the first kg, and optionally free shipping from an
 * order part's item subtotal); staff keep the marketplace's defaults, which a vendor without its own
 * rate falls back to. `GET`/`PUT /api/shipping-rates` (docs/product.md section 7).
 */
import { z } from 'zod';
import { SHIPPING, SHIPPING_PROVIDERS, type ShippingProvider } from './constants.ts';
import { divideHalfUp, dollarsField } from './money.ts';

/** The providers that are carriers: every one but Fixed Delivery, which charges the product's own delivery price. */
export type Carrier = Exclude<ShippingProvider, 'Fixed Delivery'>;
export const CARRIERS = SHIPPING_PROVIDERS.filter((provider): provider is Carrier => provider !== 'Fixed Delivery');

export const isCarrier = (provider: ShippingProvider): provider is Carrier => provider !== 'Fixed Delivery';

/** Where the rates are set, as the messages name it. */
export const SHIPPING_RATES_PAGE = 'Store settings > Shipping rates';

export const SHIPPING_RATES_TEXT = {
  vendorsOnly: 'Only vendors and staff have shipping rates',
  otherVendor: "Only staff can see or change another vendor's shipping rates",
  carrierRequired: 'Please choose a carrier',
  duplicateCarrier: (carrier: string) => `${carrier} is listed twice: give one rate per carrier`,
  perParcelRequired: 'Price per parcel must be more than $0',
  freeOverPositive: 'Free shipping from must be more than $0 (leave it empty for no free shipping)',
  saved: 'Shipping rates saved',
  /** A vendor saving a product that would ship through a carrier it has no rate for. */
  rateMissing: (carrier: string) => `Set your ${carrier} rate in ${SHIPPING_RATES_PAGE} first`,
  /** Staff saving such a product for a vendor. */
  vendorRateMissing: (carrier: string) =>
    `Set this vendor's ${carrier} rate, or the marketplace's default, in ${SHIPPING_RATES_PAGE} first`,
  /** The storefront ordering such a product (409). */
  notShippable: (productName: string, carrier: string) =>
    `${productName} cannot be sent by ${carrier} yet: its seller has set no ${carrier} rate. Please remove it from the order`,
  /** The storefront ordering a product still on a carrier that stopped trading (409), until its seller moves it. */
  retiredCarrier: (productName: string, carrier: string) =>
    `${productName} cannot be sent: its seller still ships it with ${carrier}, which stopped trading in Australia on 11 January 2026. Please remove it from the order`,
} as const;

/** A carrier's rate in cents, as the server keeps it. */
export interface CarrierRateCents {
  perParcelCents: number;
  perKgCents: number;
  /** The vendor part's item subtotal from which this carrier's parcel is free; null: never free. */
  freeOverCents: number | null;
}

/** Kilograms (two decimals at most, as products keep them) as whole hundredths, so that sums are exact. */
export const hundredthsOfKg = (kg: number) => Math.round(kg * 100);

/**
 * One parcel: the price per parcel plus the price per kg for every kg above the first, pro rata to
 * the hundredth of a kg, half-up to the cent (2.4 kg at $9.95 + $2.50/kg: 995 + 250 x 1.4 = $13.45).
 */
export function carrierParcelCents(rate: CarrierRateCents, weightHundredths: number): number {
  const above = Math.max(0, weightHundredths - 100);
  return rate.perParcelCents + divideHalfUp(rate.perKgCents * above, 100);
}

/** A line of one vendor's part of an order, as shipping sees it. */
export interface ShippedLine {
  /** SHIPPING.free, SHIPPING.paid, or 0 for a product that is picked up. */
  shipping: number;
  provider: ShippingProvider;
  deliveryPriceCents: number;
  qty: number;
  /** Of one unit: the variant's weight when it has one (> 0), else the product's. */
  unitWeightKg: number;
}

/** The weight of one unit of a line: the variant's when set, else the product's. */
export const unitWeightKg = (productWeightKg: number, variantWeightKg: number | undefined) =>
  variantWeightKg !== undefined && variantWeightKg > 0 ? variantWeightKg : productWeightKg;

/**
 * The shipping of one vendor's part of an order (README, decisions): Fixed Delivery lines cost the
 * highest delivery price among them; the paid lines of each carrier go in one parcel priced by the
 * vendor's rate for that carrier, free when the part's item subtotal reaches the rate's threshold;
 * free and pickup lines add nothing. `rateOf` must know every carrier of a paid line (the caller
 * refuses the order first when it does not).
 */
export function partShippingCents(
  lines: ShippedLine[],
  itemSubtotalCents: number,
  rateOf: (carrier: Carrier) => CarrierRateCents | undefined,
): number {
  const paid = lines.filter((line) => line.shipping === SHIPPING.paid);
  const fixedCents = Math.max(
    0,
    ...paid.filter((line) => !isCarrier(line.provider)).map((line) => line.deliveryPriceCents),
  );
  const weightByCarrier = new Map<Carrier, number>();
  for (const line of paid) {
    if (!isCarrier(line.provider)) continue;
    const weight = line.qty * hundredthsOfKg(line.unitWeightKg);
    weightByCarrier.set(line.provider, (weightByCarrier.get(line.provider) ?? 0) + weight);
  }
  let carrierCents = 0;
  for (const [carrier, weight] of weightByCarrier) {
    const rate = rateOf(carrier);
    if (!rate) throw new RangeError(`no ${carrier} rate`);
    const free = rate.freeOverCents !== null && itemSubtotalCents >= rate.freeOverCents;
    if (!free) carrierCents += carrierParcelCents(rate, weight);
  }
  return fixedCents + carrierCents;
}

// ---------- the API ----------

export const shippingRateInputSchema = z.object({
  provider: z.enum(CARRIERS, { error: SHIPPING_RATES_TEXT.carrierRequired }),
  perParcel: dollarsField('Price per parcel').refine((cents) => cents > 0, SHIPPING_RATES_TEXT.perParcelRequired),
  perKg: dollarsField('Price per kg'),
  // Left out, null or blank: never free. Null rides on the string branch: a null beside the union would
  // become a bare `nullable` in the OpenAPI document, which OpenAPI 3.0 does not allow without a type.
  freeOver: z
    .union([z.number(), z.string().nullable()])
    .optional()
    .transform((value) => (value === undefined || value === null || String(value).trim() === '' ? null : value))
    .pipe(z.union([z.null(), dollarsField('Free shipping from')]))
    .refine((cents) => cents === null || cents > 0, SHIPPING_RATES_TEXT.freeOverPositive),
});
export type ShippingRateInput = z.input<typeof shippingRateInputSchema>;

/** `PUT /api/shipping-rates`: the whole set of rates, replacing the one kept (a carrier left out has no rate). */
export const saveShippingRatesSchema = z
  .object({ rates: z.array(shippingRateInputSchema).max(CARRIERS.length) })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    for (const [index, rate] of body.rates.entries()) {
      if (seen.has(rate.provider)) {
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'provider'],
          message: SHIPPING_RATES_TEXT.duplicateCarrier(rate.provider),
        });
      }
      seen.add(rate.provider);
    }
  });
export type SaveShippingRatesRequest = z.input<typeof saveShippingRatesSchema>;

/** `?vendorId=`: staff name a vendor; without it staff read the marketplace's defaults. */
export const shippingRatesQuerySchema = z.object({ vendorId: z.uuid('Vendor not found').optional() });

export const shippingRateDtoSchema = z.object({
  provider: z.enum(CARRIERS),
  /** Dollars. */
  perParcel: z.number(),
  perKg: z.number(),
  freeOver: z.number().nullable(),
  updatedAt: z.string(),
});
export type ShippingRateDto = z.infer<typeof shippingRateDtoSchema>;

export const shippingRatesResponseSchema = z.object({
  /** The vendor's own rates, or the marketplace's defaults when no vendor is named. */
  rates: z.array(shippingRateDtoSchema),
  /** A vendor's answer only: the marketplace's defaults, which apply to a carrier it has no rate for. */
  defaults: z.array(shippingRateDtoSchema).optional(),
  /** The vendor whose rates these are; null for the marketplace's defaults. */
  vendor: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
});
export type ShippingRatesResponse = z.infer<typeof shippingRatesResponseSchema>;

export const saveShippingRatesResponseSchema = shippingRatesResponseSchema.extend({ msg: z.string() });
export type SaveShippingRatesResponse = z.infer<typeof saveShippingRatesResponseSchema>;

/** The rate that applies to a vendor for a carrier: its own, else the marketplace's default. */
export function effectiveRate<Rate extends { provider: string }>(
  own: Rate[],
  defaults: Rate[],
  carrier: Carrier,
): { rate: Rate; source: 'own' | 'default' } | undefined {
  const mine = own.find((rate) => rate.provider === carrier);
  if (mine) return { rate: mine, source: 'own' };
  const fallback = defaults.find((rate) => rate.provider === carrier);
  return fallback ? { rate: fallback, source: 'default' } : undefined;
}
