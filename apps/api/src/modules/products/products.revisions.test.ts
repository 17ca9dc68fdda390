import { CATALOGUE_MESSAGES, type ProductDto } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { imagePart, productFields, productFiles, sendProduct, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
} from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

let ctx: TestContext;
let admin: string;
let vendorA: OnboardedVendor;
let vendorB: OnboardedVendor;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendorA = await onboardVendor(ctx);
  vendorB = await onboardVendor(ctx, { displayName: 'Spice Route' });
  png = await smallPng();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

const read = async (id: string, token = vendorA.token): Promise<ProductDto> =>
  (await call('GET', `/api/product/${id}`, token)).json();

/** An approved product of vendor A at $50.00, 10 in stock, free shipping. */
const liveProduct = (name = 'Kente scarf') =>
  createLiveProduct(ctx, vendorA, { name, price: 50, stock: 10, shipping: 1 });

/** Vendor A saves the product form with the product's approved values, except `overrides`. */
function edit(product: ProductDto, overrides: Record<string, string> = {}, images: Buffer[] = []) {
  const fields = productFields(product.category?._id ?? '', {
    name: product.name,
    price: product.price.toFixed(2),
    stock: String(product.stock),
    salesPercentage: '0',
    shipping: '1',
    del_price: '0',
    ...overrides,
  });
  return sendProduct(
    ctx,
    vendorA.token,
    fields,
    images.map((bytes, index) => imagePart(bytes, `new${index}.png`, 'image/png')),
    { method: 'PUT', url: `/api/product/${product._id}/${vendorA.id}` },
  );
}

const approve = (id: string, token = admin) => call('PUT', `/api/product/${id}/revision/approve`, token);
const reject = (id: string, payload?: Record<string, unknown>, token = admin) =>
  call('PUT', `/api/product/${id}/revision/reject`, token, payload);

const mailsOf = async (template: string) =>
  (await mailsTo(ctx, vendorA.email)).filter((mail) => mail.template === template);

describe(`material changes of an approved product wait for review (${testEngine})`, () => {
  it('keeps the approved name and price for buyers and orders until staff approve the revision', async () => {
    const product = await liveProduct();
    const saved = await edit(product, { name: 'Kente wrap', price: '60.50' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Kente scarf',
      price: 50,
      approval: 'approved',
      revision: {
        status: 'pending',
        changed: ['name', 'price'],
        proposed: { name: 'Kente wrap', price: 60.5 },
        rejectionReason: null,
      },
    });

    // The storefront-facing reads: the store's live products and what an order charges.
    const store = (await call('GET', '/api/store/me', vendorA.token)).json();
    expect(store.product.find((item: ProductDto) => item._id === product._id)).toMatchObject({
      name: 'Kente scarf',
      price: 50,
    });
    const order = await placeOrder(ctx, [{ productId: product._id, qty: 1 }]);
    expect(order.statusCode).toBe(201);
    expect(order.json().products).toEqual([expect.objectContaining({ name: 'Kente scarf', price: 50 })]);

    const review = await call('GET', `/api/product/${product._id}/revision`, admin);
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      product: { name: 'Kente scarf', price: 50 },
      revision: { proposed: { name: 'Kente wrap', price: 60.5 }, changed: ['name', 'price'] },
    });
    const waiting = await call('GET', '/api/product/list?approval=revision&limit=100', admin);
    expect(waiting.json().items.map((item: ProductDto) => item._id)).toContain(product._id);
    const work = (await call('GET', '/api/dashboard/work', admin)).json();
    expect(work.revisionsWaiting).toBe(waiting.json().total);

    const approved = await approve(product._id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ name: 'Kente wrap', price: 60.5, approval: 'approved', revision: null });
    expect((await placeOrder(ctx, [{ productId: product._id, qty: 1 }])).json().products).toEqual([
      expect.objectContaining({ name: 'Kente wrap', price: 60.5 }),
    ]);
    const [mail] = await mailsOf('productRevisionApproved');
    expect(mail?.text).toContain('Kente wrap');
    expect(mail?.text).toContain(`http://soko.test/product/${product._id}`);
    expect(await auditCount(ctx, 'product.revision.approve', product._id)).toBe(1);
    const listedAfter = await call('GET', '/api/product/list?approval=revision&limit=100', admin);
    expect(listedAfter.json().items.map((item: ProductDto) => item._id)).not.toContain(product._id);

    // The same decision twice changes and sends nothing; the other decision is too late.
    expect((await approve(product._id)).statusCode).toBe(200);
    expect(await auditCount(ctx, 'product.revision.approve', product._id)).toBe(1);
    expect(await mailsOf('productRevisionApproved')).toHaveLength(1);
    const late = await reject(product._id, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].msg).toBe(CATALOGUE_MESSAGES.revisionAlreadyApproved);
  });

  it('applies a price cut, a rise of up to 20 % over the reviewed price, stock and pause at once; more waits', async () => {
    const product = await liveProduct('Shea butter');
    const cut = await edit(product, { price: '40.00', stock: '7' });
    expect(cut.json()).toMatchObject({ price: 40, stock: 7, revision: null });
    // +25 % over the last price, but exactly +20 % over the $50.00 staff approved.
    const twenty = await edit(product, { price: '60.00' });
    expect(twenty.json()).toMatchObject({ price: 60, revision: null });
    const more = await edit(product, { price: '60.01', stock: '4' });
    expect(more.json()).toMatchObject({
      price: 60,
      stock: 4,
      revision: { status: 'pending', changed: ['price'], proposed: { price: 60.01 } },
    });
    const paused = await call('GET', `/api/product/${product._id}/${vendorA.id}`, vendorA.token);
    expect(paused.json()).toMatchObject({ status: 'paused', price: 60, revision: { status: 'pending' } });
    expect(await auditCount(ctx, 'product.revision.approve', product._id)).toBe(0);
  });

  it('does not let small rises add up past review: each is measured from the price staff last reviewed', async () => {
    const product = await liveProduct('Baobab oil');
    expect((await edit(product, { price: '60.00' })).json()).toMatchObject({ price: 60, revision: null });
    // +20 % over $60.00, but +44 % over the $50.00 staff approved.
    const second = await edit(product, { price: '72.00' });
    expect(second.json()).toMatchObject({ price: 60, revision: { status: 'pending', proposed: { price: 72 } } });
    expect((await approve(product._id)).statusCode).toBe(200);
    // Approved at $72.00: that is the reviewed price now.
    const after = await edit(product, { price: '86.40' });
    expect(after.json()).toMatchObject({ price: 86.4, revision: null });
  });

  it('replaces the proposal with a later edit, and withdraws it when the edit goes back to the approved version', async () => {
    const product = await liveProduct('Clay pot');
    await edit(product, { name: 'Clay jug' });
    const later = await edit(product, { name: 'Clay vase', shortDetails: 'Fired in Kumasi' });
    expect(later.json().revision).toMatchObject({
      changed: ['name', 'shortDetails'],
      proposed: { name: 'Clay vase', shortDetails: 'Fired in Kumasi' },
    });
    const back = await edit(product);
    expect(back.json()).toMatchObject({ name: 'Clay pot', revision: null });
    expect((await call('GET', `/api/product/${product._id}/revision`, vendorA.token)).statusCode).toBe(404);
  });

  it('stages new and removed images: buyers keep the approved images until the revision is approved', async () => {
    const product = await liveProduct('Woven basket');
    const [approvedImage] = product.images;
    const added = await edit(product, {}, [png]);
    expect(added.json().images).toEqual(product.images);
    const proposedImages = added.json().revision.proposed.images;
    expect(proposedImages).toHaveLength(2);
    const newImage = await ctx.app.inject({ method: 'GET', url: proposedImages[1].image });
    expect(newImage.statusCode).toBe(200);

    const removed = await call(
      'GET',
      `/api/product/${product._id}/${vendorA.id}/img/${approvedImage?.imageId}`,
      vendorA.token,
    );
    expect(removed.json().images).toEqual(product.images);
    expect(removed.json().revision).toMatchObject({ changed: ['images'], proposed: { images: [proposedImages[1]] } });

    const approved = (await approve(product._id)).json();
    expect(approved.images).toEqual([proposedImages[1]]);
    const files = await productFiles(ctx);
    expect(files).not.toContain(approvedImage?.image.split('/').pop());
  });

  it('reviews variants added, but applies a variant stock change at once', async () => {
    const product = await createLiveProduct(ctx, vendorA, {
      name: 'Pepper sauce',
      shipping: 1,
      variants: [
        { size: 'Small', stock: 4, price: 10 },
        { size: 'Large', stock: 6, price: 20 },
      ],
    });
    const variant = (size: string, stock: number, price: string) =>
      ['variants', JSON.stringify({ size, weight: '0.50', stock, price })] as [string, string];
    const base = { v_options: '1', variant_name: 'Size', price: product.price.toFixed(2) };
    const stockOnly = await sendProduct(
      ctx,
      vendorA.token,
      [
        ...productFields(product.category?._id ?? '', {
          ...base,
          name: product.name,
          salesPercentage: '0',
          shipping: '1',
          del_price: '0',
          stock: '12',
        }),
        variant('Small', 2, '10'),
        variant('Large', 10, '20'),
      ],
      [],
      { method: 'PUT', url: `/api/product/${product._id}/${vendorA.id}` },
    );
    expect(stockOnly.json()).toMatchObject({ stock: 12, revision: null });
    const withNew = await sendProduct(
      ctx,
      vendorA.token,
      [
        ...productFields(product.category?._id ?? '', {
          ...base,
          name: product.name,
          salesPercentage: '0',
          shipping: '1',
          del_price: '0',
          stock: '15',
        }),
        variant('Small', 1, '10'),
        variant('Large', 10, '20'),
        variant('Family', 4, '35'),
      ],
      [],
      { method: 'PUT', url: `/api/product/${product._id}/${vendorA.id}` },
    );
    const pending = withNew.json();
    expect(pending.variants.map((item: { size: string; stock: number }) => [item.size, item.stock])).toEqual([
      ['Small', 1],
      ['Large', 10],
    ]);
    expect(pending).toMatchObject({ stock: 11, revision: { changed: ['variants'] } });
    const approved = (await approve(product._id)).json();
    expect(approved.variants.map((item: { size: string; stock: number }) => [item.size, item.stock])).toEqual([
      ['Small', 1],
      ['Large', 10],
      ['Family', 4],
    ]);
    expect(approved.stock).toBe(15);
  });
});

describe(`staff decide about revisions (${testEngine})`, () => {
  it.each([
    ['no body', undefined, 'The request needs a JSON body'],
    ['no reason', {}, CATALOGUE_MESSAGES.revisionRejectionReasonRequired],
    ['a blank reason', { reason: '  ' }, CATALOGUE_MESSAGES.revisionRejectionReasonRequired],
  ])('refuses a reject with %s (400) and changes nothing', async (_case, payload, message) => {
    const product = await liveProduct('Beaded necklace');
    await edit(product, { name: 'Beaded collar' });
    const response = await reject(product._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe(message);
    expect((await read(product._id)).revision).toMatchObject({ status: 'pending' });
    expect(await auditCount(ctx, 'product.revision.reject', product._id)).toBe(0);
  });

  it('rejects with the reason, which the vendor reads on the product and in an email; the approved version stays', async () => {
    const product = await liveProduct('Carved stool');
    await edit(product, { name: 'Carved throne' }, [png]);
    const before = await productFiles(ctx);
    const rejected = await reject(product._id, { reason: ' The name is misleading ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      name: 'Carved stool',
      revision: { status: 'rejected', rejectionReason: 'The name is misleading' },
    });
    expect((await read(product._id)).revision).toMatchObject({ rejectionReason: 'The name is misleading' });
    // The image uploaded only for the revision is gone: its full size and thumbnail.
    expect(await productFiles(ctx)).toHaveLength(before.length - 2);
    const [mail] = await mailsOf('productRevisionRejected');
    expect(mail?.text).toContain('Reason: The name is misleading');
    expect(mail?.text).toContain(`http://soko.test/product/${product._id}`);
    expect(await auditCount(ctx, 'product.revision.reject', product._id)).toBe(1);

    expect((await reject(product._id, { reason: 'The name is misleading' })).statusCode).toBe(200);
    expect(await auditCount(ctx, 'product.revision.reject', product._id)).toBe(1);
    expect(await mailsOf('productRevisionRejected')).toHaveLength(1);
    expect((await approve(product._id)).statusCode).toBe(409);

    // A new edit opens a new revision.
    const again = await edit(product, { name: 'Carved seat' });
    expect(again.json().revision).toMatchObject({ status: 'pending', proposed: { name: 'Carved seat' } });
  });

  it("keeps a vendor from another vendor's revision and from deciding their own", async () => {
    const product = await liveProduct('Mud cloth');
    await edit(product, { name: 'Mud cloth throw' });
    expect((await call('GET', `/api/product/${product._id}/revision`, vendorA.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/product/${product._id}/revision`, vendorB.token)).statusCode).toBe(404);
    expect((await approve(product._id, vendorB.token)).statusCode).toBe(403);
    expect((await approve(product._id, vendorA.token)).statusCode).toBe(403);
    expect((await reject(product._id, { reason: 'mine' }, vendorA.token)).statusCode).toBe(403);
    expect((await read(product._id)).revision).toMatchObject({ status: 'pending' });
    expect(await auditCount(ctx, 'product.revision.approve', product._id)).toBe(0);
  });

  it('lets catalogue staff review; staff edit a product directly only once its revision is decided', async () => {
    const catalogue = await createStaff(ctx, 'catalogue');
    const product = await liveProduct('Kuba cloth');
    await edit(product, { name: 'Kuba cloth panel' });
    const fields = productFields(product.category?._id ?? '', {
      name: 'Kuba cloth (staff fix)',
      price: product.price.toFixed(2),
      stock: String(product.stock),
      salesPercentage: '0',
      shipping: '1',
      del_price: '0',
    });
    const staffEdit = () =>
      sendProduct(ctx, catalogue.token, fields, [], {
        method: 'PUT',
        url: `/api/product/${product._id}/${catalogue.id}`,
      });
    const refused = await staffEdit();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors[0].msg).toBe(CATALOGUE_MESSAGES.revisionWaitsFirst);
    const imageId = (await read(product._id)).images[0]?.imageId ?? '';
    const imageRefused = await call(
      'GET',
      `/api/product/${product._id}/${catalogue.id}/img/${imageId}`,
      catalogue.token,
    );
    expect(imageRefused.statusCode, imageRefused.body).toBe(409);
    expect((await call('GET', `/api/product/${product._id}/revision`, catalogue.token)).statusCode).toBe(200);
    expect((await approve(product._id, catalogue.token)).statusCode).toBe(200);
    expect((await read(product._id)).name).toBe('Kuba cloth panel');
    const applied = await staffEdit();
    expect(applied.statusCode).toBe(200);
    expect((await read(product._id)).name).toBe('Kuba cloth (staff fix)');
    expect((await read(product._id)).revision).toBeNull();
  });
});
