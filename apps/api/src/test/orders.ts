import { randomUUID } from 'node:crypto';
import type { OrderRequest, ProductDto, SaleStatus, ShippingProvider } from '@soko/shared';
import type { LightMyRequestResponse } from 'fastify';
import { type TestContext, testConfig } from './app.ts';
import { createCategory, imagePart, productFields, sendProduct, smallPng } from './catalogue.ts';
import { adminToken } from './fixtures.ts';

/** The storefront key of the test configuration (the development default). */
export const STOREFRONT_KEY = testConfig().storefrontApiKey;

export interface LiveProductOptions {
  name?: string;
  /** Dollars. */
  price?: number;
  stock?: number;
  shipping?: 1 | 2;
  /** Dollars; used when shipping is paid (2) by Fixed Delivery. */
  deliveryPrice?: number;
  /** Fixed Delivery unless given; a carrier needs the vendor to have a rate for it. */
  provider?: ShippingProvider;
  /** Kilograms of one unit (0.5 unless given). */
  weight?: number;
  /** With two or more variants the product's stock is their sum; a variant weighs 0.5 kg unless given. */
  variants?: { size: string; stock: number; price: number; weight?: number }[];
  salesPercentage?: number;
  /** A scheduled sale's start and end (sent only when given). */
  saleStartsAt?: Date;
  saleEndsAt?: Date;
  /** Sent only when given, so the category's default applies otherwise. */
  gstFree?: boolean;
  /** A category of the test's own (its GST default); the app's shared test category otherwise. */
  categoryId?: string;
  /** Subcategories of `categoryId`, one per level from 1. */
  subCategoryIds?: string[];
}

/** One category per test app, made on first use, so products can be added without setup. */
const categories = new WeakMap<TestContext, Promise<string>>();
let png: Promise<Buffer> | undefined;

function categoryOf(ctx: TestContext): Promise<string> {
  let category = categories.get(ctx);
  if (!category) {
    category = adminToken(ctx).then(async (admin) => (await createCategory(ctx, admin, 'Orders test goods'))._id);
    categories.set(ctx, category);
  }
  return category;
}

/**
 * A product added through the real API with one image, then approved by the super admin, so the
 * storefront can sell it.
 */
export async function createLiveProduct(
  ctx: TestContext,
  vendor: { id: string; token: string },
  options: LiveProductOptions = {},
): Promise<ProductDto> {
  const shipping = options.shipping ?? 2;
  const variants = options.variants ?? [];
  const stock = variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : (options.stock ?? 10);
  const provider = options.provider ?? 'Fixed Delivery';
  const carrierFields: Record<string, string> =
    provider === 'Fixed Delivery' ? {} : { lengths: '30', width: '20', height: '10', weight: '0.5' };
  const fields = productFields(options.categoryId ?? (await categoryOf(ctx)), {
    name: options.name ?? 'Kente scarf',
    shipping_provider: provider,
    ...carrierFields,
    ...(options.weight === undefined ? {} : { weight: options.weight.toFixed(2) }),
    price: (options.price ?? 45.5).toFixed(2),
    stock: String(stock),
    salesPercentage: String(options.salesPercentage ?? 0),
    ...(options.saleStartsAt ? { saleStartsAt: options.saleStartsAt.toISOString() } : {}),
    ...(options.saleEndsAt ? { saleEndsAt: options.saleEndsAt.toISOString() } : {}),
    shipping: String(shipping),
    del_price: shipping === 2 && provider === 'Fixed Delivery' ? (options.deliveryPrice ?? 9.95).toFixed(2) : '0',
    ...(variants.length > 0 ? { v_options: '1', variant_name: 'Size' } : {}),
    ...(options.gstFree === undefined ? {} : { gstFree: String(options.gstFree) }),
  });
  for (const subCategoryId of options.subCategoryIds ?? []) fields.push(['subCategories', subCategoryId]);
  for (const variant of variants) {
    fields.push([
      'variants',
      JSON.stringify({
        size: variant.size,
        weight: (variant.weight ?? 0.5).toFixed(2),
        stock: String(variant.stock),
        price: variant.price.toFixed(2),
      }),
    ]);
  }
  png ??= smallPng();
  const added = await sendProduct(ctx, vendor.token, fields, [imagePart(await png, 'product.png', 'image/png')]);
  if (added.statusCode !== 201) throw new Error(`product failed: ${added.body}`);
  const product = added.json() as ProductDto;
  const approved = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/${product._id}/${vendor.id}/approve?action=approve`,
    headers: { 'x-auth-token': await adminToken(ctx) },
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return approved.json() as ProductDto;
}

/** A valid storefront order body for these items; `customer` overrides any other field. */
export function orderBody(
  items: { productId: string; variantId?: string; qty: number }[],
  customer: Partial<OrderRequest> = {},
): OrderRequest {
  return {
    customer_name: 'Kofi Boateng',
    customer_email: 'kofi@example.com',
    customer_phone: '0400 111 222',
    transaction_id: 'pi_test_123',
    payment_method: 'Card',
    delivery_address: { unit: '4', c_address: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
    items,
    ...customer,
  };
}

/** Posts a storefront order with the app's storefront key and a fresh Idempotency-Key unless one is given. */
export function placeOrder(
  ctx: TestContext,
  items: { productId: string; variantId?: string; qty: number }[],
  options: { key?: string; customer?: Partial<OrderRequest> } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/order',
    // The app's own key, in case a test configured another one.
    headers: { 'x-api-key': ctx.config.storefrontApiKey, 'idempotency-key': options.key ?? randomUUID() },
    payload: orderBody(items, options.customer),
  });
}

/** `PUT /api/sale/{saleId}/status/{userId}` as the token's user. */
export function setSaleStatus(
  ctx: TestContext,
  token: string,
  saleId: string,
  status: SaleStatus,
  trackingNumber?: string,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/sale/${saleId}/status/any`,
    headers: { 'x-auth-token': token },
    payload: { status, ...(trackingNumber === undefined ? {} : { tracking_number: trackingNumber }) },
  });
}
