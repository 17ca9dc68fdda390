import type { CategoryDto, ProductDto, SaleDetailDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => ctx?.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function createCategory(payload: Record<string, unknown>): Promise<CategoryDto> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/category/create/any',
    headers: { 'x-auth-token': admin },
    payload: { description: 'Grains and flours', image: 'https://img.example/c.jpg', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe(`GST-free goods (${testEngine})`, () => {
  let pantry: CategoryDto;
  let vendor: OnboardedVendor;

  beforeAll(async () => {
    pantry = await createCategory({ title: 'Pantry staples', gstFreeDefault: true });
    vendor = await onboardVendor(ctx, { displayName: 'Sahel Grains' });
    await ctx.database.db
      .update(vendorProfiles)
      .set({ gstRegistered: true, gstRegisteredFrom: '2020-07-01' })
      .where(eq(vendorProfiles.userId, vendor.id));
  });

  it('lets staff set a category’s default, which a new product takes unless the vendor says otherwise', async () => {
    expect(pantry.gstFreeDefault).toBe(true);
    const fonio = await createLiveProduct(ctx, vendor, { name: 'Fonio Grain, 1 kg', categoryId: pantry._id });
    expect(fonio.gstFree).toBe(true);
    const taxed = await createLiveProduct(ctx, vendor, { name: 'Grain mill', categoryId: pantry._id, gstFree: false });
    expect(taxed.gstFree).toBe(false);
    const staffView = (await get(`/api/product/${taxed._id}`, admin)).json() as ProductDto;
    expect(staffView.gstFree).toBe(false);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/category/${pantry._id}`,
      headers: { 'x-auth-token': admin },
      payload: {
        title: 'Pantry staples',
        description: 'Grains',
        image: 'https://img.example/c.jpg',
        gstFreeDefault: false,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().gstFreeDefault).toBe(false);
    const after = await createLiveProduct(ctx, vendor, { name: 'Millet', categoryId: pantry._id });
    expect(after.gstFree).toBe(false);
  });

  it('shows no GST on a GST-free line of a registered vendor’s tax invoice and marks it GST-free', async () => {
    const fonio = await createLiveProduct(ctx, vendor, {
      name: 'Fonio Grain, 1 kg',
      price: 16.95,
      gstFree: true,
      deliveryPrice: 11,
    });
    const mill = await createLiveProduct(ctx, vendor, { name: 'Grain mill', price: 110, gstFree: false });
    const placed = await placeOrder(ctx, [
      { productId: fonio._id, qty: 1 },
      { productId: mill._id, qty: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const saleId: string = placed.json().sales[0]._id;
    const sale = (await get(`/api/sale/${saleId}`, vendor.token)).json() as SaleDetailDto;
    expect(sale.items.map((item) => [item.name, item.gstFree])).toEqual([
      ['Fonio Grain, 1 kg', true],
      ['Grain mill', false],
    ]);

    const text = await pdfText((await get(`/api/sale/${saleId}/invoice.pdf`, vendor.token)).rawPayload);
    expect(text).toMatch(/^Tax invoice\nSahel Grains\n/);
    expect(text).toContain('Fonio Grain, 1 kg 1 $16.95 $16.95 GST-free');
    expect(text).not.toContain('$1.54');
    expect(text).toContain('Grain mill 1 $110.00 $110.00 $10.00');
    // Shipping carries taxable goods too, so it is taxable: $11.00 includes $1.00.
    expect(text).toContain('Shipping 1 $11.00 $11.00 $1.00');
    expect(text).toContain('Total (GST inclusive) $137.95\nOf which GST-free $16.95\nGST included $11.00');
    expect(text).toContain('lines marked GST-free include none');
    // The marketplace's fee stays taxable whatever the goods: 1.75 % of $137.95 + $0.30 = $2.71, GST $0.25.
    expect([sale.fee, sale.feeGst]).toEqual([2.71, 0.25]);
  });

  it('makes shipping GST-free when it carries only GST-free goods', async () => {
    const teff = await createLiveProduct(ctx, vendor, {
      name: 'Teff flour',
      price: 22,
      gstFree: true,
      deliveryPrice: 11,
    });
    const placed = await placeOrder(ctx, [{ productId: teff._id, qty: 1 }]);
    const saleId: string = placed.json().sales[0]._id;
    const text = await pdfText((await get(`/api/sale/${saleId}/invoice.pdf`, vendor.token)).rawPayload);
    expect(text).toContain('Shipping 1 $11.00 $11.00 GST-free');
    expect(text).toContain('GST included $0.00');
  });
});
