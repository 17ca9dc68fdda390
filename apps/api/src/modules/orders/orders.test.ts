import { randomUUID } from 'node:crypto';
import { type OrderDto, type ProductDto, SALES_TEXT, type SaleDetailDto, saleMoneyCents } from '@soko/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  orders,
  products,
  productVariants,
  saleItems,
  saleStatusHistory,
  sales,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, orderBody, placeOrder, STOREFRONT_KEY } from '../../test/orders.ts';

let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let shea: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente House' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
  shea = await onboardVendor(ctx, { displayName: 'Shea Co' });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

const rowCount = async (table: typeof orders | typeof sales | typeof saleItems | typeof mailOutbox) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Everything an order could change, to show that a refused one changed nothing. */
async function snapshot(productIds: string[]) {
  const { db } = ctx.database;
  return {
    products: await db
      .select({ id: products.id, stock: products.stock, sold: products.sold })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(products.id),
    variants: await db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds))
      .orderBy(productVariants.id),
    orders: await rowCount(orders),
    sales: await rowCount(sales),
    items: await rowCount(saleItems),
    outbox: await rowCount(mailOutbox),
  };
}

async function productRow(id: string) {
  const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

function expectRefused(response: { statusCode: number; json(): { errors: unknown } }, status: number, errors: unknown) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errors).toEqual(errors);
}

describe(`the storefront's key and idempotency key (${testEngine})`, () => {
  it('refuses an order without a valid x-api-key, even from a signed-in vendor', async () => {
    const product = await createLiveProduct(ctx, kente, { name: 'Key test scarf' });
    const body = orderBody([{ productId: product._id, qty: 1 }]);
    const before = await snapshot([product._id]);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
    });
    expectRefused(missing, 401, [{ msg: SALES_TEXT.apiKeyInvalid }]);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'x-api-key': `${STOREFRONT_KEY}x`, 'idempotency-key': randomUUID() },
      payload: body,
    });
    expectRefused(wrong, 401, [{ msg: SALES_TEXT.apiKeyInvalid }]);
    const asVendor = await ctx.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'x-auth-token': kente.token, 'idempotency-key': randomUUID() },
      payload: body,
    });
    expectRefused(asVendor, 401, [{ msg: SALES_TEXT.apiKeyInvalid }]);
    expect(await snapshot([product._id])).toEqual(before);
  });

  it('needs an Idempotency-Key', async () => {
    const product = await createLiveProduct(ctx, kente, { name: 'Keyless scarf' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'x-api-key': STOREFRONT_KEY },
      payload: orderBody([{ productId: product._id, qty: 1 }]),
    });
    expectRefused(response, 400, [{ msg: SALES_TEXT.idempotencyKeyRequired, param: 'Idempotency-Key' }]);
    const blank = await placeOrder(ctx, [{ productId: product._id, qty: 1 }], { key: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await productRow(product._id))?.stock).toBe(10);
  });

  it('validates the body with clear messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'x-api-key': STOREFRONT_KEY, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: randomUUID(), qty: 0 }], {
        customer_email: 'not-an-email',
        delivery_address: { c_address: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '200' },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { msg: 'Customer email must be an email address', param: 'customer_email' },
        { msg: 'Postcode must be 4 digits', param: 'delivery_address.postcode' },
        { msg: 'qty must be at least 1', param: 'items.0.qty' },
      ]),
    );
  });
});

describe(`placing an order (${testEngine})`, () => {
  let scarf: ProductDto;
  let wrap: ProductDto;
  let pepper: ProductDto;
  let butter: ProductDto;
  let order: OrderDto;

  beforeAll(async () => {
    scarf = await createLiveProduct(ctx, kente, { name: 'Kente scarf', price: 45.5, stock: 10, deliveryPrice: 9.95 });
    wrap = await createLiveProduct(ctx, kente, {
      name: 'Kente wrap',
      price: 80,
      stock: 4,
      deliveryPrice: 12.5,
      salesPercentage: 10,
    });
    pepper = await createLiveProduct(ctx, spice, { name: 'Pepper mix', price: 7.99, stock: 50, shipping: 1 });
    butter = await createLiveProduct(ctx, shea, {
      name: 'Shea butter',
      variants: [
        { size: '100 ml', stock: 6, price: 12 },
        { size: '250 ml', stock: 3, price: 25 },
      ],
      deliveryPrice: 8,
    });
  });

  it('makes one order with one sale per vendor, priced, shipped and stocked from the database', async () => {
    const large = butter.variants.find((variant) => variant.size === '250 ml');
    if (!large) throw new Error('no variant');
    const response = await placeOrder(ctx, [
      { productId: scarf._id, qty: 2 },
      { productId: pepper._id, qty: 3 },
      { productId: wrap._id, qty: 1 },
      { productId: butter._id, variantId: large._id, qty: 2 },
      // Listed twice: the quantities add up on one line.
      { productId: pepper._id, qty: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    order = response.json();

    // Kente: 2 x 45.50 + 1 x 72.00 (10% off 80), one parcel at the higher delivery price 12.50.
    // Spice: 4 x 7.99, free shipping. Shea: 2 x 25.00 plus 8.00.
    const expectedSales = [
      { vendor: 'Kente House', price: 163, shipping: 12.5 },
      { vendor: 'Shea Co', price: 50, shipping: 8 },
      { vendor: 'Spice Route', price: 31.96, shipping: 0 },
    ];
    expect(order).toMatchObject({
      number: expect.any(Number),
      customer_name: 'Kofi Boateng',
      customer_email: 'kofi@example.com',
      payment_method: 'Card',
      delivery_address: { unit: '4', c_address: '1 George St', suburb: 'Sydney', state: 'NSW', country: 'Australia' },
      status: 'Not processed',
      subtotal: 244.96,
      shippingFee: 20.5,
      amount: 265.46,
    });
    expect(order.sales.map((sale) => [sale.vendorId.displayName, sale.price, sale.shippingFee, sale.subtotal])).toEqual(
      expectedSales.map((sale) => [
        sale.vendor,
        sale.price,
        sale.shipping,
        Math.round((sale.price + sale.shipping) * 100) / 100,
      ]),
    );
    expect(order.products).toHaveLength(4);
    expect(order.products.find((line) => line.name === 'Pepper mix')).toMatchObject({ qty: 4, price: 7.99 });
    expect(order.products.find((line) => line.name === 'Kente wrap')).toMatchObject({ qty: 1, price: 72 });
    expect(order.products.find((line) => line.name === 'Shea butter')).toMatchObject({
      variant: '250 ml',
      qty: 2,
      price: 25,
      image: butter.images[0]?.thumb,
      vendor: { _id: shea.id, displayName: 'Shea Co' },
    });

    // Stock and sold move together; a variant's sale takes from the variant and the product.
    expect(await productRow(scarf._id)).toMatchObject({ stock: 8, sold: 2 });
    expect(await productRow(wrap._id)).toMatchObject({ stock: 3, sold: 1 });
    expect(await productRow(pepper._id)).toMatchObject({ stock: 46, sold: 4 });
    expect(await productRow(butter._id)).toMatchObject({ stock: 7, sold: 2 });
    const variants = await ctx.database.db
      .select({ size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, butter._id))
      .orderBy(productVariants.position);
    expect(variants).toEqual([
      { size: '100 ml', stock: 6 },
      { size: '250 ml', stock: 1 },
    ]);

    // Fee and net come from the shared formula, stored on the sale.
    const stored = await ctx.database.db.select().from(sales).where(eq(sales.orderId, order._id));
    expect(stored).toHaveLength(3);
    for (const sale of stored) {
      const money = saleMoneyCents(sale.priceCents, sale.shippingCents);
      expect([sale.feeCents, sale.netCents, sale.status]).toEqual([money.fee, money.net, 'Not processed']);
    }
    const history = await ctx.database.db
      .select()
      .from(saleStatusHistory)
      .where(
        inArray(
          saleStatusHistory.saleId,
          stored.map((sale) => sale.id),
        ),
      );
    expect(history.map((change) => [change.fromStatus, change.toStatus, change.actorId])).toEqual([
      [null, 'Not processed', null],
      [null, 'Not processed', null],
      [null, 'Not processed', null],
    ]);
  });

  it('mails each vendor their new sale with a link to it', async () => {
    const kenteSale = order.sales.find((sale) => sale.vendorId._id === kente.id);
    const mail = (await mailsTo(ctx, kente.email)).find((sent) => sent.template === 'newSale');
    expect(mail?.subject).toBe(`New sale: order #${order.number}`);
    expect(mail?.text).toContain(`http://soko.test/sale/${kenteSale?._id}`);
    expect(mail?.text).toContain('2 x Kente scarf at $45.50');
    expect(mail?.text).toContain('1 x Kente wrap at $72.00');
    expect(mail?.text).toContain('Shipping: $12.50');
    // The sale's email, beside any stock notice the order caused.
    const saleMail = async (to: string) => (await mailsTo(ctx, to)).find((sent) => sent.template === 'newSale');
    expect((await saleMail(spice.email))?.text).toContain('4 x Pepper mix at $7.99');
    expect((await saleMail(shea.email))?.text).toContain('2 x Shea butter (250 ml) at $25.00');
  });

  it('answers the same order for the same key and body, and creates nothing more', async () => {
    const key = randomUUID();
    const items = [{ productId: scarf._id, qty: 1 }];
    const first = await placeOrder(ctx, items, { key });
    expect(first.statusCode).toBe(201);
    const before = await snapshot([scarf._id]);
    const again = await placeOrder(ctx, items, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshot([scarf._id])).toEqual(before);
  });

  it('refuses a key reused with another body (422), changing nothing', async () => {
    const key = randomUUID();
    expect((await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }], { key })).statusCode).toBe(201);
    const before = await snapshot([scarf._id]);
    const other = await placeOrder(ctx, [{ productId: scarf._id, qty: 2 }], { key });
    expectRefused(other, 422, [{ msg: SALES_TEXT.idempotencyKeyReused }]);
    expect(await snapshot([scarf._id])).toEqual(before);
  });

  it('treats a body that differs only in defaults and key order as the same request', async () => {
    const key = randomUUID();
    const body = orderBody([{ productId: scarf._id, qty: 1 }], { customer_phone: undefined });
    const send = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { 'x-api-key': STOREFRONT_KEY, 'idempotency-key': key },
        payload,
      });
    const first = await send(body);
    expect(first.statusCode).toBe(201);
    const explicit = {
      ...Object.fromEntries(Object.entries(body).reverse()),
      customer_phone: '',
      delivery_address: { ...body.delivery_address, country: 'Australia' },
    };
    const again = await send(explicit);
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(first.json()._id);
  });
});

describe(`refused orders change nothing (${testEngine})`, () => {
  let scarf: ProductDto;
  let basket: ProductDto;
  let butter: ProductDto;

  beforeAll(async () => {
    scarf = await createLiveProduct(ctx, kente, { name: 'Last scarves', stock: 3 });
    basket = await createLiveProduct(ctx, spice, { name: 'Bolga basket', stock: 5 });
    butter = await createLiveProduct(ctx, shea, {
      name: 'Whipped shea',
      variants: [
        { size: 'Small', stock: 2, price: 10 },
        { size: 'Large', stock: 2, price: 18 },
      ],
    });
  });

  const ids = () => [scarf._id, basket._id, butter._id];

  it('refuses more than the stock with what is left (409)', async () => {
    const before = await snapshot(ids());
    const response = await placeOrder(ctx, [
      { productId: basket._id, qty: 1 },
      { productId: scarf._id, qty: 4 },
    ]);
    expectRefused(response, 409, [{ msg: SALES_TEXT.outOfStock('Last scarves', 3) }]);
    // Listed twice, 2 + 2 is more than 3.
    const twice = await placeOrder(ctx, [
      { productId: scarf._id, qty: 2 },
      { productId: scarf._id, qty: 2 },
    ]);
    expectRefused(twice, 409, [{ msg: SALES_TEXT.outOfStock('Last scarves', 3) }]);
    const small = butter.variants.find((variant) => variant.size === 'Small');
    const variant = await placeOrder(ctx, [{ productId: butter._id, variantId: small?._id, qty: 3 }]);
    expectRefused(variant, 409, [{ msg: SALES_TEXT.outOfStock('Whipped shea (Small)', 2) }]);
    expect(await snapshot(ids())).toEqual(before);
  });

  it('refuses paused, unapproved and inactive vendors’ products (409)', async () => {
    const before = await snapshot(ids());
    const { db } = ctx.database;
    await db.update(products).set({ status: 'paused' }).where(eq(products.id, scarf._id));
    expectRefused(
      await placeOrder(ctx, [
        { productId: basket._id, qty: 1 },
        { productId: scarf._id, qty: 1 },
      ]),
      409,
      [{ msg: SALES_TEXT.notAvailable('Last scarves') }],
    );
    await db.update(products).set({ status: 'active', approval: 'pending' }).where(eq(products.id, scarf._id));
    expectRefused(await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }]), 409, [
      { msg: SALES_TEXT.notAvailable('Last scarves') },
    ]);
    await db.update(products).set({ approval: 'approved' }).where(eq(products.id, scarf._id));
    await db.update(users).set({ active: false }).where(eq(users.id, spice.id));
    expectRefused(await placeOrder(ctx, [{ productId: basket._id, qty: 1 }]), 409, [
      { msg: SALES_TEXT.notAvailable('Bolga basket') },
    ]);
    await db.update(users).set({ active: true }).where(eq(users.id, spice.id));
    expect(await snapshot(ids())).toEqual(before);
  });

  it('refuses unknown products and variants, and a product with variants ordered without one (400)', async () => {
    const before = await snapshot(ids());
    expectRefused(
      await placeOrder(ctx, [
        { productId: basket._id, qty: 1 },
        { productId: randomUUID(), qty: 1 },
      ]),
      400,
      [{ msg: SALES_TEXT.unknownProduct, param: 'items.1.productId' }],
    );
    expectRefused(await placeOrder(ctx, [{ productId: butter._id, variantId: randomUUID(), qty: 1 }]), 400, [
      { msg: SALES_TEXT.unknownVariant('Whipped shea'), param: 'items.0.variantId' },
    ]);
    // Another product's variant is no option of this one.
    const foreign = butter.variants[0]?._id;
    expectRefused(await placeOrder(ctx, [{ productId: basket._id, variantId: foreign, qty: 1 }]), 400, [
      { msg: SALES_TEXT.unknownVariant('Bolga basket'), param: 'items.0.variantId' },
    ]);
    expectRefused(await placeOrder(ctx, [{ productId: butter._id, qty: 1 }]), 400, [
      { msg: SALES_TEXT.variantRequired('Whipped shea'), param: 'items.0.variantId' },
    ]);
    expect(await snapshot(ids())).toEqual(before);
  });

  it('refuses an order whose total the database cannot hold (400), rather than failing', async () => {
    // The largest price a product may have, bought 22 times, passes the $21,474,836.47 an integer column holds.
    const yacht = await createLiveProduct(ctx, kente, { name: 'Golden stool', price: 1_000_000, stock: 100 });
    const before = await snapshot([yacht._id]);
    expectRefused(await placeOrder(ctx, [{ productId: yacht._id, qty: 22 }]), 400, [
      { msg: SALES_TEXT.orderTooLarge, param: 'items' },
    ]);
    expect(await snapshot([yacht._id])).toEqual(before);
    expect((await placeOrder(ctx, [{ productId: yacht._id, qty: 21 }])).statusCode).toBe(201);
  });

  it('delivers to the Northern Territory, and refuses a postcode of another state (400)', async () => {
    const darwin = { unit: '', c_address: '1 Smith St', suburb: 'Darwin', state: 'NT' as const, postcode: '0800' };
    const before = await snapshot(ids());
    const mismatched = await placeOrder(ctx, [{ productId: basket._id, qty: 1 }], {
      customer: { delivery_address: { ...darwin, state: 'VIC' } },
    });
    expectRefused(mismatched, 400, [
      {
        msg: 'Postcode 0800 is in NT, not VIC. Please check the postcode and state',
        param: 'delivery_address.postcode',
      },
    ]);
    expect(await snapshot(ids())).toEqual(before);
    const placed = await placeOrder(ctx, [{ productId: basket._id, qty: 1 }], {
      customer: { delivery_address: darwin },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().delivery_address).toMatchObject({ suburb: 'Darwin', state: 'NT', postcode: '0800' });
  });

  it('sells the last units exactly', async () => {
    const response = await placeOrder(ctx, [{ productId: scarf._id, qty: 3 }]);
    expect(response.statusCode).toBe(201);
    expect(await productRow(scarf._id)).toMatchObject({ stock: 0, sold: 3 });
    expectRefused(await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }]), 409, [
      { msg: SALES_TEXT.outOfStock('Last scarves', 0) },
    ]);
  });
});

describe(`orders for the super admin (${testEngine})`, () => {
  let first: OrderDto;
  let second: OrderDto;

  beforeAll(async () => {
    const mat = await createLiveProduct(ctx, kente, { name: 'Woven mat', stock: 20 });
    const tea = await createLiveProduct(ctx, spice, { name: 'Hibiscus tea', stock: 20, shipping: 1 });
    first = (
      await placeOrder(
        ctx,
        [
          { productId: mat._id, qty: 1 },
          { productId: tea._id, qty: 2 },
        ],
        { customer: { customer_name: 'Abena Owusu', customer_email: 'abena@example.com' } },
      )
    ).json();
    second = (
      await placeOrder(ctx, [{ productId: tea._id, qty: 1 }], {
        customer: { customer_name: 'Yaw Darko', customer_email: 'yaw@example.com' },
      })
    ).json();
  });

  it('lists orders newest first with their products and sales, searchable by customer and number', async () => {
    const response = await get('/api/order/list?limit=2', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((item: OrderDto) => item._id)).toEqual([second._id, first._id]);
    expect(page.items[1]).toEqual(first);

    const byName = (await get('/api/order/list?q=ABENA', admin)).json();
    expect(byName.items.map((item: OrderDto) => item._id)).toEqual([first._id]);
    const byEmail = (await get('/api/order/list?q=yaw@example', admin)).json();
    expect(byEmail.items.map((item: OrderDto) => item._id)).toEqual([second._id]);
    const byNumber = (await get(`/api/order/list?q=%23${first.number}`, admin)).json();
    expect(byNumber).toMatchObject({ total: 1, items: [{ _id: first._id }] });
  });

  it('reads one order, its status derived from its sales', async () => {
    const sale = first.sales[0];
    if (!sale) throw new Error('no sale');
    const response = await get(`/api/order/${first._id}`, admin);
    expect(response.json()).toEqual(first);
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/${sale._id}/status/any`,
      headers: { 'x-auth-token': admin },
      payload: { status: 'Cancel' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((cancel.json() as SaleDetailDto).status).toBe('Cancel');
    const after = (await get(`/api/order/${first._id}`, admin)).json();
    expect(after.status).toBe('Not processed');
    expect(after.sales.map((item: { status: string }) => item.status).sort()).toEqual(['Cancel', 'Not processed']);
    expect((await get(`/api/order/${randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('refuses year 0, which PostgreSQL has no date for, as bad input rather than a server error', async () => {
    expect((await get('/api/order/list?from=0000-01-01', admin)).statusCode).toBe(400);
    expect((await get('/api/order/list?to=0000-12-31', admin)).statusCode).toBe(400);
  });

  it('is for the super admin only', async () => {
    expect((await get('/api/order/list', kente.token)).statusCode).toBe(403);
    expect((await get(`/api/order/${first._id}`, kente.token)).statusCode).toBe(403);
  });
});
