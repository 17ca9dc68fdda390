import {
  LIST_MAX_DEPTH,
  LIST_TEXT,
  MESSAGE_BOXES,
  MESSAGE_TEXT,
  type MessageBox,
  type MessageBoxPage,
  type MessageOverview,
} from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

/**
 * Each message box at any depth: keyset cursors that neither repeat nor skip while messages arrive
 * (the trash too, which merges the copies a user received and sent), the same rows by `?page=`, and
 * a clear 400 for every bad page, limit and cursor.
 */
let ctx: TestContext;
let admin: string;
let adminId: string;
let vendor: OnboardedVendor;
let written = 0;

const BASE = Date.now() - 30 * 86_400_000;

/**
 * Messages written straight to the table, both ways between staff and the vendor, three to an
 * instant (ties broken by the id); every fourth copy in its owner's trash, alternating sides.
 */
async function writeMessages(count: number, at: (n: number) => Date): Promise<void> {
  await ctx.database.db.insert(messages).values(
    Array.from({ length: count }, (_, n) => {
      written += 1;
      const toStaff = written % 2 === 0;
      const trashed = written % 4 === 0 ? new Date() : null;
      return {
        senderId: toStaff ? vendor.id : adminId,
        receiverId: toStaff ? adminId : vendor.id,
        subject: `Message ${written}`,
        body: '<p>Hello</p>',
        createdAt: at(n),
        receiverTrashedAt: written % 8 === 0 ? trashed : null,
        senderTrashedAt: written % 8 === 4 ? trashed : null,
      };
    }),
  );
}

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function boxPage(url: string, token = admin): Promise<MessageBoxPage> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MessageBoxPage;
}

async function walk(box: MessageBox, limit: number, between: () => Promise<unknown>, token = admin) {
  const seen: string[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const current = await boxPage(`/api/message?box=${box}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token);
    seen.push(...current.items.map((item) => item._id));
    cursor = current.nextCursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error('the box never ended');
}

/** The box as a plain query says it is, newest first. */
async function freshBox(userId: string, box: MessageBox): Promise<string[]> {
  const where: Record<MessageBox, SQL> = {
    inbox: sql`receiver_id = ${userId} and receiver_trashed_at is null`,
    sent: sql`sender_id = ${userId} and sender_trashed_at is null`,
    trash: sql`(receiver_id = ${userId} and receiver_trashed_at is not null and receiver_purged_at is null)
      or (sender_id = ${userId} and sender_trashed_at is not null and sender_purged_at is null)`,
  };
  const result = (await ctx.database.db.execute(
    sql`select id from messages where ${where[box]} order by created_at desc, id desc`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  adminId = (await get('/api/authVendor')).json().user._id;
  vendor = await onboardVendor(ctx, { displayName: 'Inbox Kente' });
  await writeMessages(90, (n) => new Date(BASE + Math.floor(n / 3) * 60_000));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`message boxes at any depth (${testEngine})`, () => {
  it.each(MESSAGE_BOXES)('walks the %s once by cursor, in order, while messages arrive', async (box) => {
    for (const [userId, token] of [
      [adminId, admin],
      [vendor.id, vendor.token],
    ] as const) {
      const before = await freshBox(userId, box);
      expect(before.length).toBeGreaterThan(8);
      let arrived = 0;
      // New messages land newest, and among the walked ones at instants that already hold three.
      const walked = await walk(
        box,
        4,
        () => {
          arrived += 1;
          return writeMessages(2, (n) => new Date(n === 0 ? Date.now() : BASE + (arrived % 30) * 60_000));
        },
        token,
      );
      expect(new Set(walked).size).toBe(walked.length);
      expect(walked.filter((id) => before.includes(id))).toEqual(before);
    }
  });

  it.each(MESSAGE_BOXES)('answers the %s by ?page= as a plain query orders it', async (box) => {
    const expected = await freshBox(adminId, box);
    const paged: string[] = [];
    for (let n = 1; paged.length < expected.length; n++) {
      const current = await boxPage(`/api/message?box=${box}&limit=7&page=${n}`);
      expect(current.items.length).toBeGreaterThan(0);
      paged.push(...current.items.map((item) => item._id));
      expect(current.total).toBe(expected.length);
      expect(current.totalCapped).toBe(false);
    }
    expect(paged).toEqual(expected);
  });

  it('starts every box in the overview as its own list starts, with its count and the cursor that continues it', async () => {
    for (const [userId, token] of [
      [adminId, admin],
      [vendor.id, vendor.token],
    ] as const) {
      const overview = (await get('/api/message?limit=5', token)).json() as MessageOverview;
      for (const [box, page] of [
        ['inbox', overview.inbox],
        ['sent', overview.outbox],
        ['trash', overview.trash],
      ] as const) {
        const expected = await freshBox(userId, box);
        expect(page.items.map((item) => item._id)).toEqual(expected.slice(0, 5));
        expect(page.total).toBe(expected.length);
        const next = await boxPage(`/api/message?box=${box}&limit=5&cursor=${page.nextCursor}`, token);
        expect(next.items.map((item) => item._id)).toEqual(expected.slice(5, 10));
      }
      expect(overview.unread).toBe((await get('/api/message/unread-count', token)).json().unread);
      expect(overview.unread).toBeGreaterThan(0);
    }
  });

  it('counts a box and the unread messages on a page past its end', async () => {
    const inbox = await freshBox(adminId, 'inbox');
    const { unread } = (await get('/api/message/unread-count')).json();
    const past = await boxPage(`/api/message?box=sent&limit=10&page=${Math.ceil(inbox.length / 10) + 20}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe((await freshBox(adminId, 'sent')).length);
    expect(past.unread).toBe(unread);
    expect(unread).toBeGreaterThan(0);
  });

  it('answers an account without messages with empty boxes and nothing unread', async () => {
    const quiet = await onboardVendor(ctx, { displayName: 'Quiet Kente' });
    const overview = (await get('/api/message', quiet.token)).json() as MessageOverview;
    for (const page of [overview.inbox, overview.outbox, overview.trash]) {
      expect(page).toMatchObject({ items: [], total: 0, nextCursor: null });
    }
    expect(overview.unread).toBe(0);
  });

  it.each([
    ['box=inbox&page=0', 'page', 'The page must be a whole number from 1'],
    ['box=inbox&limit=0', 'limit', 'The limit must be a whole number from 1 to 50'],
    ['box=sent&limit=51', 'limit', 'The limit must be a whole number from 1 to 50'],
    ['box=junk', 'box', 'The box must be one of: inbox, sent, trash'],
    ['box=trash&cursor=bad', 'cursor', LIST_TEXT.badCursor],
    ['cursor=anything', 'cursor', MESSAGE_TEXT.cursorNeedsBox],
    [`box=inbox&page=${LIST_MAX_DEPTH / 10 + 1}&limit=10`, 'page', LIST_TEXT.tooDeep],
  ])('answers %s with a 400 that says what is wrong', async (query, param, msg) => {
    const response = await get(`/api/message?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg, param }]);
  });

  it('refuses a page of a conversation past the list depth', async () => {
    const response = await get(`/api/message/${adminId}/${vendor.id}?page=${LIST_MAX_DEPTH / 20 + 1}&limit=20`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: LIST_TEXT.tooDeep, param: 'page' }]);
  });
});
