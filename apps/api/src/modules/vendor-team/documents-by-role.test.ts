import { randomUUID } from 'node:crypto';
import {
  type AdjustmentNoteList,
  type PayoutDetailDto,
  VENDOR_TEAM_ROLES,
  VENDOR_TEAM_TEXT,
  type VendorPermission,
  type VendorTeamRole,
  vendorPermissionsOf,
} from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, login, type OnboardedVendor, onboardVendor, stepUp, tokenFromMail } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, placeSale, postPayout } from '../../test/payouts.ts';

let ctx: TestContext;
let owner: OnboardedVendor;
const memberTokens = {} as Record<VendorTeamRole, string>;
const ids = { sale: '', refundedSale: '', note: '', payout: '' };
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const PASSWORD = 'LedgerBench!2026';

const as = (token: string) => ({ 'x-auth-token': token });

/**
 * Every document a vendor's data can be downloaded as, with the vendor permission product.md's team
 * table gives it (null: no member, the owner's or staff's only). Invoices, adjustment notes, fee
 * invoices, statements and payouts are `money`; packing slips and the sales list are `orders`.
 */
const DOCUMENTS: {
  route: string;
  member: VendorPermission | null;
  url: () => string;
  payload?: () => object;
  /** The owner gets the document itself (a real one exists in this test). */
  ownerGets200?: boolean;
}[] = [
  {
    route: 'GET /api/sale/{id}/invoice.pdf',
    member: 'money',
    url: () => `/api/sale/${ids.sale}/invoice.pdf`,
    ownerGets200: true,
  },
  {
    route: 'GET /api/adjustment-note/{id}.pdf',
    member: 'money',
    url: () => `/api/adjustment-note/${ids.note}.pdf`,
    ownerGets200: true,
  },
  {
    route: 'GET /api/transfer/{id}/invoice.pdf',
    member: 'money',
    url: () => `/api/transfer/${ids.payout}/invoice.pdf`,
    ownerGets200: true,
  },
  { route: 'GET /api/transfer/statement/export', member: 'money', url: () => '/api/transfer/statement/export' },
  { route: 'GET /api/transfer/export', member: 'money', url: () => '/api/transfer/export', ownerGets200: true },
  {
    route: 'GET /api/sale/{id}/packing-slip.pdf',
    member: 'orders',
    url: () => `/api/sale/${ids.sale}/packing-slip.pdf`,
    ownerGets200: true,
  },
  {
    route: 'POST /api/sale/packing-slips.pdf',
    member: 'orders',
    url: () => '/api/sale/packing-slips.pdf',
    payload: () => ({ saleIds: [ids.sale] }),
    ownerGets200: true,
  },
  { route: 'GET /api/sale/export', member: 'orders', url: () => '/api/sale/export', ownerGets200: true },
  {
    route: 'GET /api/message/{id}/attachments/{attachmentId}',
    member: 'orders',
    url: () => `/api/message/${SOME_ID}/attachments/${SOME_ID}`,
  },
  {
    route: 'GET /api/product/export.csv',
    member: 'catalogue',
    url: () => '/api/product/export.csv',
    ownerGets200: true,
  },
  {
    route: 'GET /api/product/import-template.csv',
    member: 'catalogue',
    url: () => '/api/product/import-template.csv',
    ownerGets200: true,
  },
  { route: 'GET /api/user/{id}/data-export', member: null, url: () => `/api/user/${owner.id}/data-export` },
  {
    route: 'POST /api/privacy/buyer-export',
    member: null,
    url: () => '/api/privacy/buyer-export',
    payload: () => ({ email: 'buyer@example.com' }),
  },
  { route: 'POST /api/transfer/aba', member: null, url: () => '/api/transfer/aba', payload: () => ({}) },
  { route: 'GET /api/audit/export', member: null, url: () => '/api/audit/export' },
  { route: 'GET /api/standards/vendors.csv', member: null, url: () => '/api/standards/vendors.csv' },
  {
    route: 'GET /api/vendor/{adminId}/{vendorId}/documents/{documentId}',
    member: null,
    url: () => `/api/vendor/${owner.id}/${owner.id}/documents/${SOME_ID}`,
  },
];

/** The routes whose answer is a file rather than JSON, as the OpenAPI document describes them. */
function documentRoutes(): string[] {
  const paths = (
    ctx.app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>> }
  ).paths;
  const routes: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const types = Object.keys(operation.responses?.['200']?.content ?? {});
      const isFile = types.some((type) => type !== 'application/json' && type !== 'text/event-stream');
      if (isFile) routes.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return routes.sort();
}

async function addMember(role: VendorTeamRole): Promise<string> {
  const email = `documents-${role}@team.test`;
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/vendor-team',
    headers: as(owner.token),
    payload: { email, name: `Documents ${role}`, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const resetToken = await tokenFromMail(ctx, email, 'reset');
  await ctx.app.inject({ method: 'POST', url: `/api/reset/${resetToken}`, payload: { pwd: PASSWORD, cPwd: PASSWORD } });
  const signedIn = await login(ctx.app, email, PASSWORD);
  await stepUp(ctx, signedIn.token, PASSWORD);
  return signedIn.token;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await adminToken(ctx);
  owner = await onboardVendor(ctx, { displayName: 'Ledger Looms', ABN: '12000000041' });
  // GST-registered, so that a refund issues the buyer an adjustment note.
  await ctx.database.db
    .update(vendorProfiles)
    .set({ gstRegistered: true, gstRegisteredFrom: '2020-07-01' })
    .where(eq(vendorProfiles.userId, owner.id));
  const product = await createLiveProduct(ctx, owner, { name: 'Ledger cloth', price: 110, stock: 10 });
  ids.sale = (await deliveredSale(ctx, owner, product._id)).saleId;
  const paid = await postPayout(ctx, admin, owner.id, { sales: [ids.sale] });
  if (paid.statusCode !== 201) throw new Error(`payout failed: ${paid.body}`);
  ids.payout = (paid.json() as PayoutDetailDto)._id;
  ids.refundedSale = (await placeSale(ctx, owner.id, product._id)).saleId;
  const refunded = await ctx.app.inject({
    method: 'POST',
    url: `/api/sale/${ids.refundedSale}/refund`,
    headers: { ...as(owner.token), 'idempotency-key': randomUUID() },
    payload: { reason: 'faulty', amount: 20 },
  });
  if (refunded.statusCode !== 201) throw new Error(`refund failed: ${refunded.body}`);
  const notes = await ctx.app.inject({
    method: 'GET',
    url: `/api/sale/${ids.refundedSale}/adjustment-notes`,
    headers: as(owner.token),
  });
  ids.note = (notes.json() as AdjustmentNoteList).items[0]?._id ?? '';
  for (const role of VENDOR_TEAM_ROLES) memberTokens[role] = await addMember(role);
}, 120_000);
afterAll(async () => ctx?.close());

describe(`a vendor's documents by team role (${testEngine})`, () => {
  it('classifies every document route the API has', () => {
    expect(ids.note).not.toBe('');
    expect(DOCUMENTS.map((document) => document.route).sort()).toEqual(documentRoutes());
  });

  it('lets each team role download exactly the documents its documented permissions cover', async () => {
    const wrong: string[] = [];
    for (const document of DOCUMENTS) {
      const call = (token: string) =>
        ctx.app.inject({
          method: document.route.startsWith('POST') ? 'POST' : 'GET',
          url: document.url(),
          headers: as(token),
          ...(document.payload ? { payload: document.payload() } : {}),
        });
      const asOwner = await call(owner.token);
      if (document.ownerGets200 && asOwner.statusCode !== 200) {
        wrong.push(`${document.route} as the owner: ${asOwner.statusCode} ${asOwner.body.slice(0, 200)}`);
      }
      for (const role of VENDOR_TEAM_ROLES) {
        const allowed = document.member !== null && vendorPermissionsOf(role).includes(document.member);
        const response = await call(memberTokens[role]);
        const refused = response.statusCode === 403 && response.body.includes(VENDOR_TEAM_TEXT.notForRole);
        const label = `${document.route} as ${role}`;
        if (allowed && response.statusCode !== asOwner.statusCode) {
          wrong.push(`${label}: ${response.statusCode}, the owner ${asOwner.statusCode}`);
        }
        if (!allowed && !refused) wrong.push(`${label}: ${response.statusCode}, expected a refusal`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
