import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedDocuments } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { placeSale } from '../../test/payouts.ts';
import { pdfText } from '../../test/pdf.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const invoiceText = async (saleId: string, token: string) =>
  pdfText(
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/sale/${saleId}/invoice.pdf`,
        headers: { 'x-auth-token': token },
      })
    ).rawPayload,
  );

describe(`stored invoices (${testEngine})`, () => {
  it('issues the buyer’s invoice with the sale, refuses to change it, and issues one at first download for a sale without', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Volta Pottery' });
    const jug = await createLiveProduct(ctx, vendor, { name: 'Water jug', price: 30 });
    const { saleId, orderNumber } = await placeSale(ctx, vendor.id, jug._id);
    const [stored] = await ctx.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.saleId, saleId));
    expect(stored).toMatchObject({ kind: 'invoice', number: String(orderNumber), issuerKey: vendor.id });

    await expect(
      ctx.database.db.update(issuedDocuments).set({ totalCents: 1 }).where(eq(issuedDocuments.saleId, saleId)),
    ).rejects.toThrow();

    // A sale from before stored invoices: its invoice is issued from the sale as it stands, once.
    const text = await invoiceText(saleId, vendor.token);
    await ctx.database.db.execute(sql`delete from issued_documents where sale_id = ${saleId}`);
    expect(await invoiceText(saleId, vendor.token)).toBe(text);
    const rows = await ctx.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.saleId, saleId));
    expect(rows).toHaveLength(1);
  });
});
