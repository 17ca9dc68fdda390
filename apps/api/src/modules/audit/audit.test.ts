import type { AuditEntryDto, AuditFacets, Paginated } from '@soko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, login, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let adminId: string;
let vendor: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  adminId = (await ctx.database.db.select().from(accounts).where(eq(accounts.role, 2)))[0]?.id ?? '';
  // Onboarding approves the vendor's identity: one audited admin action.
  vendor = await onboardVendor(ctx);
  const headers = { 'x-auth-token': admin };
  await ctx.app.inject({ method: 'PUT', url: `/api/user/x/${vendor.id}`, headers, payload: { active: false } });
  await ctx.app.inject({ method: 'PUT', url: `/api/user/x/${vendor.id}`, headers, payload: { active: true } });
  // The deactivation ended the vendor's session.
  vendor.token = (await login(ctx.app, vendor.email, vendor.password)).token;
  // Entries at known times: 13:30 UTC on 1 March 2024 is 00:30 on 2 March in Sydney.
  await ctx.database.db.insert(auditLog).values([
    {
      actorId: null,
      action: 'payout.create',
      entityType: 'payout',
      entityId: '=HYPERLINK("http://evil.example")',
      after: { amount: 12.5, note: 'line one\nline "two"' },
      createdAt: new Date('2024-03-01T13:30:00Z'),
    },
    {
      actorId: adminId,
      action: 'product.approve',
      entityType: 'product',
      entityId: 'p-1',
      before: { approval: 'pending' },
      after: { approval: 'approved' },
      createdAt: new Date('2024-02-29T12:00:00Z'),
    },
  ]);
});
afterAll(async () => ctx?.close());

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const page = async (query = '') => (await get(`/api/audit${query}`)).json() as Paginated<AuditEntryDto>;
const actions = (result: Paginated<AuditEntryDto>) => result.items.map((entry) => entry.action);

describe(`audit log (${testEngine})`, () => {
  it('lists every admin action, newest first, with who, when, what and the values before and after', async () => {
    const result = await page();
    expect(result).toMatchObject({ total: 5, page: 1, limit: 25 });
    expect(actions(result)).toEqual([
      'vendor.activate',
      'vendor.deactivate',
      'identity.approve',
      'payout.create',
      'product.approve',
    ]);
    expect(result.items[1]).toEqual<AuditEntryDto>({
      _id: expect.any(String),
      actor: { _id: adminId, name: 'Soko Admin', email: ctx.config.adminEmail },
      people: [{ _id: vendor.id, name: expect.any(String), email: vendor.email, vendor: true }],
      things: [],
      action: 'vendor.deactivate',
      entityType: 'user',
      entityId: vendor.id,
      entityName: expect.stringContaining(`(${vendor.email})`),
      before: { active: true },
      after: { active: false },
      summary: expect.stringMatching(/^Vendor deactivate: .+\.$/),
      changes: [{ field: 'active', label: 'Active', before: 'yes', after: 'no' }],
      createdAt: expect.any(String),
    });
    expect(result.items[3]?.actor).toBeNull();
  });

  it('filters by actor, action, object and marketplace day, and pages', async () => {
    expect(actions(await page(`?actor=${adminId}&action=vendor.deactivate`))).toEqual(['vendor.deactivate']);
    expect((await page(`?actor=${vendor.id}`)).total).toBe(0);
    expect(actions(await page(`?entityId=${vendor.id}`))).toEqual([
      'vendor.activate',
      'vendor.deactivate',
      'identity.approve',
    ]);
    expect(actions(await page('?from=2024-03-02&to=2024-03-02'))).toEqual(['payout.create']);
    expect(actions(await page('?from=2024-02-29&to=2024-03-01'))).toEqual(['product.approve']);
    expect(actions(await page('?to=2024-12-31'))).toEqual(['payout.create', 'product.approve']);
    const second = await page('?limit=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(actions(second)).toEqual(['identity.approve', 'payout.create']);
  });

  it('refuses year 0, which PostgreSQL has no date for, as bad input rather than a server error', async () => {
    expect((await get('/api/audit?from=0000-01-01')).statusCode).toBe(400);
    expect((await get('/api/audit/export?to=0000-12-31')).statusCode).toBe(400);
  });

  it('offers the actions and actors found in the log as filter choices', async () => {
    const facets: AuditFacets = (await get('/api/audit/facets')).json();
    expect(facets.actions).toEqual([
      'identity.approve',
      'payout.create',
      'product.approve',
      'vendor.activate',
      'vendor.deactivate',
    ]);
    expect(facets.actors).toEqual([{ _id: adminId, name: 'Soko Admin', email: ctx.config.adminEmail }]);
  });

  it('refuses a vendor with 403 and bad filters with 400', async () => {
    for (const url of ['/api/audit', '/api/audit/facets', '/api/audit/export']) {
      expect((await get(url, vendor.token)).statusCode, url).toBe(403);
    }
    for (const query of ['?actor=nobody', '?from=2024-02-30', '?from=2024-03-02&to=2024-03-01', '?limit=0']) {
      expect((await get(`/api/audit${query}`)).statusCode, query).toBe(400);
      if (query !== '?limit=0') expect((await get(`/api/audit/export${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe(`audit export (${testEngine})`, () => {
  it('answers the filtered entries as CSV with the row count in a header', async () => {
    const response = await get(`/api/audit/export?from=2024-01-01&to=2024-03-31`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The byte order mark every export carries, and times in Sydney (AEDT, +11:00, in March).
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.headers['x-total-count']).toBe('2');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines).toEqual([
      'created_at,actor_email,actor_name,action,entity_type,entity_name,summary,changes',
      `"2024-03-02T00:30:00+11:00","","","payout.create","payout","'=HYPERLINK(""http://evil.example"")","Payout create: =HYPERLINK(""http://evil.example"").","Note: line one line ""two""; Amount: 12.5"`,
      `"2024-02-29T23:00:00+11:00","${ctx.config.adminEmail}","Soko Admin","product.approve","product","p-1","Product approve: p-1.","Approval: pending -> approved"`,
    ]);
  });

  it('streams every row of a large export in order, across batches of equal timestamps', async () => {
    await ctx.database.db.execute(
      sql`insert into audit_log (action, entity_type, entity_id, created_at)
          select 'bulk.test', 'thing', 'n' || g, timestamptz '2024-05-01 00:00:00.123456+00'
          from generate_series(1, 1201) as g`,
    );
    const response = await get('/api/audit/export?action=bulk.test');
    expect(response.headers['x-total-count']).toBe('1201');
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n')
      .slice(1);
    expect(rows).toHaveLength(1201);
    const ids = rows.map((row) => row.split(',')[5]);
    expect(new Set(ids).size).toBe(1201);
  });

  it('neutralises spreadsheet formulas and keeps each record on one line', async () => {
    await ctx.database.db.insert(auditLog).values([
      { action: 'format.test', entityType: 'a\r\nb', entityId: '@cmd', createdAt: new Date('2024-06-02T00:00:00Z') },
      { action: 'format.test', entityType: 'say "hi"', entityId: '-2', createdAt: new Date('2024-06-01T00:00:00Z') },
    ]);
    const response = await get('/api/audit/export?action=format.test');
    expect(response.body).toBe(
      [
        '\uFEFFcreated_at,actor_email,actor_name,action,entity_type,entity_name,summary,changes',
        `"2024-06-02T10:00:00+10:00","","","format.test","a b","'@cmd","Format test: @cmd.",""`,
        `"2024-06-01T10:00:00+10:00","","","format.test","say ""hi""","'-2","Format test: -2.",""`,
        '',
      ].join('\n'),
    );
  });
});

describe(`the audit log at any depth (${testEngine})`, () => {
  it('walks every entry once by cursor, entries of one instant included, while entries are added', async () => {
    const instant = new Date('2026-01-15T01:00:00Z');
    await ctx.database.db.insert(auditLog).values(
      Array.from({ length: 23 }, (_, n) => ({
        actorId: adminId,
        action: 'test.tie',
        entityType: 'test',
        entityId: `tie-${n}`,
        createdAt: instant,
      })),
    );
    const url = '?action=test.tie&limit=5';
    const before = (await page('?action=test.tie&limit=100')).items.map((entry) => entry._id);
    expect(before).toHaveLength(23);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const current = await page(cursor ? `${url}&cursor=${cursor}` : url);
      seen.push(...current.items.map((entry) => entry._id));
      cursor = current.nextCursor;
      await ctx.database.db
        .insert(auditLog)
        .values({ actorId: adminId, action: 'test.tie', entityType: 'test', entityId: 'later', createdAt: new Date() });
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
  });

  it('refuses a forged cursor and a page past the list depth', async () => {
    for (const query of ['cursor=abc', 'page=5000&limit=10']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/audit?${query}`,
        headers: { 'x-auth-token': admin },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
