import { describe, expect, it } from 'vitest';
import { SHIPPING } from './constants.ts';
import {
  type CarrierRateCents,
  carrierParcelCents,
  partShippingCents,
  type ShippedLine,
  saveShippingRatesSchema,
  unitWeightKg,
} from './shipping-rates.ts';

const auPost: CarrierRateCents = { perParcelCents: 995, perKgCents: 250, freeOverCents: null };
const line = (overrides: Partial<ShippedLine>): ShippedLine => ({
  shipping: SHIPPING.paid,
  provider: 'Australia Post',
  deliveryPriceCents: 0,
  qty: 1,
  unitWeightKg: 1,
  ...overrides,
});

describe('a carrier parcel', () => {
  it.each([
    [240, 1345], // 2.4 kg: $9.95 + 1.4 x $2.50
    [100, 995], // the first kg is in the parcel price
    [50, 995],
    [101, 998], // 0.01 kg above: 2.5 cents, half-up
    [0, 995],
  ])('weighing %i hundredths of a kg costs %i cents', (weight, cents) => {
    expect(carrierParcelCents(auPost, weight)).toBe(cents);
  });
});

describe("one vendor's part of an order", () => {
  const rateOf = () => auPost;

  it('puts the lines of one carrier in one parcel, each line weighing qty x unit weight', () => {
    expect(partShippingCents([line({ qty: 2, unitWeightKg: 0.7 }), line({ unitWeightKg: 1 })], 5000, rateOf)).toBe(
      1345,
    );
  });

  it('adds the highest Fixed Delivery price to the carriers’ parcels; free and pickup lines add nothing', () => {
    const lines = [
      line({ provider: 'Fixed Delivery', deliveryPriceCents: 795 }),
      line({ provider: 'Fixed Delivery', deliveryPriceCents: 995 }),
      line({ provider: 'Sendle', unitWeightKg: 0.5 }),
      line({ shipping: SHIPPING.free, unitWeightKg: 20 }),
      line({ shipping: 0, provider: 'Fixed Delivery', deliveryPriceCents: 5000 }),
    ];
    expect(partShippingCents(lines, 5000, rateOf)).toBe(995 + 995);
  });

  it('ships a carrier free from its threshold of the item subtotal', () => {
    const rate = { ...auPost, freeOverCents: 10_000 };
    expect(partShippingCents([line({ unitWeightKg: 2.4 })], 9_999, () => rate)).toBe(1345);
    expect(partShippingCents([line({ unitWeightKg: 2.4 })], 10_000, () => rate)).toBe(0);
  });

  it('uses the variant’s weight when it has one', () => {
    expect(unitWeightKg(1.5, 2.4)).toBe(2.4);
    expect(unitWeightKg(1.5, 0)).toBe(1.5);
    expect(unitWeightKg(1.5, undefined)).toBe(1.5);
  });
});

describe('rates as the API takes them', () => {
  it('refuses a carrier listed twice, a parcel price of $0 and a threshold of $0', () => {
    const result = saveShippingRatesSchema.safeParse({
      rates: [
        { provider: 'Sendle', perParcel: 0, perKg: 1, freeOver: 0 },
        { provider: 'Sendle', perParcel: 5, perKg: 1 },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rates.0.perParcel', 'Price per parcel must be more than $0'],
      ['rates.0.freeOver', 'Free shipping from must be more than $0 (leave it empty for no free shipping)'],
      ['rates.1.provider', 'Sendle is listed twice: give one rate per carrier'],
    ]);
  });

  it('takes no threshold as never free', () => {
    expect(saveShippingRatesSchema.parse({ rates: [{ provider: 'Sendle', perParcel: 5, perKg: 1 }] })).toEqual({
      rates: [{ provider: 'Sendle', perParcel: 500, perKg: 100, freeOver: null }],
    });
  });
});
