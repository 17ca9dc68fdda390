import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CreateReviewRequest,
  type OrderDto,
  type ProductDto,
  type ProductReviewsDto,
  REVIEW_TEXT,
  type ReviewDto,
  type ReviewListDto,
  VENDOR_TEAM_TEXT,
} from '@soko/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  login,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
  type StaffAccount,
  stepUp,
  tokenFromMail,
} from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { moveSale } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let other: OnboardedVendor;
let catalogueStaff: StaffAccount;
let supportStaff: StaffAccount;
let financeStaff: StaffAccount;
let scarf: ProductDto;
let shawl: ProductDto;
let bowl: ProductDto;
let order: OrderDto;
const members: { catalogue?: string; orders?: string } = {};

const as = (token: string) => ({ 'x-auth-token': token });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: as(token) });
const post = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: as(token), payload });

function review(orderId: string, body: CreateReviewRequest, apiKey: string | null = ctx.config.storefrontApiKey) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/reviews`,
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
    payload: body,
  });
}

const saleOf = (placed: OrderDto, seller: OnboardedVendor) =>
  placed.sales.find((sale) => sale.vendorId._id === seller.id)?._id ?? '';

async function reviewCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(reviews);
  return row?.n ?? 0;
}

async function noticesOf(userId: string, kind: 'review.new' | 'review.moderated') {
  return ctx.database.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, kind)));
}

async function deliveredOrder(items: { productId: string; qty: number }[], seller = vendor): Promise<OrderDto> {
  const placed = await placeOrder(ctx, items, { customer: { customer_name: 'Esi Mensah' } });
  if (placed.statusCode !== 201) throw new Error(placed.body);
  const dto = placed.json() as OrderDto;
  await moveSale(ctx, seller.token, saleOf(dto, seller), 'Shipped');
  await moveSale(ctx, seller.token, saleOf(dto, seller), 'Delivered');
  return dto;
}

/** Invites a member with `role` as the vendor, sets their password from the mail and signs them in. */
async function addMember(role: 'catalogue' | 'orders'): Promise<string> {
  const email = `review-${role}-${randomUUID().slice(0, 8)}@team.test`;
  const invited = await post('/api/vendor-team', vendor.token, { email, name: `Member ${role}`, role });
  if (invited.statusCode !== 201) throw new Error(invited.body);
  const password = 'ReviewTeam!2026';
  const token = await tokenFromMail(ctx, email, 'reset');
  await ctx.app.inject({ method: 'POST', url: `/api/reset/${token}`, payload: { pwd: password, cPwd: password } });
  const signedIn = await login(ctx.app, email, password);
  await stepUp(ctx, signedIn.token, password);
  return signedIn.token;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Review Weavers' });
  other = await onboardVendor(ctx, { displayName: 'Bowl Makers' });
  [catalogueStaff, supportStaff, financeStaff] = [
    await createStaff(ctx, 'catalogue'),
    await createStaff(ctx, 'support'),
    await createStaff(ctx, 'finance'),
  ];
  scarf = await createLiveProduct(ctx, vendor, { name: 'Kente scarf', price: 40, stock: 50 });
  shawl = await createLiveProduct(ctx, vendor, { name: 'Kente shawl', price: 60, stock: 50 });
  bowl = await createLiveProduct(ctx, other, { name: 'Calabash bowl', price: 25, stock: 50 });
  const placed = await placeOrder(
    ctx,
    [
      { productId: scarf._id, qty: 2 },
      { productId: bowl._id, qty: 1 },
    ],
    { customer: { customer_name: 'Esi Mensah' } },
  );
  order = placed.json() as OrderDto;
  await moveSale(ctx, vendor.token, saleOf(order, vendor), 'Shipped');
  await moveSale(ctx, vendor.token, saleOf(order, vendor), 'Delivered');
  members.catalogue = await addMember('catalogue');
  members.orders = await addMember('orders');
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`writing a review from the storefront (${testEngine})`, () => {
  it('refuses a missing or wrong key, bad input and HTML, and changes nothing', async () => {
    const good: CreateReviewRequest = {
      saleId: saleOf(order, vendor),
      productId: scarf._id,
      rating: 5,
      body: 'Lovely',
    };
    expect((await review(order._id, good, null)).statusCode).toBe(401);
    expect((await review(order._id, good, 'wrong')).statusCode).toBe(401);
    const cases: [Partial<CreateReviewRequest>, string][] = [
      [{ rating: 6 }, REVIEW_TEXT.ratingRange],
      [{ rating: 4.5 }, REVIEW_TEXT.ratingRange],
      [{ body: '   ' }, REVIEW_TEXT.bodyRequired],
      [{ body: 'x'.repeat(2_001) }, REVIEW_TEXT.bodyTooLong],
      [{ title: 't'.repeat(121) }, REVIEW_TEXT.titleTooLong],
      [{ body: 'Nice <script>alert(1)</script>' }, REVIEW_TEXT.plainText],
      [{ title: '<b>Great</b>' }, REVIEW_TEXT.plainText],
      [{ body: 'Tom &amp; Jerry' }, REVIEW_TEXT.plainText],
    ];
    for (const [change, message] of cases) {
      const refused = await review(order._id, { ...good, ...change });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().errors[0].msg).toBe(message);
    }
    expect(await reviewCount()).toBe(0);
  });

  it('answers 404 for an unknown order, a sale of another order and a product not in the sale', async () => {
    const good = { saleId: saleOf(order, vendor), productId: scarf._id, rating: 5, body: 'Lovely' };
    const unknown = await review(randomUUID(), good);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].msg).toBe('Order not found');
    const otherOrder = await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }]);
    expect((await review((otherOrder.json() as OrderDto)._id, good)).statusCode).toBe(404);
    expect((await review(order._id, { ...good, productId: shawl._id })).statusCode).toBe(404);
    expect((await review(order._id, { ...good, productId: bowl._id })).statusCode).toBe(404);
    expect(await reviewCount()).toBe(0);
  });

  it('refuses an item not delivered yet with the reason', async () => {
    const refused = await review(order._id, {
      saleId: saleOf(order, other),
      productId: bowl._id,
      rating: 3,
      body: 'Ok',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(REVIEW_TEXT.notDelivered);
    expect(await reviewCount()).toBe(0);
  });

  it('takes a review of a delivered item as plain text, tells the vendor, and refuses a second one', async () => {
    const body = {
      saleId: saleOf(order, vendor),
      productId: scarf._id,
      rating: 4,
      title: '  Warm  ',
      body: ' Soft\r\nand <3 warm ',
    };
    const created = await review(order._id, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().status).toBe('visible');
    const [stored] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, created.json()._id));
    expect(stored?.title).toBe('Warm');
    expect(stored?.body).toBe('Soft\nand <3 warm');
    expect(await noticesOf(vendor.id, 'review.new')).toEqual([
      { title: 'New 4-star review of Kente scarf', body: 'Warm' },
    ]);
    expect(await noticesOf(other.id, 'review.new')).toEqual([]);
    const again = await review(order._id, { ...body, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(REVIEW_TEXT.alreadyReviewed);
    const product = (await get(`/api/product/${scarf._id}`, vendor.token)).json() as ProductDto;
    expect(product.rating).toEqual({ average: 4, count: 1 });
  });

  it('refuses an item refunded in full (its units put back in stock), but takes the other items of the sale', async () => {
    const both = await deliveredOrder([
      { productId: scarf._id, qty: 1 },
      { productId: shawl._id, qty: 1 },
    ]);
    const saleId = saleOf(both, vendor);
    const scarfLine = both.products.find((line) => line.productId === scarf._id)?._id ?? '';
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${saleId}/refund`,
      headers: { ...as(vendor.token), 'idempotency-key': randomUUID() },
      payload: { amount: 40, reason: 'faulty', restock: [{ itemId: scarfLine, qty: 1 }] },
    });
    expect(refunded.statusCode).toBe(201);
    const refused = await review(both._id, { saleId, productId: scarf._id, rating: 1, body: 'Broken' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(REVIEW_TEXT.refunded);
    expect((await review(both._id, { saleId, productId: shawl._id, rating: 5, body: 'Beautiful' })).statusCode).toBe(
      201,
    );
  });
});

describe(`the vendor's notice of a new review (${testEngine})`, () => {
  it('follows the preference for "New review": none writes nothing, email mails without an in-app notice', async () => {
    const setChannel = (channel: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: as(other.token),
        payload: { kinds: [{ kind: 'review.new', channel }] },
      });
    const prefs = (await get('/api/notification-preferences', other.token)).json() as {
      kinds: { kind: string; channel: string }[];
    };
    expect(prefs.kinds.find((entry) => entry.kind === 'review.new')?.channel).toBe('both');
    expect((await setChannel('none')).statusCode).toBe(200);
    const first = await deliveredOrder([{ productId: bowl._id, qty: 1 }], other);
    const firstReview = { saleId: saleOf(first, other), productId: bowl._id, rating: 2, body: 'Chipped rim' };
    expect((await review(first._id, firstReview)).statusCode).toBe(201);
    expect(await noticesOf(other.id, 'review.new')).toEqual([]);
    expect((await setChannel('email')).statusCode).toBe(200);
    const second = await deliveredOrder([{ productId: bowl._id, qty: 1 }], other);
    const mailsBefore = (await mailsTo(ctx, other.email)).length;
    expect((await review(second._id, { ...firstReview, saleId: saleOf(second, other) })).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select({ inApp: notifications.inApp })
      .from(notifications)
      .where(and(eq(notifications.recipientId, other.id), eq(notifications.kind, 'review.new')));
    expect(rows.filter((row) => row.inApp)).toEqual([]);
    const mails = await mailsTo(ctx, other.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]?.template).toBe('reviewNew');
    await ctx.database.db.delete(reviews).where(eq(reviews.vendorId, other.id));
  });
});

describe(`reading reviews (${testEngine})`, () => {
  it("shows a product's visible reviews to the storefront and to anyone signed in, with the buyer's first name only", async () => {
    const storefront = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${scarf._id}/reviews`,
      headers: { 'x-api-key': ctx.config.storefrontApiKey },
    });
    expect(storefront.statusCode).toBe(200);
    const page = storefront.json() as ProductReviewsDto;
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.items.map((item) => [item.author, item.rating, item.verifiedPurchase])).toEqual([['Esi M.', 4, true]]);
    expect(JSON.stringify(page)).not.toContain('Mensah');
    expect((await get(`/api/product/${scarf._id}/reviews`, other.token)).statusCode).toBe(200);
    expect((await get(`/api/product/${scarf._id}/reviews`, members.orders ?? '')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${scarf._id}/reviews` })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/product/${scarf._id}/reviews`,
          headers: { 'x-api-key': 'no' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await get(`/api/product/${randomUUID()}/reviews`, other.token)).statusCode).toBe(404);
  });

  it("lists the vendor's own reviews only, every vendor's for catalogue and support staff, and refuses finance staff", async () => {
    const own = (await get('/api/review/list', vendor.token)).json() as ReviewListDto;
    expect(own.items.map((item) => item.product.name).sort()).toEqual(['Kente scarf', 'Kente shawl']);
    expect(own.items[0]?.vendor.displayName).toBe('Review Weavers');
    expect(((await get('/api/review/list', other.token)).json() as ReviewListDto).items).toEqual([]);
    for (const staff of [catalogueStaff, supportStaff]) {
      const all = await get('/api/review/list', staff.token);
      expect(all.statusCode).toBe(200);
      expect((all.json() as ReviewListDto).items).toHaveLength(2);
    }
    expect((await get('/api/review/list', financeStaff.token)).statusCode).toBe(403);
    expect((await get('/api/review/list', members.catalogue ?? '')).statusCode).toBe(200);
    expect((await get('/api/review/list', members.orders ?? '')).statusCode).toBe(403);
  });

  it('filters by rating, product, status and replied, and pages by cursor without repeats', async () => {
    const list = async (query: string) =>
      ((await get(`/api/review/list?${query}`, admin)).json() as ReviewListDto).items;
    expect((await list('rating=5')).map((item) => item.product.name)).toEqual(['Kente shawl']);
    expect((await list(`productId=${scarf._id}`)).map((item) => item.rating)).toEqual([4]);
    expect(await list('status=hidden')).toEqual([]);
    expect(await list('replied=true')).toEqual([]);
    expect(await list('replied=false')).toHaveLength(2);
    const first = (await get('/api/review/list?limit=1', admin)).json() as ReviewListDto;
    expect(first.nextCursor).not.toBeNull();
    const second = (await get(`/api/review/list?limit=1&cursor=${first.nextCursor}`, admin)).json() as ReviewListDto;
    expect(second.nextCursor).toBeNull();
    expect([first.items[0]?.product.name, second.items[0]?.product.name]).toEqual(['Kente shawl', 'Kente scarf']);
    for (const bad of ['rating=0', 'status=gone', 'replied=yes', 'productId=x', 'cursor=nonsense']) {
      expect((await get(`/api/review/list?${bad}`, admin)).statusCode, bad).toBe(400);
    }
  });
});

describe(`the vendor's reply (${testEngine})`, () => {
  let reviewId: string;

  beforeAll(async () => {
    const list = (await get(`/api/review/list?productId=${scarf._id}`, vendor.token)).json() as ReviewListDto;
    reviewId = list.items[0]?._id ?? '';
  });

  it('lets the vendor reply once and edit it, audited, and shows it on the product', async () => {
    const replied = await post(`/api/review/${reviewId}/reply`, vendor.token, { body: ' Thank you, Esi! ' });
    expect(replied.statusCode).toBe(200);
    const first = (replied.json() as ReviewDto).reply;
    expect(first?.body).toBe('Thank you, Esi!');
    const edited = (
      await post(`/api/review/${reviewId}/reply`, vendor.token, { body: 'Thank you!' })
    ).json() as ReviewDto;
    expect(edited.reply?.body).toBe('Thank you!');
    expect(edited.reply?.createdAt).toBe(first?.createdAt);
    expect(await auditCount(ctx, 'review.reply', reviewId)).toBe(1);
    expect(await auditCount(ctx, 'review.reply.edit', reviewId)).toBe(1);
    const shown = (await get(`/api/product/${scarf._id}/reviews`, other.token)).json() as ProductReviewsDto;
    expect(shown.items[0]?.reply?.body).toBe('Thank you!');
    const unreplied = (await get('/api/review/list?replied=false', vendor.token)).json() as ReviewListDto;
    expect(unreplied.items.map((item) => item.product.name)).toEqual(['Kente shawl']);
  });

  it('lets a catalogue member reply for the vendor; refuses an orders member, staff, another vendor (404) and an empty reply', async () => {
    expect(
      (await post(`/api/review/${reviewId}/reply`, members.catalogue ?? '', { body: 'From the team' })).statusCode,
    ).toBe(200);
    const ordersMember = await post(`/api/review/${reviewId}/reply`, members.orders ?? '', { body: 'No' });
    expect(ordersMember.statusCode).toBe(403);
    expect(ordersMember.json().errors[0].msg).toBe(VENDOR_TEAM_TEXT.notForRole);
    const staff = await post(`/api/review/${reviewId}/reply`, catalogueStaff.token, { body: 'No' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().errors[0].msg).toBe(REVIEW_TEXT.vendorsReply);
    expect((await post(`/api/review/${reviewId}/reply`, other.token, { body: 'Not mine' })).statusCode).toBe(404);
    expect((await post(`/api/review/${randomUUID()}/reply`, vendor.token, { body: 'None' })).statusCode).toBe(404);
    const empty = await post(`/api/review/${reviewId}/reply`, vendor.token, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].msg).toBe(REVIEW_TEXT.replyRequired);
    const shown = (await get(`/api/product/${scarf._id}/reviews`, other.token)).json() as ProductReviewsDto;
    expect(shown.items[0]?.reply?.body).toBe('From the team');
  });
});

describe(`moderation (${testEngine})`, () => {
  let reviewId: string;

  beforeAll(async () => {
    const list = (await get(`/api/review/list?productId=${shawl._id}`, vendor.token)).json() as ReviewListDto;
    reviewId = list.items[0]?._id ?? '';
  });

  it('refuses vendors, support staff and a missing reason', async () => {
    expect((await post(`/api/review/${reviewId}/hide`, vendor.token, { reason: 'Mine' })).statusCode).toBe(403);
    expect((await post(`/api/review/${reviewId}/hide`, supportStaff.token, { reason: 'No' })).statusCode).toBe(403);
    expect((await post(`/api/review/${reviewId}/restore`, vendor.token)).statusCode).toBe(403);
    const noReason = await post(`/api/review/${reviewId}/hide`, catalogueStaff.token, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].msg).toBe(REVIEW_TEXT.reasonRequired);
    expect((await post(`/api/review/${randomUUID()}/hide`, catalogueStaff.token, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('hides with a reason the vendor is told, takes it off the storefront and out of the ratings; restores it', async () => {
    const storeBefore = (await get('/api/store/me', vendor.token)).json();
    expect(storeBefore.rating).toEqual({ average: 4.5, count: 2 });
    const hidden = await post(`/api/review/${reviewId}/hide`, catalogueStaff.token, { reason: 'Names a person' });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as ReviewDto).hiddenReason).toBe('Names a person');
    expect(await noticesOf(vendor.id, 'review.moderated')).toEqual([
      { title: 'A review of Kente shawl was hidden', body: 'Reason: Names a person' },
    ]);
    expect(await auditCount(ctx, 'review.hide', reviewId)).toBe(1);
    expect((await mailsTo(ctx, vendor.email))[0]?.template).toBe('reviewModerated');
    const shawlReviews = (await get(`/api/product/${shawl._id}/reviews`, other.token)).json() as ProductReviewsDto;
    expect(shawlReviews).toEqual({ rating: { average: 0, count: 0 }, items: [], nextCursor: null });
    expect((await get('/api/store/me', vendor.token)).json().rating).toEqual({ average: 4, count: 1 });
    const again = await post(`/api/review/${reviewId}/hide`, catalogueStaff.token, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    const hiddenList = (await get('/api/review/list?status=hidden', vendor.token)).json() as ReviewListDto;
    expect(hiddenList.items.map((item) => [item._id, item.hiddenReason])).toEqual([[reviewId, 'Names a person']]);

    const restored = await post(`/api/review/${reviewId}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as ReviewDto).status).toBe('visible');
    expect(await auditCount(ctx, 'review.restore', reviewId)).toBe(1);
    expect((await post(`/api/review/${reviewId}/restore`, admin)).statusCode).toBe(409);
    expect((await get('/api/store/me', vendor.token)).json().rating).toEqual({ average: 4.5, count: 2 });
    const product = (await get(`/api/product/${shawl._id}`, vendor.token)).json() as ProductDto;
    expect(product.rating).toEqual({ average: 5, count: 1 });
    const cards = (await get('/api/store/me', vendor.token)).json().product as { name: string; rating: unknown }[];
    expect(cards.find((card) => card.name === 'Kente shawl')?.rating).toEqual({ average: 5, count: 1 });
    const listed = (await get('/api/product/list', vendor.token)).json() as { items: ProductDto[] };
    expect(listed.items.find((item) => item._id === scarf._id)?.rating).toEqual({ average: 4, count: 1 });
  });
});

/** The JSON of one file of a data export's ZIP. */
function exported(zip: Buffer, name: string): unknown {
  const folder = mkdtempSync(path.join(tmpdir(), 'soko-review-export-'));
  try {
    writeFileSync(path.join(folder, 'export.zip'), zip);
    execFileSync('unzip', ['-q', 'export.zip', `${name}.json`, '-d', 'files'], { cwd: folder });
    return JSON.parse(readFileSync(path.join(folder, 'files', `${name}.json`), 'utf8'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe(`reviews in a data export (${testEngine})`, () => {
  it("gives the vendor its products' reviews with its replies, and a buyer the reviews of their orders", async () => {
    const own = await get(`/api/user/${vendor.id}/data-export`, vendor.token);
    expect(own.statusCode).toBe(200);
    const rows = exported(own.rawPayload, 'reviews') as { product: string; reply: string | null }[];
    expect(rows.map((row) => [row.product, row.reply]).sort()).toEqual([
      ['Kente scarf', 'From the team'],
      ['Kente shawl', null],
    ]);
    const buyer = await post('/api/privacy/buyer-export', supportStaff.token, { email: 'kofi@example.com' });
    expect(buyer.statusCode).toBe(200);
    const written = exported(buyer.rawPayload, 'reviews') as { body: string }[];
    expect(written.map((row) => row.body).sort()).toEqual(['Beautiful', 'Soft\nand <3 warm']);
  });
});
