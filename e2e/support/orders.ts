import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { loginApi } from './api.ts';
import { adminToken, createCategoryApi, testImage, uniqueName } from './catalogue.ts';

/** The storefront key of a development server (STOREFRONT_API_KEY is unset in the E2E run). */
export const STOREFRONT_KEY = 'dev-storefront-key-change-me';

interface LiveProductOptions {
  name?: string;
  price?: string;
  stock?: string;
  deliveryPrice?: string;
  /** Fixed Delivery unless given; a carrier needs the vendor to have a rate for it. */
  provider?: 'Fixed Delivery' | 'Australia Post' | 'Sendle' | 'TransDirect';
  /** Kilograms; a carrier also gets a parcel's dimensions. */
  weight?: string;
  /** Sold as GST-free goods (basic food): no GST on its line of a tax invoice. */
  gstFree?: boolean;
  /** On sale at this percentage off (0 unless given). */
  salesPercentage?: string;
  /** Sizes with their stock and price (dollars); the product's stock is then their total. */
  variants?: { size: string; stock: number; price: string }[];
  /** A category of the spec's own; a new one otherwise. */
  categoryId?: string;
}

/**
 * A product of the vendor that the storefront can sell: created by the vendor through the API
 * and approved by the super admin.
 */
export async function createLiveProduct(
  request: APIRequestContext,
  vendor: { email: string; password: string },
  options: LiveProductOptions = {},
): Promise<{ _id: string; name: string; variants: { _id: string; size: string }[] }> {
  const admin = await adminToken(request);
  const categoryId = options.categoryId ?? (await createCategoryApi(request, admin, uniqueName('Homeware')))._id;
  const { token } = await loginApi(request, vendor.email, vendor.password);
  const name = options.name ?? uniqueName('Bolga basket');
  const provider = options.provider ?? 'Fixed Delivery';
  const parcel: Record<string, string> =
    provider === 'Fixed Delivery' ? {} : { lengths: '40', width: '30', height: '20' };
  const variants = options.variants ?? [];
  const image = await testImage('basket.png', { r: 180, g: 120, b: 40 });
  const fields = {
    name,
    price: options.price ?? '45.50',
    stock:
      variants.length > 0 ? String(variants.reduce((sum, variant) => sum + variant.stock, 0)) : (options.stock ?? '10'),
    shortDetails: 'Woven from elephant grass in Bolgatanga',
    category: categoryId,
    salesPercentage: options.salesPercentage ?? '0',
    shipping: '2',
    shipping_provider: provider,
    del_price: provider === 'Fixed Delivery' ? (options.deliveryPrice ?? '9.95') : '0',
    ...parcel,
    ...(options.weight ? { weight: options.weight } : {}),
    ...(options.gstFree === undefined ? {} : { gstFree: String(options.gstFree) }),
    ...(variants.length > 0 ? { v_options: '1', variant_name: 'Size' } : { v_options: '2' }),
    sameAdd: 'true',
    pickUp: 'false',
    brand: 'Bolga Weavers',
    keywords: 'basket',
    description: '<p>Sturdy leather handles</p>',
  };
  // Variants repeat one field, which only a FormData can carry.
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('images', new File([new Uint8Array(image.buffer)], image.name, { type: image.mimeType }));
  for (const variant of variants)
    form.append('variants', JSON.stringify({ ...variant, stock: String(variant.stock), weight: '0.50' }));
  const created = await request.post('/api/product/add', { headers: { 'x-auth-token': token }, multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { _id: string; name: string; variants: { _id: string; size: string }[] };
  const approved = await request.get(`/api/product/${product._id}/me/approve?action=approve`, {
    headers: { 'x-auth-token': admin },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return product;
}

/** Places a storefront order as the shop's checkout would, and returns the order. */
export async function placeOrder(
  request: APIRequestContext,
  items: { productId: string; variantId?: string; qty: number }[],
  customer: { name: string; email: string },
) {
  const response = await request.post('/api/order', {
    headers: { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': randomUUID() },
    data: {
      customer_name: customer.name,
      customer_email: customer.email,
      customer_phone: '0412 000 111',
      transaction_id: `pi_${Date.now()}`,
      payment_method: 'Card',
      delivery_address: {
        unit: '',
        c_address: '5 Wattle Street',
        suburb: 'Fitzroy',
        state: 'VIC',
        country: 'Australia',
        postcode: '3065',
      },
      items,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; number: number; sales: { _id: string }[] };
}
