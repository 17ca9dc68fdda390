import { describe, expect, it } from 'vitest';
import type { SaleStatus } from './constants.ts';
import {
  canChangeSaleStatus,
  nextSaleStatuses,
  orderRequestSchema,
  orderStatusOf,
  SALES_TEXT,
  saleStatusColour,
  saleStatusUpdateSchema,
  streetLine,
} from './sales.ts';

describe('sale status rules', () => {
  it('moves forward through Shipped, cancels only before shipping, and ends at Delivered or Cancel', () => {
    expect(nextSaleStatuses('Not processed')).toEqual(['Processing', 'Shipped', 'Cancel']);
    expect(canChangeSaleStatus('Not processed', 'Delivered')).toBe(false);
    expect(canChangeSaleStatus('Processing', 'Delivered')).toBe(false);
    expect(canChangeSaleStatus('Shipped', 'Delivered')).toBe(true);
    expect(canChangeSaleStatus('Processing', 'Cancel')).toBe(true);
    expect(canChangeSaleStatus('Shipped', 'Cancel')).toBe(false);
    expect(canChangeSaleStatus('Shipped', 'Processing')).toBe(false);
    expect(canChangeSaleStatus('Shipped', 'Shipped')).toBe(true);
    expect(nextSaleStatuses('Delivered')).toEqual([]);
    expect(nextSaleStatuses('Cancel')).toEqual([]);
  });

  it('colours Not processed red, Delivered green and anything else yellow', () => {
    expect(['Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancel', 'Unknown'].map(saleStatusColour)).toEqual([
      'red',
      'yellow',
      'yellow',
      'green',
      'yellow',
      'yellow',
    ]);
  });

  it("derives an order's status from the least advanced sale that is not cancelled", () => {
    const cases: [SaleStatus[], SaleStatus][] = [
      [['Delivered', 'Delivered'], 'Delivered'],
      [['Delivered', 'Shipped'], 'Shipped'],
      [['Processing', 'Delivered'], 'Processing'],
      [['Cancel', 'Delivered'], 'Delivered'],
      [['Cancel', 'Cancel'], 'Cancel'],
      [['Not processed', 'Cancel', 'Shipped'], 'Not processed'],
    ];
    for (const [statuses, expected] of cases) expect(orderStatusOf(statuses), statuses.join(', ')).toBe(expected);
  });

  it('requires a tracking number for Shipped only', () => {
    const shipped = saleStatusUpdateSchema.safeParse({ status: 'Shipped', tracking_number: '  ' });
    expect(shipped.error?.issues).toEqual([
      expect.objectContaining({ message: SALES_TEXT.trackingRequired, path: ['tracking_number'] }),
    ]);
    expect(saleStatusUpdateSchema.parse({ status: 'Processing' })).toEqual({
      status: 'Processing',
      tracking_number: '',
    });
    expect(saleStatusUpdateSchema.safeParse({ status: 'Lost' }).error?.issues[0]?.message).toBe(
      SALES_TEXT.statusRequired,
    );
  });
});

describe('storefront order body', () => {
  const valid = {
    customer_name: 'Chloe Nguyen',
    customer_email: 'chloe@example.com',
    payment_method: 'Card',
    delivery_address: { c_address: '5 Wattle Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
    items: [{ productId: '0b5b5f8e-3a55-4f5e-9d0e-2f7f2b6b1c11', qty: 2 }],
  };

  it('fills the optional fields and keeps the items', () => {
    expect(orderRequestSchema.parse(valid)).toMatchObject({
      customer_phone: '',
      transaction_id: '',
      delivery_address: { unit: '', country: 'Australia' },
      items: valid.items,
    });
  });

  it('refuses an empty order, a fractional quantity and a bad postcode, each with its field', () => {
    const paths = (body: unknown) =>
      orderRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...valid, items: [] })).toEqual(['items']);
    expect(paths({ ...valid, items: [{ ...valid.items[0], qty: 1.5 }] })).toEqual(['items.0.qty']);
    expect(paths({ ...valid, delivery_address: { ...valid.delivery_address, postcode: '30' } })).toEqual([
      'delivery_address.postcode',
    ]);
  });
});

describe('streetLine', () => {
  it('writes a bare unit as Unit n, and keeps a unit that names itself', () => {
    const street = '5 Wattle Street';
    expect(streetLine({ unit: '2', c_address: street })).toBe('Unit 2, 5 Wattle Street');
    expect(streetLine({ unit: '14b', c_address: street })).toBe('Unit 14b, 5 Wattle Street');
    expect(streetLine({ unit: 'Level 3', c_address: street })).toBe('Level 3, 5 Wattle Street');
    expect(streetLine({ unit: ' ', c_address: street })).toBe('5 Wattle Street');
    expect(streetLine({ unit: '', c_address: street })).toBe('5 Wattle Street');
  });
});
