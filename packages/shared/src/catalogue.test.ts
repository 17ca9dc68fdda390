import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, productFormSchema, subcategorySchema } from './catalogue.ts';
import { salePriceCents } from './price-history.ts';

const base = {
  name: 'Kente scarf',
  price: '45.50',
  stock: '10',
  shortDetails: 'Handwoven in Bonwire',
  category: '7f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  salesPercentage: '10',
  shipping: '2',
  shipping_provider: 'Fixed Delivery',
  del_price: '9.95',
  v_options: '2',
  description: '<p>Soft cotton</p>',
};

const messages = (input: unknown) => {
  const result = productFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('product form rules', () => {
  it('parses multipart text into cents and numbers, with blank numbers as 0', () => {
    const product = productFormSchema.parse({ ...base, lengths: '', brand: 'Bonwire' });
    expect(product).toMatchObject({
      price: 4550,
      stock: 10,
      salesPercentage: 10,
      del_price: 995,
      lengths: 0,
      v_options: 2,
    });
  });

  it('needs two variants whose quantities add up to the stock, and a variant name', () => {
    const variant = JSON.stringify({ size: 'M', weight: '0.4', stock: '10', price: '45.50' });
    expect(messages({ ...base, v_options: '1', variant_name: 'Size', variants: [variant] })).toEqual([
      `variants: ${CATALOGUE_MESSAGES.minimumVariants}`,
    ]);
    const small = JSON.stringify({ size: 'S', weight: '0.3', stock: '3', price: '40' });
    expect(messages({ ...base, v_options: '1', variant_name: 'Size', variants: [variant, small] })).toEqual([
      `variants: ${CATALOGUE_MESSAGES.variantTotal}`,
    ]);
    const seven = JSON.stringify({ size: 'M', weight: '0.4', stock: '7', price: '45.50' });
    expect(messages({ ...base, v_options: '1', variants: [seven, small] })).toEqual([
      `variant_name: ${CATALOGUE_MESSAGES.variantNameRequired}`,
    ]);
    expect(messages({ ...base, v_options: '1', variant_name: 'Size', variants: [seven, small] })).toEqual([]);
  });

  it('reads variants the same whether they come as JSON text or as objects', () => {
    const variant = { size: 'S', weight: 1, stock: 5, price: 12.5 };
    const other = { size: 'M', weight: 1, stock: 5, price: '13' };
    const fromObjects = productFormSchema.parse({
      ...base,
      v_options: 1,
      variant_name: 'Size',
      variants: [variant, other],
    });
    const fromText = productFormSchema.parse({
      ...base,
      v_options: '1',
      variant_name: 'Size',
      variants: [JSON.stringify(variant), JSON.stringify(other)],
    });
    expect(fromObjects.variants.map((item) => item.price)).toEqual([1250, 1300]);
    expect(fromText.variants).toEqual(fromObjects.variants);
  });

  it('caps the number of variants', () => {
    const variants = Array.from({ length: 51 }, (_, index) =>
      JSON.stringify({ size: `S${index}`, weight: '1', stock: index === 0 ? '10' : '0', price: '5' }),
    );
    expect(messages({ ...base, v_options: '1', variant_name: 'Size', variants })).toEqual([
      'variants: A product can have at most 50 variants',
    ]);
  });

  it('needs dimensions unless the provider is Fixed Delivery', () => {
    expect(messages({ ...base, shipping_provider: 'Sendle', lengths: '30', width: '20', height: '2.555' })).toEqual([
      'height: Height allows 2 decimals',
      'weight: Weight is required',
    ]);
  });

  it('needs the pickup address when it is not the seller’s', () => {
    expect(messages({ ...base, sameAdd: 'false', pickup_postcode: '30' })).toEqual([
      'pickup_address: Pickup address is required',
      'pickup_postcode: Pickup postcode must be 4 digits',
      'pickup_suburb: Pickup suburb is required',
    ]);
  });

  it('keeps sales percentages to the listed options', () => {
    expect(messages({ ...base, salesPercentage: '15' })).toEqual(['salesPercentage: Please choose a sales percentage']);
  });

  it('computes the sale price half-up to the cent', () => {
    expect(salePriceCents(4550, 10)).toBe(4095);
    expect(salePriceCents(999, 5)).toBe(949); // 949.05
    expect(salePriceCents(1005, 50)).toBe(503); // 502.5 -> 503
  });
});

describe('subcategory rules', () => {
  it('needs a parent above level 1', () => {
    const input = { title: 'Cake', description: 'Cakes', image: 'https://img.example/cake.jpg' };
    expect(subcategorySchema.safeParse({ ...input, level: '1' }).success).toBe(true);
    const deeper = subcategorySchema.safeParse({ ...input, level: '2' });
    expect(deeper.error?.issues[0]?.message).toBe('Please choose a parent');
    expect(subcategorySchema.safeParse({ ...input, level: '5' }).success).toBe(false);
    expect(subcategorySchema.safeParse({ ...input, level: '1', image: 'javascript:alert(1)' }).success).toBe(false);
  });
});
