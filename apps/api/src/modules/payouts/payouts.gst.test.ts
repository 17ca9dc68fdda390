import {
  type AdjustmentNoteList,
  dollarsToCents,
  feeCents,
  type PayoutDetailDto,
  type ProductDto,
  type RemitListDto,
  SALES_TEXT,
  type SaleDetailDto,
  type StatementDto,
} from '@soko/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedDocuments, vendorProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, setSaleStatus } from '../../test/orders.ts';
import { deliveredSale, placeSale, postPayout } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token: string, app = ctx.app) =>
  app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** Independently of packages/shared: the GST in a GST-inclusive amount of cents, fee / 11 half-up. */
const gstOf = (cents: number) => Math.floor((cents * 2 + 11) / 22);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;

describe('GST on the marketplace fee', () => {
  let vendor: OnboardedVendor;
  let sale: SaleDetailDto;
  let payout: PayoutDetailDto;

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: 'Adinkra Prints' });
    const product = await createLiveProduct(ctx, vendor, { price: 110, shipping: 1, stock: 50 });
    const placed = await deliveredSale(ctx, vendor, product._id);
    sale = (await get(`/api/sale/${placed.saleId}`, vendor.token)).json();
  });

  it('shows a $110.00 sale with free shipping as fee $2.23 including GST $0.20', async () => {
    expect([sale.subtotal, sale.fee, sale.feeGst, sale.net]).toEqual([110, 2.23, 0.2, 107.77]);
    const list = (await get('/api/sale/mySales', vendor.token)).json();
    expect(list.items[0]).toMatchObject({ fee: 2.23, feeGst: 0.2 });
    const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
    expect(remit.items[0]).toMatchObject({ fee: 2.23, feeGst: 0.2 });
    expect(remit.totals).toMatchObject({ fee: 2.23, feeGst: 0.2 });
  });

  it('carries each sale’s GST into the payout, the statement and every CSV', async () => {
    const created = await postPayout(ctx, admin, vendor.id, { sales: [sale._id] });
    expect(created.statusCode).toBe(201);
    payout = created.json();
    expect(payout).toMatchObject({ fee: 2.23, feeGst: 0.2 });
    expect(payout.sales[0]).toMatchObject({ fee: 2.23, feeGst: 0.2 });

    const statement = (await get('/api/transfer/statement', vendor.token)).json() as StatementDto;
    expect(statement.items[0]).toMatchObject({ fee: 2.23, feeGst: 0.2 });
    expect(statement.totals).toMatchObject({ fee: 2.23, feeGst: 0.2 });

    for (const url of ['/api/sale/export', '/api/transfer/export', '/api/transfer/statement/export']) {
      const csv = (await get(url, vendor.token)).body.replace(/^\uFEFF/, '').split('\r\n');
      const header = csv[0]?.split(',') ?? [];
      const column = header.indexOf('GST in fee');
      expect(column, url).toBe(header.indexOf('Fee') + 1);
      expect(csv[1]?.split(',')[column], url).toBe('0.20');
    }
  });

  it('issues the vendor a tax invoice for the payout’s fees, naming the marketplace and its ABN', async () => {
    const response = await get(`/api/transfer/${payout._id}/invoice.pdf`, vendor.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-F-${payout.number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/^Tax invoice\n/);
    expect(text).toContain(`${ctx.config.marketplace.name}\nABN 98 765 432 122`);
    expect(text).toContain(`Invoice number: F-${payout.number}`);
    expect(text).toContain('To\nAdinkra Prints');
    expect(text).toContain(`#${sale.order_id.number} `);
    expect(text).toContain('$110.00 $2.23 $0.20');
    expect(text).toContain('Total fees (GST inclusive) $2.23\nGST included $0.20');

    const other = await onboardVendor(ctx);
    expect((await get(`/api/transfer/${payout._id}/invoice.pdf`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/transfer/${payout._id}/invoice.pdf`, admin)).statusCode).toBe(200);
  });

  it('sums the GST of a payout invoice’s lines to the cent, for random payouts', async () => {
    const seller = await onboardVendor(ctx, { displayName: 'Random Wares' });
    await fc.assert(
      fc.asyncProperty(
        // From $1: a sale under 30c nets less than nothing, and a payout cannot be negative.
        fc.array(fc.integer({ min: 100, max: 250_000 }), { minLength: 1, maxLength: 4 }),
        async (prices) => {
          const saleIds: string[] = [];
          for (const priceCents of prices) {
            const product = await createLiveProduct(ctx, seller, { price: priceCents / 100, shipping: 1, stock: 5 });
            saleIds.push((await deliveredSale(ctx, seller, product._id)).saleId);
          }
          const posted = await postPayout(ctx, admin, seller.id, { sales: saleIds });
          expect(posted.statusCode, posted.body).toBe(201);
          const made = posted.json() as PayoutDetailDto;
          const pdf = await get(`/api/transfer/${made._id}/invoice.pdf`, admin);
          expect(pdf.statusCode, pdf.body).toBe(200);
          const text = await pdfText(pdf.rawPayload);
          const rows = text.split('\n').filter((line) => /^#\d+ /.test(line));
          expect(rows).toHaveLength(prices.length);
          const rowGst = rows.map((row) => dollarsToCents((row.split(' ').at(-1) ?? '').replace(/[$,]/g, '')));
          const expected = prices.map((price) => gstOf(feeCents(price)));
          expect(rowGst.sort()).toEqual(expected.sort());
          const total = expected.reduce((sum, cents) => sum + cents, 0);
          expect(text).toContain(`GST included ${dollars(total)}`);
          expect(Math.round(made.feeGst * 100)).toBe(total);
          expect(text).toContain('ABN 98 765 432 122');
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('the vendor’s invoice to the buyer', () => {
  let vendor: OnboardedVendor;
  let scarf: ProductDto;

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: 'Kente House' });
    scarf = await createLiveProduct(ctx, vendor, { price: 45.5, deliveryPrice: 9.95, stock: 100 });
  });

  const invoiceOf = async (saleId: string, token = vendor.token) => get(`/api/sale/${saleId}/invoice.pdf`, token);

  it('says no GST is included when the vendor is not GST-registered', async () => {
    const { saleId, orderNumber } = await placeSale(ctx, vendor.id, scarf._id);
    const response = await invoiceOf(saleId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/^Invoice\nKente House\n/);
    expect(text).toContain('No GST is included: Kente House is not registered for GST.');
    expect(text).not.toContain('GST included');
    expect(text).toContain('Total $55.45');
  });

  it('is a tax invoice with the GST of each line when the vendor is registered, naming the buyer from $1,000', async () => {
    await ctx.database.db
      .update(vendorProfiles)
      .set({ gstRegistered: true, gstRegisteredFrom: '2020-07-01' })
      .where(eq(vendorProfiles.userId, vendor.id));
    const small = await placeSale(ctx, vendor.id, scarf._id, { customer: { customer_name: 'Abena Mensah' } });
    const text = await pdfText((await invoiceOf(small.saleId)).rawPayload);
    expect(text).toMatch(/^Tax invoice\nKente House\nABN /);
    expect(text).toContain(`Kente scarf 1 $45.50 $45.50 ${dollars(gstOf(4550))}`);
    expect(text).toContain(`Shipping 1 $9.95 $9.95 ${dollars(gstOf(995))}`);
    expect(text).toContain(`Total (GST inclusive) $55.45\nGST included ${dollars(gstOf(4550) + gstOf(995))}`);
    expect(text).not.toContain('Abena Mensah');

    const large = await placeSale(ctx, vendor.id, scarf._id, { qty: 22, customer: { customer_name: 'Kojo Boateng' } });
    const largeText = await pdfText((await invoiceOf(large.saleId)).rawPayload);
    expect(largeText).toContain('Buyer\nKojo Boateng');
    expect(largeText).toContain(`Kente scarf 22 $45.50 $1,001.00 ${dollars(gstOf(100_100))}`);
  });

  it('is refused for another vendor’s sale; a cancelled sale keeps its invoice as issued, taken back by an adjustment note', async () => {
    const { saleId } = await placeSale(ctx, vendor.id, scarf._id);
    const other = await onboardVendor(ctx);
    expect((await invoiceOf(saleId, other.token)).statusCode).toBe(404);
    const issued = await invoiceOf(saleId, admin);
    expect(issued.statusCode).toBe(200);
    expect((await setSaleStatus(ctx, vendor.token, saleId, 'Cancel')).statusCode).toBe(200);
    const cancelled = await invoiceOf(saleId);
    expect(cancelled.statusCode).toBe(200);
    expect(await pdfText(cancelled.rawPayload)).toBe(await pdfText(issued.rawPayload));
    // The cancellation refunded the whole sale: its note takes back the whole invoice and its GST.
    const notes = (await get(`/api/sale/${saleId}/adjustment-notes`, vendor.token)).json() as AdjustmentNoteList;
    expect(notes.items).toEqual([
      expect.objectContaining({ kind: 'buyer', amount: 55.45, gst: (gstOf(4550) + gstOf(995)) / 100 }),
    ]);
  });

  it('answers 409 with a clear message for a sale cancelled before its invoice was issued', async () => {
    const { saleId } = await placeSale(ctx, vendor.id, scarf._id);
    expect((await setSaleStatus(ctx, vendor.token, saleId, 'Cancel')).statusCode).toBe(200);
    // As a sale cancelled before invoices were stored: it has no issued document at all.
    await ctx.database.db.delete(issuedDocuments).where(eq(issuedDocuments.saleId, saleId));
    const cancelled = await invoiceOf(saleId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errors[0].msg).toBe(SALES_TEXT.cancelledNoInvoice);
    // Asking issues none after the fact.
    expect(await ctx.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.saleId, saleId))).toEqual([]);
  });
});

describe('a marketplace not registered for GST', () => {
  it('charges no GST in its fee and issues a plain invoice saying so', async () => {
    const plain = await createTestApp({
      config: { marketplace: { name: 'Soko Marketplace', abn: '98765432122', gstRegistered: false } },
    });
    try {
      const token = await adminToken(plain);
      const vendor = await onboardVendor(plain);
      const product = await createLiveProduct(plain, vendor, { price: 110, shipping: 1 });
      const placed = await deliveredSale(plain, vendor, product._id);
      const detail = (await get(`/api/sale/${placed.saleId}`, vendor.token, plain.app)).json() as SaleDetailDto;
      expect([detail.fee, detail.feeGst]).toEqual([2.23, 0]);
      const made = (await postPayout(plain, token, vendor.id, { sales: [placed.saleId] })).json() as PayoutDetailDto;
      const text = await pdfText((await get(`/api/transfer/${made._id}/invoice.pdf`, token, plain.app)).rawPayload);
      expect(text).toMatch(/^Invoice\n/);
      expect(text).toContain('Total fees $2.23');
      expect(text).toContain(
        'No GST is included: Soko Marketplace was not registered for GST when these sales were made.',
      );
    } finally {
      await plain.close();
    }
  });
});
