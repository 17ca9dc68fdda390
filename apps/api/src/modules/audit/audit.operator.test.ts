import { randomUUID } from 'node:crypto';
import type { AuditEntryDto, Paginated } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale } from '../../test/payouts.ts';

/**
 * The audit log as an operator's record (issue 47 §4): every change of money or tax whoever made it,
 * and on the screen and in the CSV money in dollars, times in Sydney, records by name or number.
 */
let ctx: TestContext;
let admin: string;
let adminId: string;
let vendor: OnboardedVendor;
let product: string;

const UUID_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  adminId = (await ctx.database.db.select().from(accounts).where(eq(accounts.role, 2)))[0]?.id ?? '';
  vendor = await onboardVendor(ctx, { displayName: 'Audit Kente' });
  product = (await createLiveProduct(ctx, vendor, { price: 20, stock: 50 }))._id;
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
const csvOf = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/audit/export${query}`,
    headers: { 'x-auth-token': admin },
  });
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
};

describe(`the audit log as an operator's record (${testEngine})`, () => {
  it("records a vendor's refund in dollars with the sale's order number, on the screen and in the CSV", async () => {
    const sale = await deliveredSale(ctx, vendor, product, { qty: 2 });
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${sale.saleId}/refund`,
      headers: { 'x-auth-token': vendor.token, 'idempotency-key': randomUUID() },
      payload: { amount: '10.00', shipping: '0', reason: 'faulty' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const [entry] = await entries(`?action=sale.refund&actor=${vendor.id}`);
    expect(entry).toMatchObject({
      entityName: `Sale #${sale.orderNumber}`,
      summary: `Refunded $10.00 of Sale #${sale.orderNumber}.`,
    });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'amountCents', label: 'Amount', before: null, after: '$10.00' },
        { field: 'refundedCents', label: 'Refunded', before: '$0.00', after: null },
        { field: 'refundId', label: 'Refund', before: null, after: `Refund of $10.00 on Sale #${sale.orderNumber}` },
      ]),
    );
    const [header, line] = await csvOf(`?action=sale.refund&actor=${vendor.id}`);
    expect(header).toBe('created_at,actor_email,actor_name,action,entity_type,entity_name,summary,changes');
    expect(line).toContain(`"Sale #${sale.orderNumber}","Refunded $10.00 of Sale #${sale.orderNumber}."`);
    expect(line).toContain('Amount: $10.00');
    expect(line).not.toMatch(UUID_TEXT);
    expect(line).not.toContain('{');
  });

  it("records a vendor's return decisions, the refund named by its amount", async () => {
    const sale = await deliveredSale(ctx, vendor, product, { qty: 1 });
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/sale/${sale.saleId}`, headers: { 'x-auth-token': admin } })
    ).json();
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${detail.order_id._id}/returns`,
      headers: { 'x-api-key': ctx.config.storefrontApiKey, 'idempotency-key': randomUUID() },
      payload: { items: [{ saleItemId: detail.items[0]._id, qty: 1 }], reason: 'faulty', note: '' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ret = opened.json().returns[0];
    for (const status of ['approved', 'received', 'refunded']) {
      const moved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/returns/${ret._id}`,
        headers: { 'x-auth-token': vendor.token },
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const decisions = await entries(`?action=return.status&actor=${vendor.id}`);
    expect(decisions.map((entry) => entry.summary)).toEqual([
      `Return #${ret.number} moved from received to refunded.`,
      `Return #${ret.number} moved from approved to received.`,
      `Return #${ret.number} moved from requested to approved.`,
    ]);
    expect(decisions[0]?.changes).toContainEqual({
      field: 'refundId',
      label: 'Refund',
      before: null,
      after: `Refund of $20.00 on Sale #${sale.orderNumber}`,
    });
  });

  it("records a vendor's change of GST registration, the day in words", async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: {
        firstName: 'Ama',
        lastName: 'Mensah',
        email: vendor.email,
        gstRegistered: true,
        gstRegisteredFrom: '2025-07-01',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await entries(`?action=vendor.gst`);
    expect(entry).toMatchObject({
      actor: { _id: vendor.id },
      summary: `Audit Kente (${vendor.email}) is registered for GST from 1 July 2025.`,
      changes: [
        { field: 'gstRegistered', label: 'GST registered', before: 'no', after: 'yes' },
        { field: 'gstRegisteredFrom', label: 'GST registered from', before: 'none', after: '1 July 2025' },
      ],
    });
    // Saving the profile again without a change of registration records nothing more.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: {
        firstName: 'Ama',
        lastName: 'Mensah',
        email: vendor.email,
        gstRegistered: true,
        gstRegisteredFrom: '2025-07-01',
      },
    });
    expect(await entries(`?action=vendor.gst`)).toHaveLength(1);
  });

  it('reads a job run as a sentence, roles by name, times in Sydney and a removed record as removed', async () => {
    await ctx.database.db.insert(auditLog).values([
      {
        actorId: adminId,
        action: 'job.run',
        entityType: 'job',
        entityId: 'session-sweep',
        after: { outcome: 'succeeded', summary: { sessionsRemoved: 3 } },
      },
      {
        actorId: adminId,
        action: 'user.role',
        entityType: 'user',
        entityId: vendor.id,
        before: { role: 3, staffRole: 'finance' },
        after: { role: 2, staffRole: null, changedAt: '2026-12-07T01:30:00.000Z', payoutId: randomUUID() },
      },
    ]);
    const [job] = await entries('?action=job.run');
    expect(job?.summary).toBe('The job session-sweep was run now and succeeded (sessions removed: 3).');
    const [role] = await entries('?action=user.role');
    expect(role?.changes).toHaveLength(4);
    expect(role?.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', label: 'Role', before: 'Staff: Finance', after: 'Super Admin' },
        { field: 'staffRole', label: 'Staff role', before: 'Finance', after: 'none' },
        { field: 'changedAt', label: 'Changed at', before: null, after: '7 Dec 2026, 12:30 pm AEDT' },
        { field: 'payoutId', label: 'Payout', before: null, after: 'removed payout' },
      ]),
    );
    const [, line] = await csvOf('?action=user.role');
    expect(line).not.toMatch(UUID_TEXT);
    expect(line).toContain('Role: Staff: Finance -> Super Admin');
  });
});
