import { CATALOGUE_MESSAGES } from '@soko/shared';
import { describe, expect, it } from 'vitest';
import { formDataOf } from '../../lib/upload.ts';
import {
  checkNewVariant,
  emptyProductForm,
  instantToLocalInput,
  isBlankHtml,
  isPickupChain,
  localInputToInstant,
  PICKUP_CHOICE,
  type ProductFormValues,
  toProductBody,
  typedSalePriceCents,
  type VariantRow,
  validateProductForm,
} from './form-model.ts';

const CATEGORY_ID = '4b3c1d52-8a0e-4a41-9a57-0d0f3a4f7a01';
const SUBCATEGORY_ID = '4b3c1d52-8a0e-4a41-9a57-0d0f3a4f7a02';

function variant(size: string, stock: number, price: number | string = 12.5): VariantRow {
  return { key: size, size, weight: 0.5, stock, price, SKU: '' };
}

const validValues: ProductFormValues = {
  ...emptyProductForm,
  name: 'Shea butter',
  price: 19.99,
  stock: 4,
  shortDetails: 'Raw, unrefined',
  category: CATEGORY_ID,
  subCategories: [SUBCATEGORY_ID],
  salesPercentage: '10',
  v_options: '1',
  variant_name: 'Size',
  variants: [variant('Small', 1), variant('Large', 3, '20')],
  shipping: '2',
  del_price: 9.5,
  description: '<p>Made in Ghana</p>',
};

describe('validateProductForm', () => {
  it('accepts a complete product and converts amounts to cents', () => {
    const result = validateProductForm(validValues, false);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.product.price).toBe(1999);
    expect(result.product.del_price).toBe(950);
    expect(result.product.variants.map((row) => row.price)).toEqual([1250, 2000]);
  });

  it('names the variants field for the spec variant messages', () => {
    const one = validateProductForm({ ...validValues, variants: [variant('Small', 4)] }, false);
    expect(one).toEqual({ ok: false, errors: { variants: CATALOGUE_MESSAGES.minimumVariants } });
    const short = validateProductForm({ ...validValues, variants: [variant('Small', 1), variant('Large', 1)] }, false);
    expect(short).toEqual({ ok: false, errors: { variants: CATALOGUE_MESSAGES.variantTotal } });
  });

  it('treats blank numbers as 0 and ignores the variants of a product without variants', () => {
    const result = validateProductForm(
      { ...validValues, v_options: '2', shipping: '1', del_price: '', lengths: '' },
      false,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.product.variants).toEqual([]);
    expect(result.product.del_price).toBe(0);
    expect(result.product.lengths).toBe(0);
  });

  it('wants free or paid shipping, or pickup for a Cake subcategory', () => {
    expect(validateProductForm({ ...validValues, shipping: '' }, false)).toEqual({
      ok: false,
      errors: { shipping: 'Please choose free or paid shipping' },
    });
    expect(validateProductForm({ ...validValues, shipping: '1' }, true)).toEqual({
      ok: false,
      errors: { shipping: 'Please choose pickup' },
    });
    const pickup = validateProductForm({ ...validValues, shipping: PICKUP_CHOICE }, true);
    expect(pickup.ok && pickup.product.pickUp).toBe(true);
  });

  it('asks for the parcel dimensions unless the provider is Fixed Delivery', () => {
    const result = validateProductForm({ ...validValues, shipping_provider: 'Australia Post', width: 10.5 }, false);
    expect(result).toEqual({
      ok: false,
      errors: { lengths: 'Length is required', height: 'Height is required', weight: 'Weight is required' },
    });
  });
});

describe('checkNewVariant', () => {
  it('adds a variant while the variants stay within the product quantity', () => {
    expect(checkNewVariant(variant('Large', 3), [variant('Small', 1)], 4)).toEqual({ ok: true });
  });

  it('refuses one that takes them past it, with the spec message', () => {
    expect(checkNewVariant(variant('Large', 4), [variant('Small', 1)], 4)).toEqual({
      ok: false,
      errors: { stock: CATALOGUE_MESSAGES.variantTotal },
      alert: CATALOGUE_MESSAGES.variantTotal,
    });
  });

  it('wants size, weight and price', () => {
    const check = checkNewVariant({ key: 'x', size: '', weight: '', stock: 1, price: '', SKU: '' }, [], 4);
    expect(check).toEqual({
      ok: false,
      errors: { size: 'Size is required', weight: 'Weight is required', price: 'Price is required' },
    });
  });
});

describe('toProductBody', () => {
  it('sends the fields of the contract, with subcategories and variants repeated', () => {
    const result = validateProductForm(validValues, false);
    if (!result.ok) throw new Error('expected a valid product');
    const image = new File([new Uint8Array([1, 2, 3])], 'front.png', { type: 'image/png' });
    const body = formDataOf(toProductBody(result.product, [image]));

    expect(body.get('name')).toBe('Shea butter');
    expect(body.get('price')).toBe('19.99');
    expect(body.get('stock')).toBe('4');
    expect(body.get('salesPercentage')).toBe('10');
    expect(body.get('shipping')).toBe('2');
    expect(body.get('pickUp')).toBe('false');
    expect(body.get('sameAdd')).toBe('true');
    expect(body.get('del_price')).toBe('9.50');
    expect(body.get('shipping_provider')).toBe('Fixed Delivery');
    expect(body.get('v_options')).toBe('1');
    expect(body.getAll('subCategories')).toEqual([SUBCATEGORY_ID]);
    expect(body.getAll('variants').map((item) => JSON.parse(String(item)))).toEqual([
      { size: 'Small', weight: 0.5, stock: 1, price: 12.5, SKU: '', lowStockThreshold: null },
      { size: 'Large', weight: 0.5, stock: 3, price: 20, SKU: '', lowStockThreshold: null },
    ]);
    expect(body.getAll('images')).toHaveLength(1);
    expect(body.has('user')).toBe(false);
  });
});

describe('helpers', () => {
  it('computes the sale price of a typed price', () => {
    expect(typedSalePriceCents('100', 20)).toBe(8000);
    expect(typedSalePriceCents(9.99, 5)).toBe(949);
    expect(typedSalePriceCents('', 20)).toBeUndefined();
    expect(typedSalePriceCents('abc', 20)).toBeUndefined();
  });

  it('finds a Cake anywhere in the subcategory chain', () => {
    expect(isPickupChain(['Bakery goods', 'Cake'])).toBe(true);
    expect(isPickupChain(['Bread'])).toBe(false);
  });

  it('sees an editor with no text as blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> </p><p></p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });
});

describe('sale dates', () => {
  it("sends the device's local times as instants, and refuses an end before the start by the field", () => {
    const local = '2026-12-24T09:00';
    const result = validateProductForm({ ...validValues, saleStartsAt: local, saleEndsAt: '2026-12-27T09:00' }, false);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = toProductBody(result.product, []);
    expect(body.saleStartsAt).toBe(new Date(local).toISOString());
    expect(instantToLocalInput(body.saleStartsAt ?? '')).toBe(local);
    expect(
      validateProductForm({ ...validValues, saleStartsAt: '2026-12-24T09:00', saleEndsAt: '2026-12-24T08:00' }, false),
    ).toEqual({ ok: false, errors: { saleEndsAt: CATALOGUE_MESSAGES.saleEndsBeforeStart } });
  });

  it('drops the dates of a product taken off sale', () => {
    const result = validateProductForm(
      { ...validValues, salesPercentage: '0', saleStartsAt: '2026-12-24T09:00' },
      false,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(toProductBody(result.product, []).saleStartsAt).toBe('');
    expect(localInputToInstant('')).toBe('');
  });
});
