import { BANK_TEXT, marketplaceToday, type PayoutDetailDto, type PayoutListDto, type ProductDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, auditCount, fromAddress, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, postPayout } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let kenteScarf: ProductDto;
let spiceJar: ProductDto;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente House' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
  kenteScarf = await createLiveProduct(ctx, kente, { price: 45.5, deliveryPrice: 9.95, stock: 500 });
  spiceJar = await createLiveProduct(ctx, spice, { name: 'Berbere jar', price: 12, deliveryPrice: 5, stock: 500 });
});
afterAll(async () => {
  await ctx?.close();
});

let saves = 0;
async function saveBankDetails(vendor: OnboardedVendor, bsb: string, accountNumber: string, accountName: string) {
  saves += 1;
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/user/${vendor.id}/bank`,
    headers: { 'x-auth-token': vendor.token },
    payload: { accountName, bsb, accountNumber, currentPassword: vendor.password },
    remoteAddress: fromAddress(2000 + saves),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A fresh pending payout of one delivered sale of the vendor. */
async function pendingPayout(vendor: OnboardedVendor, productId: string): Promise<PayoutDetailDto> {
  const sale = await deliveredSale(ctx, vendor, productId);
  const created = await postPayout(ctx, admin, vendor.id, { sales: [sale.saleId] });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as PayoutDetailDto;
}

function downloadAba(payouts: string[], token = admin, resend?: boolean) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/transfer/aba',
    headers: { 'x-auth-token': token },
    payload: { payouts, ...(resend === undefined ? {} : { resend }) },
  });
}

function markPaid(payoutId: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/transfer/${payoutId}/paid`,
    headers: { 'x-auth-token': admin },
    payload: { bankReference: 'CBA-77', paidAt: marketplaceToday() },
  });
}

const readPayout = async (id: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/transfer/${id}`, headers: { 'x-auth-token': admin } })
  ).json() as PayoutDetailDto;

/** Ends a vendor's hold as if the 24 hours had passed. */
async function endHold(vendorId: string) {
  await ctx.database.db
    .update(bankAccounts)
    .set({ holdUntil: new Date(Date.now() - 1000) })
    .where(eq(bankAccounts.vendorId, vendorId));
}

/** The fields of one ABA record, by the positions of the format (1-based, inclusive). */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('paying payouts through an ABA file', () => {
  it('refuses a payout whose vendor has no bank details, and says so on the payout', async () => {
    const payout = await pendingPayout(spice, spiceJar._id);
    expect(payout.bankProblem).toBe(BANK_TEXT.noBankDetails);
    const refused = await downloadAba([payout._id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { msg: BANK_TEXT.abaNoBankDetails(payout.number, 'Spice Route'), param: 'payouts' },
    ]);
    expect((await readPayout(payout._id)).sentToBankAt).toBeNull();
  });

  it('writes three payouts of two vendors into one file that parses back to every field and total', async () => {
    await saveBankDetails(kente, '062-000', '12345678', 'Kente House Pty Ltd');
    await saveBankDetails(spice, '083-004', '987654321', 'Spice Route');
    const first = await pendingPayout(kente, kenteScarf._id);
    const second = await pendingPayout(kente, kenteScarf._id);
    const third = await pendingPayout(spice, spiceJar._id);
    const chosen = [third, first, second];
    for (const payout of chosen) expect(payout.bankProblem).toBeNull();

    // The processing date is the Sydney day of the request, whichever side of midnight it fell.
    const daysAround = [marketplaceToday()];
    const response = await downloadAba(chosen.map((payout) => payout._id));
    daysAround.push(marketplaceToday());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="soko-payouts-\d{4}-\d{2}-\d{2}-\d+\.aba"$/,
    );
    const file = response.body;
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toHaveLength(120);
    expect(file).toMatch(/^[\x20-\x7e\r\n]+$/);

    const [header, ...rest] = lines;
    const details = rest.slice(0, 3);
    const total = rest[3] ?? '';
    const config = ctx.config.aba;
    const ddmmyy = daysAround.map((iso) => {
      const [year, month, day] = iso.split('-');
      return `${day}${month}${year?.slice(2)}`;
    });
    expect(field(header ?? '', 1, 1)).toBe('0');
    expect(field(header ?? '', 19, 20)).toBe('01');
    expect(field(header ?? '', 21, 23)).toBe(config?.bankCode);
    expect(field(header ?? '', 31, 56).trimEnd()).toBe(config?.userName);
    expect(field(header ?? '', 57, 62)).toBe(config?.apcaId);
    expect(field(header ?? '', 63, 74).trimEnd()).toBe('PAYOUTS');
    expect(ddmmyy).toContain(field(header ?? '', 75, 80));

    // One detail record per payout, in payout number order, each paying the payout's net.
    const inOrder = [first, second, third];
    const payees = new Map([
      [kente.id, { bsb: '062-000', account: '12345678', name: 'Kente House Pty Ltd' }],
      [spice.id, { bsb: '083-004', account: '987654321', name: 'Spice Route' }],
    ]);
    details.forEach((line, index) => {
      const payout = inOrder[index] as PayoutDetailDto;
      const payee = payees.get(payout.vendor._id);
      expect(field(line, 1, 1)).toBe('1');
      expect(field(line, 2, 8)).toBe(payee?.bsb);
      expect(field(line, 9, 17).trimStart()).toBe(payee?.account);
      expect(field(line, 9, 17)).toHaveLength(9);
      expect(field(line, 19, 20)).toBe('50');
      expect(Number(field(line, 21, 30))).toBe(Math.round(payout.net * 100));
      expect(field(line, 31, 62).trimEnd()).toBe(payee?.name);
      expect(field(line, 63, 80).trimEnd()).toBe(`SOKO PAYOUT ${payout.number}`);
      expect(field(line, 81, 87)).toBe(config?.bsb);
      expect(field(line, 88, 96).trimStart()).toBe(config?.account);
      expect(field(line, 97, 112).trimEnd()).toBe(config?.userName.slice(0, 16));
      expect(field(line, 113, 120)).toBe('00000000');
    });

    const netCents = inOrder.reduce((sum, payout) => sum + Math.round(payout.net * 100), 0);
    expect(field(total, 1, 1)).toBe('7');
    expect(field(total, 2, 8)).toBe('999-999');
    expect(Number(field(total, 21, 30))).toBe(netCents);
    expect(Number(field(total, 31, 40))).toBe(netCents);
    expect(Number(field(total, 41, 50))).toBe(0);
    expect(Number(field(total, 75, 80))).toBe(3);

    // Sent, not paid: staff still confirm the transfer.
    for (const payout of inOrder) {
      const after = await readPayout(payout._id);
      expect(after.status).toBe('Pending');
      expect(after.sentToBankAt).toEqual(expect.any(String));
      expect(await auditCount(ctx, 'payout.sentToBank', payout._id)).toBe(1);
    }

    // A second file for the same payouts would pay them twice: refused, naming each, unless staff say
    // the bank refused the first.
    const again = await downloadAba([first._id, third._id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.map((error: { msg: string }) => error.msg)).toEqual([
      expect.stringMatching(new RegExp(`^Transaction #${first.number} was sent to the bank on \\d+ \\w+ \\d{4}`)),
      expect.stringMatching(new RegExp(`^Transaction #${third.number} was sent to the bank on `)),
    ]);
    expect(await auditCount(ctx, 'payout.sentToBank', first._id)).toBe(1);
    const resent = await downloadAba([first._id], admin, true);
    expect(resent.statusCode).toBe(200);
    expect(await auditCount(ctx, 'payout.sentToBank', first._id)).toBe(2);
  });

  it('lets staff record the transfer of a payout sent to the bank before the vendor changed their details', async () => {
    const payout = await pendingPayout(spice, spiceJar._id);
    expect((await downloadAba([payout._id])).statusCode).toBe(200);
    await saveBankDetails(spice, '083-004', '55554444', 'Spice Route');
    expect((await readPayout(payout._id)).bankProblem).toBeNull();
    // Sending it again would go to the new account: that waits for the hold.
    const resent = await downloadAba([payout._id], admin, true);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().errors[0].msg).toMatch(/changed their bank details; payouts are held until /);
    expect((await markPaid(payout._id)).statusCode).toBe(200);
    await endHold(spice.id);
  });

  it('holds a vendor’s payouts for 24 hours after a change of bank details, then lets them go', async () => {
    const payout = await pendingPayout(kente, kenteScarf._id);
    await saveBankDetails(kente, '062-000', '11112222', 'Kente House Pty Ltd');
    const held = await readPayout(payout._id);
    expect(held.bankProblem).toMatch(/^Bank details changed recently: payouts are held until \d+ \w+ \d{4}/);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/transfer?vendorId=${kente.id}`,
        headers: { 'x-auth-token': admin },
      })
    ).json() as PayoutListDto;
    expect(list.items.find((item) => item._id === payout._id)?.bankProblem).toBe(held.bankProblem);

    const refused = await downloadAba([payout._id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toMatch(
      new RegExp(`^Transaction #${payout.number}: Kente House changed their bank details; payouts are held until `),
    );
    const markPaid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/transfer/${payout._id}/paid`,
      headers: { 'x-auth-token': admin },
      payload: { bankReference: 'CBA-1', paidAt: marketplaceToday() },
    });
    expect(markPaid.statusCode).toBe(409);
    expect(markPaid.json().errors[0].msg).toMatch(new RegExp(`^Transaction #${payout.number} is on hold until `));
    expect((await readPayout(payout._id)).paidAt).toBeNull();

    await endHold(kente.id);
    expect((await readPayout(payout._id)).bankProblem).toBeNull();
    const file = await downloadAba([payout._id]);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(' 11112222');
  });

  it('refuses a paid payout, an unknown one and a vendor’s call, writing nothing', async () => {
    const payout = await pendingPayout(spice, spiceJar._id);
    const paid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/transfer/${payout._id}/paid`,
      headers: { 'x-auth-token': admin },
      payload: { bankReference: 'CBA-2', paidAt: marketplaceToday() },
    });
    expect(paid.statusCode).toBe(200);
    const refused = await downloadAba([payout._id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(BANK_TEXT.abaPayoutPaid(payout.number));

    const unknown = await downloadAba(['00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].msg).toBe(BANK_TEXT.abaPayoutMissing);
    expect((await downloadAba([])).json().errors[0].msg).toBe(BANK_TEXT.selectPayouts);
    expect((await downloadAba([payout._id], spice.token)).statusCode).toBe(403);
    expect(await auditCount(ctx, 'payout.sentToBank', payout._id)).toBe(0);
  });
});
