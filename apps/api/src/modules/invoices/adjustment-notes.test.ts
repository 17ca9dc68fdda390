import { randomUUID } from 'node:crypto';
import type { AdjustmentNoteList, PayoutDetailDto, SaleDetailDto, StatementDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { deliveredSale, moveSale, postPayout } from '../../test/payouts.ts';
import { pdfText } from '../../test/pdf.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => ctx?.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

function refund(token: string, saleId: string, body: { amount: number; shipping?: number }) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/sale/${saleId}/refund`,
    headers: { 'x-auth-token': token, 'idempotency-key': randomUUID() },
    payload: { reason: 'faulty', ...body },
  });
}

const notesOf = async (saleId: string, token: string) =>
  (await get(`/api/sale/${saleId}/adjustment-notes`, token)).json() as AdjustmentNoteList;

/** Independently of the server: the GST in a GST-inclusive amount of cents, half-up. */
const gstOf = (cents: number) => Math.floor((cents * 2 + 11) / 22);
const cents = (dollars: number) => Math.round(dollars * 100);

async function registered(vendor: OnboardedVendor) {
  await ctx.database.db
    .update(vendorProfiles)
    .set({ gstRegistered: true, gstRegisteredFrom: '2020-07-01' })
    .where(eq(vendorProfiles.userId, vendor.id));
}

describe(`adjustment notes (${testEngine})`, () => {
  let vendor: OnboardedVendor;

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: 'Sahel Grains', ABN: '12000000041' });
    await registered(vendor);
  });

  it('gives the buyer a note per refund whose GST is the invoice’s GST less the GST kept, GST-free lines carrying none', async () => {
    const fonio = await createLiveProduct(ctx, vendor, {
      name: 'Fonio',
      price: 16.95,
      gstFree: true,
      deliveryPrice: 11,
    });
    const mill = await createLiveProduct(ctx, vendor, { name: 'Grain mill', price: 110, gstFree: false });
    const placed = await placeOrder(ctx, [
      { productId: fonio._id, qty: 1 },
      { productId: mill._id, qty: 1 },
    ]);
    const saleId: string = placed.json().sales[0]._id;
    const orderNumber: number = placed.json().number;
    const invoiceGst = gstOf(11_000) + gstOf(1_100);

    expect((await refund(vendor.token, saleId, { amount: 50, shipping: 5 })).statusCode).toBe(201);
    // $50 of $126.95 of items spread by amount: $6.68 of the fonio (GST-free), $43.32 of the mill.
    const keptGst = gstOf(11_000 - 4_332) + gstOf(1_100 - 500);
    const first = await notesOf(saleId, vendor.token);
    expect(first.items).toEqual([
      {
        _id: expect.any(String),
        kind: 'buyer',
        number: 'AN-1',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amount: 55,
        gst: (invoiceGst - keptGst) / 100,
        originalNumber: String(orderNumber),
        originalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);

    // The rest: the two notes together take off the whole invoice, its GST to the cent.
    expect((await refund(vendor.token, saleId, { amount: 76.95, shipping: 6 })).statusCode).toBe(201);
    const all = (await notesOf(saleId, vendor.token)).items;
    expect(all.map((note) => note.number)).toEqual(['AN-1', 'AN-2']);
    expect(all.reduce((sum, note) => sum + cents(note.amount), 0)).toBe(1_695 + 11_000 + 1_100);
    expect(all.reduce((sum, note) => sum + cents(note.gst), 0)).toBe(invoiceGst);

    const note = all[0];
    const pdf = await get(`/api/adjustment-note/${note?._id}.pdf`, vendor.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="adjustment-note-AN-1.pdf"');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/^Adjustment note\nSahel Grains\nABN 12 000 000 041\n/);
    expect(text).toContain('Adjustment note number: AN-1');
    expect(text).toContain(`Original invoice number: ${orderNumber}`);
    expect(text).toContain(`Original invoice date: ${note?.originalDate}`);
    expect(text).toContain(
      `Adjustment (GST inclusive) $55.00\nOf which GST-free $6.68\nGST adjusted $${((invoiceGst - keptGst) / 100).toFixed(2)}`,
    );
    expect(text).toContain('Refund of items (apportioned over the lines by value) $50.00');

    const stranger = await onboardVendor(ctx);
    expect((await get(`/api/sale/${saleId}/adjustment-notes`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/adjustment-note/${note?._id}.pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/adjustment-note/${note?._id}.pdf`, admin)).statusCode).toBe(200);
    expect((await notesOf(saleId, admin)).items).toHaveLength(2);
  });

  it('gives the vendor a fee note when a refund after payout lowers a fee already on a fee tax invoice', async () => {
    const mill = await createLiveProduct(ctx, vendor, { name: 'Hand mill', price: 110, shipping: 1, stock: 20 });
    const { saleId } = await deliveredSale(ctx, vendor, mill._id);
    const paid = await postPayout(ctx, admin, vendor.id, { sales: [saleId] });
    expect(paid.statusCode, paid.body).toBe(201);
    const payout = paid.json() as PayoutDetailDto;

    expect((await refund(admin, saleId, { amount: 60 })).statusCode).toBe(201);
    const notes = (await notesOf(saleId, vendor.token)).items;
    expect(notes.map((note) => note.kind).sort()).toEqual(['buyer', 'fee']);
    const feeNote = notes.find((note) => note.kind === 'fee');
    // The fee on $110.00 was $2.23 (GST $0.20); on the $50.00 kept it is $1.18 (GST $0.11).
    expect(feeNote).toMatchObject({ number: expect.stringMatching(/^FA-\d+$/), amount: 1.05, gst: 0.09 });
    expect(feeNote?.originalNumber).toBe(`F-${payout.number}`);
    const text = await pdfText((await get(`/api/adjustment-note/${feeNote?._id}.pdf`, vendor.token)).rawPayload);
    expect(text).toMatch(/^Adjustment note\nSoko Marketplace\nABN 98 765 432 122\n/);
    expect(text).toContain('To\nSahel Grains\nABN 12 000 000 041');

    // The next payout deducts it and says so; the note's fee is not charged again as a line.
    const other = await createLiveProduct(ctx, vendor, { name: 'Sieve', price: 220, shipping: 1, stock: 5 });
    const next = await deliveredSale(ctx, vendor, other._id);
    const nextPayout = (await postPayout(ctx, admin, vendor.id, { sales: [next.saleId] })).json() as PayoutDetailDto;
    const invoice = await pdfText((await get(`/api/transfer/${nextPayout._id}/invoice.pdf`, vendor.token)).rawPayload);
    expect(invoice).toContain(
      `Adjustment note ${feeNote?.number} of ${feeNote?.date} (fee given back $1.05, GST $0.09)`,
    );
    expect(invoice).not.toContain('refund');
    // The payout that carries the deduction, the statement and its CSV name the note.
    expect(nextPayout.adjustments.map((adjustment) => adjustment.feeNote?.number)).toEqual([feeNote?.number]);
    const statement = (await get('/api/transfer/statement', vendor.token)).json() as StatementDto;
    expect(statement.adjustments.map((adjustment) => adjustment.feeNote?.number)).toContain(feeNote?.number);
    const csv = (await get('/api/transfer/statement/export', vendor.token)).body;
    expect(csv).toContain(`Refund after payout, adjustment note ${feeNote?.number}`);
  });

  it('names the notes in the sales, statement and payouts CSVs, and the invoice less its notes is what was finally charged', async () => {
    const drum = await createLiveProduct(ctx, vendor, { name: 'Talking drum', price: 132, shipping: 1, stock: 5 });
    const { saleId } = await deliveredSale(ctx, vendor, drum._id);
    const first = (await postPayout(ctx, admin, vendor.id, { sales: [saleId] })).json() as PayoutDetailDto;
    expect((await refund(admin, saleId, { amount: 32 })).statusCode).toBe(201);
    const other = await createLiveProduct(ctx, vendor, { name: 'Drum stick', price: 66, shipping: 1, stock: 5 });
    const next = await deliveredSale(ctx, vendor, other._id);
    const paidNext = await postPayout(ctx, admin, vendor.id, { sales: [next.saleId] });
    expect(paidNext.statusCode, paidNext.body).toBe(201);
    const second = paidNext.json() as PayoutDetailDto;

    const notes = (await notesOf(saleId, vendor.token)).items;
    const buyerNote = notes.find((note) => note.kind === 'buyer');
    const feeNote = notes.find((note) => note.kind === 'fee');
    const noteText = (note: AdjustmentNoteList['items'][number] | undefined) =>
      `${note?.number} ${note?.kind} ${note?.amount.toFixed(2)} GST ${note?.gst.toFixed(2)}`;
    const bothNotes = `${noteText(buyerNote)}; ${noteText(feeNote)}`;
    const csvLines = async (url: string) => (await get(url, vendor.token)).body.replace(/^\ufeff/, '').split('\r\n');
    const sale = (await get(`/api/sale/${saleId}`, vendor.token)).json() as SaleDetailDto;

    const salesCsv = await csvLines('/api/sale/export');
    expect(salesCsv[0]?.endsWith(',Refunded,Adjustment notes,Fee by line')).toBe(true);
    expect(salesCsv.find((line) => line.startsWith(`${sale.order_id.number},`))).toMatch(
      new RegExp(`,32\\.00,"?${bothNotes}"?,[^,]+ \\(Marketplace fee\\)$`),
    );

    const statementCsv = await csvLines('/api/transfer/statement/export');
    const saleLine = statementCsv.find(
      (line) => line.includes(`,${sale.order_id.number},`) && line.includes(',Delivered,'),
    );
    expect(saleLine).toMatch(new RegExp(`,${first.number},,${bothNotes},[^,]+ \\(Marketplace fee\\)$`));
    const adjustmentLine = statementCsv.find((line) => line.includes(`adjustment note ${feeNote?.number}`));
    expect(adjustmentLine).toMatch(new RegExp(`,${second.number},,${feeNote?.number},$`));

    const payoutsCsv = await csvLines('/api/transfer/export');
    expect(payoutsCsv[0]?.endsWith(',Created by,Adjustment notes deducted')).toBe(true);
    expect(payoutsCsv.find((line) => line.startsWith(`${second.number},`))).toMatch(
      new RegExp(`,${noteText(feeNote)}$`),
    );
    expect(payoutsCsv.find((line) => line.startsWith(`${first.number},`))).toMatch(/,$/);

    // The buyer's invoice less its notes is what the buyer finally paid, its GST that of what was kept.
    const invoice = await pdfText((await get(`/api/sale/${saleId}/invoice.pdf`, vendor.token)).rawPayload);
    const [, total = '', gst = ''] =
      /Total \(GST inclusive\) \$([\d,.]+)\nGST included \$([\d,.]+)/.exec(invoice) ?? [];
    const invoiceCents = cents(Number(total.replace(',', '')));
    expect(invoiceCents - cents(buyerNote?.amount ?? 0)).toBe(cents(sale.subtotal) - cents(sale.refunded));
    expect(cents(Number(gst)) - cents(buyerNote?.gst ?? 0)).toBe(gstOf(cents(sale.subtotal) - cents(sale.refunded)));
    // The fee invoiced on the first payout less the fee note is the fee finally charged: the sale's
    // fee with the refund's deduction (the statement's refund line) taken off.
    const deduction = second.adjustments.find((adjustment) => adjustment.saleId === saleId);
    expect(cents(sale.fee) - cents(feeNote?.amount ?? 0)).toBe(cents(sale.fee) + cents(deduction?.fee ?? 0));
    expect(cents(feeNote?.gst ?? 0)).toBe(-cents(deduction?.feeGst ?? 0));
  });

  it('issues no note against a plain invoice', async () => {
    const plain = await onboardVendor(ctx, { displayName: 'Unregistered Crafts' });
    const bowl = await createLiveProduct(ctx, plain, { name: 'Bowl', price: 30 });
    const placed = await placeOrder(ctx, [{ productId: bowl._id, qty: 1 }]);
    const saleId: string = placed.json().sales[0]._id;
    await moveSale(ctx, plain.token, saleId, 'Processing');
    expect((await refund(plain.token, saleId, { amount: 10 })).statusCode).toBe(201);
    expect((await notesOf(saleId, plain.token)).items).toEqual([]);
  });
});
