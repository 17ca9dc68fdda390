import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { PACKING_SLIPS_MAX, type ProductDto, type SaleDetailDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, createStaff, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

let ctx: TestContext;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let scarf: ProductDto;
let bag: ProductDto;
let firstSale: string;
let secondSale: string;
let spiceSale: string;

/** What pdftotext reads off the PDF, columns kept on their lines. */
function pdfLines(pdf: Buffer): string[] {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

async function saleOfOrder(
  vendorId: string,
  items: { productId: string; variantId?: string; qty: number }[],
  customer = {},
): Promise<string> {
  const placed = await placeOrder(ctx, items, { customer });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const sale = placed.json().sales.find((one: { vendorId: { _id: string } }) => one.vendorId._id === vendorId);
  return sale._id;
}

const variantOf = (product: ProductDto, size: string) => {
  const variant = product.variants.find((one) => one.size === size);
  if (!variant) throw new Error(`no ${size}`);
  return variant._id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  kente = await onboardVendor(ctx, { displayName: 'Kente House' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
  scarf = await createLiveProduct(ctx, kente, {
    name: 'Kente scarf',
    variants: [
      { size: 'Red', stock: 20, price: 45.5 },
      { size: 'Blue', stock: 20, price: 40 },
    ],
  });
  bag = await createLiveProduct(ctx, kente, { name: 'Woven bag', price: 30 });
  const { db } = ctx.database;
  await db.update(products).set({ sku: 'KEN-BAG' }).where(eq(products.id, bag._id));
  await db
    .update(productVariants)
    .set({ sku: 'KEN-SCARF-RED' })
    .where(eq(productVariants.id, variantOf(scarf, 'Red')));
  await db
    .update(productVariants)
    .set({ sku: 'KEN-SCARF-BLUE' })
    .where(eq(productVariants.id, variantOf(scarf, 'Blue')));
  const pepper = await createLiveProduct(ctx, spice, { name: 'Suya pepper', price: 12 });
  firstSale = await saleOfOrder(kente.id, [
    { productId: scarf._id, variantId: variantOf(scarf, 'Red'), qty: 2 },
    { productId: bag._id, qty: 1 },
  ]);
  secondSale = await saleOfOrder(
    kente.id,
    [
      { productId: scarf._id, variantId: variantOf(scarf, 'Red'), qty: 1 },
      { productId: scarf._id, variantId: variantOf(scarf, 'Blue'), qty: 3 },
      { productId: bag._id, qty: 4 },
    ],
    { customer_name: 'Ama Mensah' },
  );
  spiceSale = await saleOfOrder(spice.id, [{ productId: pepper._id, qty: 1 }]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const printBatch = (saleIds: string[], token: string, prices?: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sale/packing-slips.pdf',
    headers: { 'x-auth-token': token },
    payload: { saleIds, ...(prices === undefined ? {} : { prices }) },
  });
const saleDetail = async (id: string): Promise<SaleDetailDto> => (await get(`/api/sale/${id}`, kente.token)).json();

describe('the packing slip of a sale', () => {
  it('says the order, the ship-to, each item with variant, SKU and quantity, and the store, without prices', async () => {
    const sale = await saleDetail(firstSale);
    const response = await get(`/api/sale/${firstSale}/packing-slip.pdf`, kente.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${sale.order_id.number}.pdf"`,
    );
    const lines = pdfLines(response.rawPayload);
    const text = lines.join('\n');
    expect(text).toContain('Packing slip');
    expect(text).toContain('Kente House');
    expect(text).toContain('Returns to:');
    expect(text).toContain(`Order number: #${sale.order_id.number}`);
    expect(text).toMatch(/Date: \d{1,2} \w+ 20\d\d/);
    expect(text).toContain('Ship to');
    expect(text).toContain('Kofi Boateng');
    expect(text).toContain('Unit 4, 1 George St');
    expect(text).toContain('Sydney NSW 2000');
    expect(lines).toContain('Packed Item Variant SKU Qty');
    expect(lines).toContain('Kente scarf Red KEN-SCARF-RED 2');
    expect(lines).toContain('Woven bag KEN-BAG 1');
    expect(text).not.toContain('$');
    expect(text).not.toContain('Price');
  });

  it('shows the prices when asked', async () => {
    const response = await get(`/api/sale/${firstSale}/packing-slip.pdf?prices=true`, kente.token);
    expect(response.statusCode).toBe(200);
    const lines = pdfLines(response.rawPayload);
    expect(lines).toContain('Packed Item Variant SKU Qty Price Total');
    expect(lines).toContain('Kente scarf Red KEN-SCARF-RED 2 $45.50 $91.00');
    expect(lines).toContain('Woven bag KEN-BAG 1 $30.00 $30.00');
    expect(lines).toContain('Items $121.00');
  });

  it('refuses a bad prices flag, another vendor and a missing sale; staff with sales.read may print it', async () => {
    expect((await get(`/api/sale/${firstSale}/packing-slip.pdf?prices=maybe`, kente.token)).statusCode).toBe(400);
    expect((await get(`/api/sale/${firstSale}/packing-slip.pdf`, spice.token)).statusCode).toBe(404);
    expect((await get(`/api/sale/${randomUUID()}/packing-slip.pdf`, kente.token)).statusCode).toBe(404);
    const finance = await createStaff(ctx, 'finance');
    const staff = await get(`/api/sale/${firstSale}/packing-slip.pdf`, finance.token);
    expect(staff.statusCode).toBe(200);
    expect(pdfLines(staff.rawPayload)).toContain('Kente scarf Red KEN-SCARF-RED 2');
    const catalogue = await createStaff(ctx, 'catalogue');
    expect((await get(`/api/sale/${firstSale}/packing-slip.pdf`, catalogue.token)).statusCode).toBe(403);
  });
});

describe('a batch of packing slips', () => {
  it('starts with a pick list that adds up the sales’ items exactly, sorted by SKU, then a slip per sale', async () => {
    const response = await printBatch([secondSale, firstSale], kente.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const lines = pdfLines(response.rawPayload);
    expect(lines[0]).toBe('Pick list');
    expect(lines).toContain('Sales: 2');
    const header = lines.indexOf('Picked SKU Item Variant Qty');
    const firstSlip = lines.indexOf('Packing slip');
    expect(header).toBeGreaterThan(0);
    expect(lines.slice(header + 1, firstSlip)).toEqual([
      'KEN-BAG Woven bag 5',
      'KEN-SCARF-BLUE Kente scarf Blue 3',
      'KEN-SCARF-RED Kente scarf Red 3',
    ]);
    // The same sums from the sales as the sale page shows them.
    const sums = new Map<string, number>();
    for (const sale of [await saleDetail(firstSale), await saleDetail(secondSale)]) {
      for (const item of sale.items) {
        const key = `${item.name}/${item.variant}`;
        sums.set(key, (sums.get(key) ?? 0) + item.qty);
      }
    }
    expect(Object.fromEntries(sums)).toEqual({ 'Woven bag/': 5, 'Kente scarf/Blue': 3, 'Kente scarf/Red': 3 });
    expect(lines).toContain(`Units: ${[...sums.values()].reduce((a, b) => a + b, 0)}`);

    expect(lines.filter((line) => line === 'Packing slip')).toHaveLength(2);
    // By order number: the first order's slip comes first whatever the order of the ids.
    const first = await saleDetail(firstSale);
    const second = await saleDetail(secondSale);
    expect(lines.indexOf(`Order number: #${first.order_id.number}`)).toBeLessThan(
      lines.indexOf(`Order number: #${second.order_id.number}`),
    );
    expect(lines).toContain('Ama Mensah');
    expect(lines.join('\n')).not.toContain('$');
  });

  it(`refuses more than ${PACKING_SLIPS_MAX} sales, none, and a sale of another vendor, printing nothing`, async () => {
    const tooMany = await printBatch(
      Array.from({ length: PACKING_SLIPS_MAX + 1 }, () => randomUUID()),
      kente.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([{ msg: 'Print at most 500 packing slips at once', param: 'saleIds' }]);
    expect((await printBatch([], kente.token)).statusCode).toBe(400);
    const foreign = await printBatch([firstSale, spiceSale], kente.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
    expect(foreign.json().errors).toEqual([{ msg: 'One of the sales was not found' }]);
    const admin = await adminToken(ctx);
    const staff = await printBatch([firstSale, spiceSale], admin, true);
    expect(staff.statusCode).toBe(200);
    const lines = pdfLines(staff.rawPayload);
    expect(lines).toContain('Spice Route');
    expect(lines).toContain('Suya pepper 1 $12.00 $12.00');
  });
});

describe('tracking links', () => {
  const ship = (saleId: string, trackingNumber: string, carrier?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/${saleId}/status/any`,
      headers: { 'x-auth-token': kente.token },
      payload: { status: 'Shipped', tracking_number: trackingNumber, ...(carrier ? { carrier } : {}) },
    });

  it('links the carrier named at shipping on the sale, in the buyer’s mail and in the order data', async () => {
    const shipped = await ship(firstSale, 'ST 0042', 'StarTrack');
    expect(shipped.statusCode).toBe(200);
    const url = 'https://startrack.com.au/track/details/ST%200042';
    expect(shipped.json()).toMatchObject({ carrier: 'StarTrack', trackingUrl: url });
    expect((await get('/api/sale/mySales?status=Shipped', kente.token)).json().items[0]).toMatchObject({
      trackingUrl: url,
    });
    const [mail] = await mailsTo(ctx, 'kofi@example.com');
    expect(mail?.template).toBe('saleShipped');
    expect(mail?.text).toContain(`Track your parcel: ${url}`);
    const sale = await saleDetail(firstSale);
    const order = await get(`/api/order/${sale.order_id._id}`, await adminToken(ctx));
    expect(order.json().sales).toEqual([expect.objectContaining({ _id: firstSale, trackingUrl: url })]);

    const corrected = await ship(firstSale, 'ST 0042', 'Aramex');
    expect(corrected.json().trackingUrl).toBe('https://www.aramex.com.au/tools/track?l=ST%200042');
    expect((await ship(firstSale, 'ST 0042', 'Pigeon')).statusCode).toBe(400);
  });

  it('takes the carrier of the products when none is named; a vendor’s own delivery has no link', async () => {
    const parcel = await createLiveProduct(ctx, kente, { name: 'Drum', provider: 'Australia Post', shipping: 1 });
    const posted = await saleOfOrder(kente.id, [{ productId: parcel._id, qty: 1 }]);
    expect((await ship(posted, 'AP123')).json()).toMatchObject({
      carrier: 'Australia Post',
      trackingUrl: 'https://auspost.com.au/mypost/track/details/AP123',
    });
    const own = await ship(secondSale, 'VAN-7');
    expect(own.json()).toMatchObject({ carrier: null, trackingUrl: null, tracking_number: 'VAN-7' });
  });
});
