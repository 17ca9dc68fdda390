import type { AuditEntryDto, Paginated } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

/** The audit log names the people an entry is about, not just their ids, in one lookup per page. */
let ctx: TestContext;
let admin: string;
let adminId: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  adminId = (await ctx.database.db.select().from(accounts).where(eq(accounts.role, 2)))[0]?.id ?? '';
  kente = await onboardVendor(ctx, { displayName: 'Kente Named' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Named' });
  await ctx.database.db.insert(auditLog).values([
    {
      actorId: adminId,
      action: 'payout.paid',
      entityType: 'payout',
      entityId: 'b0a80101-0000-4000-8000-000000000001',
      before: { paidAt: null },
      after: { paidAt: '2026-11-28', markedPaidBy: adminId, vendorId: kente.id, saleIds: ['not-a-user'] },
      createdAt: new Date('2026-11-27T01:00:00Z'),
    },
    {
      actorId: adminId,
      action: 'vendor.deactivate',
      entityType: 'user',
      entityId: spice.id,
      before: { active: true },
      after: { active: false },
      createdAt: new Date('2026-11-27T02:00:00Z'),
    },
    {
      actorId: adminId,
      action: 'vendor.deactivate',
      entityType: 'user',
      entityId: 'c0a80101-0000-4000-8000-0000000000ff',
      before: { active: true },
      after: { active: false },
      createdAt: new Date('2026-11-27T03:00:00Z'),
    },
  ]);
});
afterAll(async () => ctx?.close());

const entries = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/audit${query}`,
    headers: { 'x-auth-token': admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Paginated<AuditEntryDto>).items;
};

describe(`audit log names (${testEngine})`, () => {
  it('names the user-id fields of a change and a user object: vendors by business name, staff by name', async () => {
    const [paid] = await entries('?action=payout.paid');
    // In the stored JSON's field order, which PostgreSQL chooses.
    expect(paid?.people).toHaveLength(2);
    expect(paid?.people).toEqual(
      expect.arrayContaining([
        { _id: adminId, name: 'Soko Admin', email: ctx.config.adminEmail, vendor: false },
        { _id: kente.id, name: 'Kente Named', email: kente.email, vendor: true },
      ]),
    );

    const [gone, deactivated] = await entries('?action=vendor.deactivate');
    // An account since removed is simply not named; the id stays in the entry.
    expect(gone?.people).toEqual([]);
    expect(deactivated?.people).toEqual([{ _id: spice.id, name: 'Spice Named', email: spice.email, vendor: true }]);
  });

  it('names the user-id fields in the CSV export as the screen does, and a removed payout as removed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit/export?action=payout.paid',
      headers: { 'x-auth-token': admin },
    });
    expect(response.statusCode).toBe(200);
    const [, line] = response.body.replace(/^\ufeff/, '').split('\n');
    expect(line).toContain('"payout","removed payout","Payout paid: removed payout."');
    expect(line).toContain(`Marked paid by: Soko Admin (${ctx.config.adminEmail})`);
    expect(line).toContain(`Vendor: Kente Named (${kente.email})`);
    expect(line).toContain('Paid at: none -> 28 Nov 2026');
    expect(line).not.toContain(kente.id);
    expect(line).not.toContain(adminId);
  });
});
