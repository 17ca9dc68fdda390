import {
  LIST_MAX_DEPTH,
  LIST_TEXT,
  type Paginated,
  SEARCH_DEPTH,
  USER_SORTS,
  type UserListItem,
  VENDOR_SORTS,
  type VendorListResponse,
} from '@soko/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDocuments, type NewUserRow, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken } from '../../test/fixtures.ts';

/**
 * The small lists (users, vendors, categories, the verification queue): every sort pages in the order
 * a plain query gives (ties broken by the id), totals are exact, searches find what ILIKE finds, and
 * bad pages and sorts get a 400 that says what is wrong.
 */
let ctx: TestContext;
let admin: string;
let adminId: string;

const BASE = Date.now() - 100 * 86_400_000;
const STATES = ['submitted', 'approved', 'rejected', 'none'] as const;

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });

async function json<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function ids(query: SQL): Promise<string[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Every page of a list, `limit` at a time. */
async function allPages<T extends { _id: string }>(url: string, pick: (body: unknown) => Paginated<T>) {
  const seen: string[] = [];
  for (let n = 1; n < 100; n++) {
    const current = pick(await json(`${url}&page=${n}`));
    if (current.items.length === 0) return seen;
    seen.push(...current.items.map((item) => item._id));
  }
  throw new Error('the list never ended');
}

/**
 * Inserts accounts straight into the tables: the sign-in rows, then the business name and identity
 * state on the rows users_open_records made for them (migration 0033).
 */
async function insertAccounts(
  rows: (NewUserRow & { email: string; displayName: string; identityStatus: string })[],
): Promise<{ id: string; identityStatus: string }[]> {
  const db = ctx.database.db;
  const inserted = await db
    .insert(users)
    .values(rows.map(({ displayName: _name, identityStatus: _status, ...user }) => user))
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(inserted.map((row) => [row.email, row.id]));
  const values = rows.map((row) => ({ id: idOf.get(row.email), name: row.displayName, status: row.identityStatus }));
  const records = sql`(select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(id uuid, name text, status text))`;
  await db.execute(sql`update vendor_profiles set display_name = v.name from ${records} v where user_id = v.id`);
  await db.execute(
    sql`update identity_verifications set identity_status = v.status from ${records} v where user_id = v.id`,
  );
  return values.map((row) => ({ id: row.id ?? '', identityStatus: row.status }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  adminId = (await json<{ user: { _id: string } }>('/api/authVendor')).user._id;
  // Vendors in every state, with equal names and equal creation times on purpose: ties need the id.
  const rows = await insertAccounts(
    Array.from({ length: 40 }, (_, n) => {
      const state = STATES[n % 4] ?? 'none';
      const onboarded = state === 'approved' && n % 3 !== 0;
      return {
        email: `List.Vendor${String(n).padStart(2, '0')}@Example.com`,
        firstName: ['Ama', 'Kofi', 'Zola'][n % 3] ?? 'Ama',
        lastName: n % 5 === 0 ? 'Mensah' : `Owusu ${n % 7}`,
        displayName: `${['Kente', 'Shea', '100% Pure'][n % 3]} House ${n % 6}`,
        role: 1,
        identityStatus: state,
        emailVerifiedAt: new Date(BASE),
        activatedAt: onboarded ? new Date(BASE) : null,
        active: n % 11 !== 0,
        createdAt: new Date(BASE + Math.floor(n / 4) * 3_600_000),
      };
    }),
  );
  // Documents at several times per vendor; the queue orders by each vendor's latest.
  await ctx.database.db.insert(identityDocuments).values(
    rows
      .filter((row) => row.identityStatus !== 'none')
      .flatMap((row, n) =>
        ['id', 'residence'].map((kind, k) => ({
          userId: row.id,
          kind,
          storedName: `${row.id}-${kind}`,
          originalName: `${kind}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 10,
          createdAt: new Date(BASE + ((n * 7) % 13) * 60_000 + k * 1_000),
        })),
      ),
  );
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const fullName = sql`lower(first_name || ' ' || last_name)`;

const canSell = sql`active and email_verified_at is not null and identity_status = 'approved' and activated_at is not null`;

describe(`users, vendors, categories and the verification queue (${testEngine})`, () => {
  const USER_ORDER: Record<(typeof USER_SORTS)[number], SQL> = {
    newest: sql`created_at desc, id desc`,
    oldest: sql`created_at asc, id asc`,
    name: sql`${fullName} asc, id asc`,
    '-name': sql`${fullName} desc, id desc`,
    email: sql`lower(email) asc`,
    '-email': sql`lower(email) desc`,
  };

  it.each(USER_SORTS)('pages the users sorted %s as a plain query orders them', async (sort) => {
    const expected = await ids(sql`select id from accounts users order by ${USER_ORDER[sort]}`);
    // 7 is no screen's page size (built at each request); 5 is (prepared, the first page without offset).
    for (const limit of [7, 5]) {
      const listed = await allPages<UserListItem>(
        `/api/user?limit=${limit}&sort=${sort}`,
        (body) => body as Paginated<UserListItem>,
      );
      expect({ limit, listed }).toEqual({ limit, listed: expected });
    }
    expect((await json<Paginated<UserListItem>>(`/api/user?limit=1&sort=${sort}`)).total).toBe(expected.length);
  });

  it.each(['mensah', 'KENTE', '100%', 'vendor1', 'a', 'zola o'])(
    'finds for %s exactly the users a plain ILIKE finds',
    async (q) => {
      const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const expected = await ids(sql`select id from accounts users
        where first_name || ' ' || last_name ilike ${pattern} or display_name ilike ${pattern} or email ilike ${pattern}
        order by created_at desc, id desc`);
      const listed = await allPages<UserListItem>(
        `/api/user?limit=9&q=${encodeURIComponent(q)}`,
        (body) => body as Paginated<UserListItem>,
      );
      expect(listed).toEqual(expected);
      const first = await json<Paginated<UserListItem>>(`/api/user?limit=9&q=${encodeURIComponent(q)}`);
      expect({ total: first.total, totalCapped: first.totalCapped }).toEqual({
        total: expected.length,
        totalCapped: false,
      });
    },
  );

  it.each(['mensah', 'kente', 'vendor1', 'zola o'])(
    'counts each vendor tab searched for %s as a plain ILIKE does',
    async (q) => {
      const pattern = `%${q}%`;
      const matches = sql`(first_name || ' ' || last_name ilike ${pattern} or display_name ilike ${pattern} or email ilike ${pattern})`;
      for (const limit of [2, 25]) {
        const listed = await json<VendorListResponse>(`/api/user/${adminId}/vendor_all?limit=${limit}&q=${q}`);
        for (const [tab, where] of [
          ['allVendor', sql`true`],
          ['active', canSell],
          ['inactive', sql`not (${canSell})`],
        ] as const) {
          const expected = await ids(sql`select id from accounts users where role = 1 and ${matches} and ${where}`);
          expect({ tab, limit, total: listed[tab].total, capped: listed[tab].totalCapped }).toEqual({
            tab,
            limit,
            total: expected.length,
            capped: false,
          });
        }
      }
    },
  );

  const VENDOR_ORDER: Record<(typeof VENDOR_SORTS)[number], SQL> = {
    ...USER_ORDER,
    name: sql`lower(display_name) asc, ${fullName} asc, id asc`,
    '-name': sql`lower(display_name) desc, ${fullName} desc, id desc`,
    products: sql`(select count(*) from products where products.vendor_id = users.id) asc, created_at desc, id desc`,
    '-products': sql`(select count(*) from products where products.vendor_id = users.id) desc, created_at desc, id desc`,
  };
  it.each(VENDOR_SORTS)('pages each vendor tab sorted %s as a plain query orders it', async (sort) => {
    const tabs = [
      ['allVendor', sql`true`],
      ['active', canSell],
      ['inactive', sql`not (${canSell})`],
    ] as const;
    for (const [tab, where] of tabs) {
      const expected = await ids(
        sql`select id from accounts users where role <> 2 and ${where} order by ${VENDOR_ORDER[sort]}`,
      );
      for (const limit of [6, 5]) {
        const listed = await allPages(
          `/api/user/${adminId}/vendor_all?limit=${limit}&sort=${sort}`,
          (body) => (body as VendorListResponse)[tab],
        );
        expect({ tab, limit, listed }).toEqual({ tab, limit, listed: expected });
      }
    }
  });

  it('orders the verification queue by each vendor’s latest documents, oldest first', async () => {
    const latest = sql`(select max(created_at) from identity_documents where user_id = users.id)`;
    for (const status of ['submitted', 'approved', 'rejected', 'all']) {
      const where = status === 'all' ? sql`identity_status <> 'none'` : sql`identity_status = ${status}`;
      const expected = await ids(
        sql`select id from accounts users where role <> 2 and ${where} order by ${latest} asc nulls last, created_at, id`,
      );
      const listed = await allPages(
        `/api/vendor/verification?limit=4&status=${status}`,
        (body) => body as Paginated<{ _id: string }>,
      );
      expect({ status, listed }).toEqual({ status, listed: expected });
    }
    const stale = await ids(sql`select id from accounts users
      where identity_submitted_at is distinct from (select max(created_at) from identity_documents where user_id = users.id)`);
    expect(stale).toEqual([]);
  });

  const tooDeep = (limit: number) => `page=${LIST_MAX_DEPTH / limit + 1}&limit=${limit}`;
  it.each([
    [`/api/user?${tooDeep(20)}`, 'page', LIST_TEXT.tooDeep],
    ['/api/user?sort=rank', 'sort', `Sort by one of: ${USER_SORTS.join(', ')}`],
    ['/api/user?limit=101', 'limit', 'The limit must be a whole number from 1 to 100'],
    [() => `/api/user/${adminId}/vendor_all?${tooDeep(25)}`, 'page', LIST_TEXT.tooDeep],
    [() => `/api/user/${adminId}/vendor_all?sort=sales`, 'sort', `Sort by one of: ${VENDOR_SORTS.join(', ')}`],
    [`/api/category/?${tooDeep(10)}`, 'page', LIST_TEXT.tooDeep],
    ['/api/category/?sort=size', 'sort', 'Sort by one of: title, -title, newest, oldest'],
    ['/api/category/?page=0', 'page', 'The page must be a whole number from 1'],
    [`/api/vendor/verification?${tooDeep(10)}`, 'page', LIST_TEXT.tooDeep],
    ['/api/vendor/verification?limit=0', 'limit', 'The limit must be a whole number from 1 to 100'],
  ])('answers %s with a 400 that says what is wrong', async (path, param, msg) => {
    const response = await get(typeof path === 'string' ? path : path());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg, param }]);
  });

  it(`counts a search of users or vendors up to ${SEARCH_DEPTH} matches ("1,000+") and pages through those only`, async () => {
    const added = await insertAccounts(
      Array.from({ length: SEARCH_DEPTH + 1 }, (_, n) => ({
        email: `baobab${n}@example.com`,
        firstName: 'Efua',
        lastName: 'Baobab',
        displayName: `Baobab Goods ${n}`,
        role: 1,
        identityStatus: 'none' as const,
      })),
    );
    try {
      const found = await json<Paginated<UserListItem>>('/api/user?q=baobab&limit=20');
      expect({ total: found.total, capped: found.totalCapped }).toEqual({ total: SEARCH_DEPTH, capped: true });
      const vendors = await json<VendorListResponse>(`/api/user/${adminId}/vendor_all?q=baobab&limit=20`);
      expect(vendors.allVendor).toMatchObject({ total: SEARCH_DEPTH, totalCapped: true });
      expect(vendors.inactive).toMatchObject({ total: SEARCH_DEPTH, totalCapped: true });
      expect(vendors.active).toMatchObject({ total: 0, totalCapped: false });
      const lastPage = await json<Paginated<UserListItem>>(`/api/user?q=baobab&limit=20&page=${SEARCH_DEPTH / 20}`);
      expect(lastPage.items).toHaveLength(20);
      for (const path of [
        `/api/user?q=baobab&limit=20&page=${SEARCH_DEPTH / 20 + 1}`,
        `/api/user/${adminId}/vendor_all?q=baobab&limit=20&page=${SEARCH_DEPTH / 20 + 1}`,
      ]) {
        const response = await get(path);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ msg: LIST_TEXT.tooDeepSearchNarrow, param: 'page' }]);
      }
    } finally {
      await ctx.database.db.delete(users).where(
        inArray(
          users.id,
          added.map((row) => row.id),
        ),
      );
    }
  });
});
