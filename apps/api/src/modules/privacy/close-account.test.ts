import { MESSAGES, PRIVACY_TEXT } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bankAccounts, products, sales } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  login,
  type OnboardedVendor,
  onboardVendor,
} from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { moveSale, placeSale } from '../../test/payouts.ts';
import { applyRetention } from './retention.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });
const close = (id: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/user/${id}/close`, headers: as(token), payload });

async function withBankAccount(vendor: OnboardedVendor) {
  await ctx.database.db.insert(bankAccounts).values({
    vendorId: vendor.id,
    accountName: 'Closing Weavers',
    bsb: '062-000',
    accountNumberEncrypted: 'encrypted-test-value',
    accountNumberLast4: '6789',
  });
}

describe(`closing an account (${testEngine})`, () => {
  let vendor: OnboardedVendor;
  let saleId: string;

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: 'Closing Weavers' });
    await withBankAccount(vendor);
    const product = await createLiveProduct(ctx, vendor, { name: 'Last scarf', price: 40 });
    saleId = (await placeSale(ctx, vendor.id, product._id)).saleId;
  });

  it('asks the owner for their password, and refuses while a sale is still open', async () => {
    const noPassword = await close(vendor.id, vendor.token);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0]).toEqual({ msg: PRIVACY_TEXT.passwordRequired, param: 'currentPassword' });
    const wrong = await close(vendor.id, vendor.token, { currentPassword: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].msg).toBe(PRIVACY_TEXT.passwordWrong);
    const open = await close(vendor.id, vendor.token, { currentPassword: vendor.password });
    expect(open.statusCode).toBe(409);
    expect(open.json().errors[0].msg).toBe(PRIVACY_TEXT.openSales(1));
    expect(await auditCount(ctx, 'user.close', vendor.id)).toBe(0);
  });

  it('closes the account: sign-in refused with a clear message, sessions ended, products off sale', async () => {
    await moveSale(ctx, vendor.token, saleId, 'Shipped');
    await moveSale(ctx, vendor.token, saleId, 'Delivered');
    const closed = await close(vendor.id, vendor.token, { currentPassword: vendor.password });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().msg).toBe(PRIVACY_TEXT.closed);

    const oldSession = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(vendor.token) });
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json().errors[0].msg).toBe(MESSAGES.accountClosed);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/loginVendor',
      payload: { email: vendor.email, password: vendor.password },
      remoteAddress: '10.77.0.1',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().errors[0].msg).toBe(MESSAGES.accountClosed);

    const listed = await ctx.database.db.select().from(products).where(eq(products.vendorId, vendor.id));
    expect(listed.map((product) => product.status)).toEqual(['paused']);
    const [row] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, vendor.id));
    expect(row).toMatchObject({ phone: '', dob: null, displayName: 'Closing Weavers', email: vendor.email });
    expect(row?.closedAt).not.toBeNull();
    expect(await auditCount(ctx, 'user.close', vendor.id)).toBe(1);
  });

  it("still renders the closed vendor's invoices", async () => {
    const invoice = await ctx.app.inject({ method: 'GET', url: `/api/sale/${saleId}/invoice.pdf`, headers: as(admin) });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the bank details until the payout owed is paid, then deletes them', async () => {
    const kept = await applyRetention(ctx.app.deps);
    expect(kept.closedAccountBankDetailsDeleted).toBe(0);
    expect(await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.vendorId, vendor.id))).toHaveLength(
      1,
    );
    // The payout of the sale, paid (as the payout triggers record it on the sale).
    await ctx.database.db.update(sales).set({ paidOut: true }).where(eq(sales.id, saleId));
    const deleted = await applyRetention(ctx.app.deps);
    expect(deleted.closedAccountBankDetailsDeleted).toBe(1);
    expect(await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.vendorId, vendor.id))).toEqual([]);
  });
});

describe(`who may close an account (${testEngine})`, () => {
  it('lets the super admin close a vendor without a password, and no one else close another account', async () => {
    const vendor = await onboardVendor(ctx);
    const other = await onboardVendor(ctx);
    const byOther = await close(vendor.id, other.token, { currentPassword: other.password });
    expect(byOther.statusCode).toBe(404);
    const support = await createStaff(ctx, 'support');
    expect((await close(vendor.id, support.token)).statusCode).toBe(404);

    const byAdmin = await close(vendor.id, admin);
    expect(byAdmin.statusCode).toBe(200);
    const again = await close(vendor.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(PRIVACY_TEXT.alreadyClosed);
    const staffAccount = await close(support.id, admin);
    expect(staffAccount.statusCode).toBe(409);
    expect(staffAccount.json().errors[0].msg).toBe(PRIVACY_TEXT.onlyVendors);
    const signIn = await login(ctx.app, vendor.email, vendor.password);
    expect(signIn).toMatchObject({ errors: [{ msg: MESSAGES.accountClosed }] });
  });

  it('refuses to reactivate a closed account, from the vendors and the users screens alike', async () => {
    const vendor = await onboardVendor(ctx);
    expect((await close(vendor.id, admin)).statusCode).toBe(200);
    const asVendor = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/ignored/${vendor.id}`,
      headers: as(admin),
      payload: { active: true },
    });
    expect(asVendor.statusCode).toBe(409);
    expect(asVendor.json().errors[0].msg).toBe(PRIVACY_TEXT.closedStaysClosed);
    // The bare PUT toggles: on a closed (inactive) account it would reactivate, and is refused too.
    const toggled = await ctx.app.inject({ method: 'PUT', url: `/api/user/ignored/${vendor.id}`, headers: as(admin) });
    expect(toggled.statusCode).toBe(409);
    const asUser = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}/active`,
      headers: as(admin),
      payload: { active: true },
    });
    expect(asUser.statusCode).toBe(409);
    expect(asUser.json().errors[0].msg).toBe(PRIVACY_TEXT.closedStaysClosed);
    const [row] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, vendor.id));
    expect(row?.active).toBe(false);
    expect(await auditCount(ctx, 'vendor.activate', vendor.id)).toBe(0);
    expect(await auditCount(ctx, 'user.activate', vendor.id)).toBe(0);
    expect(await login(ctx.app, vendor.email, vendor.password)).toMatchObject({
      errors: [{ msg: MESSAGES.accountClosed }],
    });
  });
});
