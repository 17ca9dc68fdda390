import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx);
});
afterAll(async () => ctx?.close());

const select = (token: string, vendorId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/user/ignored/${vendorId}`, headers: { 'x-auth-token': token } });
const activeVendorOfAdmin = async () =>
  (await ctx.database.db.select().from(users).where(eq(users.email, ctx.config.adminEmail)))[0]?.activeVendorId;

describe(`active vendor (${testEngine})`, () => {
  it('sets the super admin’s active vendor and answers the admin with it', async () => {
    const response = await select(admin, vendor.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 2,
      activeVendor: {
        _id: vendor.id,
        displayName: 'Kente House',
        address: { c_address: '12 Smith St', postcode: '3065', suburb: 'Fitzroy' },
      },
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: { 'x-auth-token': admin } });
    expect(me.json().user.activeVendor._id).toBe(vendor.id);
  });

  it('refuses a vendor with 403, and an admin or unknown account as the vendor with 404', async () => {
    const before = await activeVendorOfAdmin();
    expect((await select(vendor.token, vendor.id)).statusCode).toBe(403);
    const adminId = (await ctx.database.db.select().from(users).where(eq(users.role, 2)))[0]?.id ?? '';
    expect((await select(admin, adminId)).statusCode).toBe(404);
    expect((await select(admin, '5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f')).statusCode).toBe(404);
    expect((await select(admin, 'nobody')).statusCode).toBe(400);
    expect(await activeVendorOfAdmin()).toBe(before);
  });
});
