import { CATALOGUE_MESSAGES, PRODUCT_IMAGE_MAX_BYTES, type ProductDto } from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  cameraJpeg,
  createCategory,
  createSubcategory,
  imagePart,
  productFields,
  productFiles,
  sendProduct,
  smallPng,
} from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, mailsTo, type OnboardedVendor, onboardVendor, pdfBytes } from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendorA: OnboardedVendor;
let vendorB: OnboardedVendor;
let fashion: string;
let scarves: string;
let food: string;
let baking: string;
let cake: string;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendorA = await onboardVendor(ctx);
  vendorB = await onboardVendor(ctx, { displayName: 'Spice Route' });
  fashion = (await createCategory(ctx, admin, 'Fashion'))._id;
  scarves = (await createSubcategory(ctx, admin, fashion, 'Scarves'))._id;
  food = (await createCategory(ctx, admin, 'Food'))._id;
  baking = (await createSubcategory(ctx, admin, food, 'Baking'))._id;
  // Lower case on purpose: the pickup rule ignores case.
  cake = (await createSubcategory(ctx, admin, food, 'cake', 2, baking))._id;
  png = await smallPng();
});
afterAll(async () => {
  await ctx?.close();
});

const productCount = async () => (await ctx.database.db.select({ n: count() }).from(products))[0]?.n ?? 0;

const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token } });

/** A vendor's product with one or more PNG images; answers its DTO. */
async function addProduct(
  token: string,
  overrides: Record<string, string> = {},
  imageCount = 1,
  extra: [string, string][] = [],
) {
  const images = Array.from({ length: imageCount }, (_, index) => imagePart(png, `p${index}.png`, 'image/png'));
  const response = await sendProduct(ctx, token, [...productFields(fashion, overrides), ...extra], images);
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.body}`);
  return response.json();
}

/** Everything stored about a product, to show that a refused call changed nothing. */
async function snapshot(id: string) {
  const { db } = ctx.database;
  return {
    product: await db.select().from(products).where(eq(products.id, id)),
    images: await db.select().from(productImages).where(eq(productImages.productId, id)),
    variants: await db.select().from(productVariants).where(eq(productVariants.productId, id)),
    files: await productFiles(ctx),
  };
}

async function expectRefused(
  response: { statusCode: number; json(): { errors: unknown } },
  status: number,
  errors: unknown,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errors).toEqual(errors);
}

describe(`adding a product (${testEngine})`, () => {
  it('takes the multipart form with real photos, resizes them once and strips their metadata', async () => {
    const response = await sendProduct(
      ctx,
      vendorA.token,
      [...productFields(fashion), ['subCategories', scarves]],
      [imagePart(await cameraJpeg()), imagePart(png, 'detail.png', 'image/png')],
    );
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: 'Kente scarf',
      price: 45.5,
      salesPercentage: 10,
      sales: true,
      salesPrice: 40.95,
      discount: 10,
      stock: 10,
      shipping: 2,
      del_price: 9.95,
      shipping_provider: 'Fixed Delivery',
      v_options: 2,
      variants: [],
      status: 'active',
      approved: false,
      approval: 'pending',
      new: true,
      sold: 0,
      user: vendorA.id,
      vendor: { _id: vendorA.id, displayName: 'Kente House' },
      category: { _id: fashion, title: 'Fashion', subCategories: [{ _id: scarves, title: 'Scarves', level: 1 }] },
      subCategories: [{ _id: scarves, title: 'Scarves', level: 1 }],
    });
    expect(product.images).toHaveLength(2);

    const image = await ctx.app.inject({ method: 'GET', url: product.images[0].image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const full = await sharp(image.rawPayload).metadata();
    // 2000 x 1500 on its side: turned upright, then fitted inside 1000 x 1000.
    expect({ format: full.format, width: full.width, height: full.height, exif: full.exif }).toEqual({
      format: 'webp',
      width: 750,
      height: 1000,
      exif: undefined,
    });
    const thumb = await sharp(
      (await ctx.app.inject({ method: 'GET', url: product.images[0].thumb })).rawPayload,
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 300]);
    const small = await sharp(
      (await ctx.app.inject({ method: 'GET', url: product.images[1].image })).rawPayload,
    ).metadata();
    expect([small.width, small.height]).toEqual([400, 300]);
  });

  it('answers every broken rule of the form at once, each with its field, and stores nothing', async () => {
    const before = { products: await productCount(), files: await productFiles(ctx) };
    const response = await sendProduct(
      ctx,
      vendorA.token,
      productFields(fashion, {
        name: ' ',
        price: '0',
        v_options: '',
        description: '<p> &nbsp; </p>',
        salesPercentage: '15',
      }),
      [],
    );
    await expectRefused(response, 400, [
      { msg: CATALOGUE_MESSAGES.imagesRequired, param: 'images' },
      { msg: CATALOGUE_MESSAGES.descriptionRequired, param: 'description' },
      { msg: 'Product name is required', param: 'name' },
      { msg: 'Price is required', param: 'price' },
      { msg: 'Please choose a sales percentage', param: 'salesPercentage' },
      { msg: 'Please choose whether the product has variants', param: 'v_options' },
    ]);
    expect({ products: await productCount(), files: await productFiles(ctx) }).toEqual(before);
  });

  it('needs two variants whose quantities add up to the stock, and keeps them', async () => {
    const variant = (size: string, stock: number, price: string) =>
      JSON.stringify({ size, weight: '0.4', stock: String(stock), price, SKU: `KS-${size}` });
    const one = await sendProduct(
      ctx,
      vendorA.token,
      [...productFields(fashion, { v_options: '1', variant_name: 'Size' }), ['variants', variant('M', 10, '45.50')]],
      [imagePart(png, 'a.png', 'image/png')],
    );
    await expectRefused(one, 400, [{ msg: CATALOGUE_MESSAGES.minimumVariants, param: 'variants' }]);
    const short = await sendProduct(
      ctx,
      vendorA.token,
      [
        ...productFields(fashion, { v_options: '1', variant_name: 'Size' }),
        ['variants', variant('M', 4, '45.50')],
        ['variants', variant('L', 4, '48')],
      ],
      [imagePart(png, 'a.png', 'image/png')],
    );
    await expectRefused(short, 400, [{ msg: CATALOGUE_MESSAGES.variantTotal, param: 'variants' }]);
    const good = await addProduct(vendorA.token, { v_options: '1', variant_name: 'Size' }, 1, [
      ['variants', variant('M', 4, '45.50')],
      ['variants', variant('L', 6, '48')],
    ]);
    expect(good.variant_name).toBe('Size');
    expect(good.variants.map(({ _id, ...rest }: { _id: string }) => rest)).toEqual([
      { size: 'M', weight: 0.4, stock: 4, price: 45.5, SKU: 'KS-M', lowStockThreshold: null, stockState: 'ok' },
      { size: 'L', weight: 0.4, stock: 6, price: 48, SKU: 'KS-L', lowStockThreshold: null, stockState: 'ok' },
    ]);
  });

  it('has a Cake product picked up instead of shipped, and any other product shipped free or paid', async () => {
    const before = await productCount();
    const unshipped = await sendProduct(ctx, vendorA.token, productFields(fashion, { shipping: '0' }), [
      imagePart(png, 'a.png', 'image/png'),
    ]);
    await expectRefused(unshipped, 400, [{ msg: 'Please choose free or paid shipping', param: 'shipping' }]);
    const cakeChain: [string, string][] = [
      ['subCategories', baking],
      ['subCategories', cake],
    ];
    const shippedCake = await sendProduct(
      ctx,
      vendorA.token,
      [...productFields(food, { shipping: '2', pickUp: 'false' }), ...cakeChain],
      [imagePart(png, 'a.png', 'image/png')],
    );
    await expectRefused(shippedCake, 400, [{ msg: 'Please choose pickup', param: 'shipping' }]);
    expect(await productCount()).toBe(before);

    const pickedUp = await sendProduct(
      ctx,
      vendorA.token,
      [...productFields(food, { name: 'Chin chin cake', shipping: '2', pickUp: 'true' }), ...cakeChain],
      [imagePart(png, 'a.png', 'image/png')],
    );
    expect(pickedUp.statusCode).toBe(201);
    expect(pickedUp.json()).toMatchObject({
      shipping: 0,
      del_price: 0,
      pickUp: true,
      subCategories: [{ level: 1 }, { level: 2 }],
    });
    const notCake = await addProduct(vendorA.token, { pickUp: 'true' });
    expect(notCake.pickUp).toBe(false);
  });

  it('checks that the category and each subcategory exist and belong together', async () => {
    const before = await productCount();
    const image = [imagePart(png, 'a.png', 'image/png')];
    const skipsLevel = await sendProduct(ctx, vendorA.token, [...productFields(food), ['subCategories', cake]], image);
    await expectRefused(skipsLevel, 400, [
      { msg: 'Please choose subcategories of Food, one for each level from 1', param: 'subCategories' },
    ]);
    const otherCategory = await sendProduct(
      ctx,
      vendorA.token,
      [...productFields(fashion), ['subCategories', baking]],
      image,
    );
    expect(otherCategory.statusCode).toBe(400);
    const unknown = await sendProduct(ctx, vendorA.token, productFields('5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'), image);
    await expectRefused(unknown, 400, [{ msg: 'Please choose a category', param: 'category' }]);
    const subAsCategory = await sendProduct(ctx, vendorA.token, productFields(baking), image);
    await expectRefused(subAsCategory, 400, [{ msg: 'Please choose a category', param: 'category' }]);
    const malformed = await sendProduct(ctx, vendorA.token, productFields('not-a-uuid'), image);
    await expectRefused(malformed, 400, [{ msg: 'Please choose a category', param: 'category' }]);
    expect(await productCount()).toBe(before);
  });

  it('needs dimensions for a carrier, a delivery price for paid fixed delivery, and the pickup address when it is not the seller’s', async () => {
    const image = [imagePart(png, 'a.png', 'image/png')];
    const carrier = await sendProduct(
      ctx,
      vendorA.token,
      productFields(fashion, { shipping_provider: 'TransDirect', lengths: '30' }),
      image,
    );
    await expectRefused(carrier, 400, [
      { msg: 'Width is required', param: 'width' },
      { msg: 'Height is required', param: 'height' },
      { msg: 'Weight is required', param: 'weight' },
    ]);
    const fixed = await sendProduct(ctx, vendorA.token, productFields(fashion, { del_price: '' }), image);
    await expectRefused(fixed, 400, [{ msg: 'Delivery price is required', param: 'del_price' }]);
    const elsewhere = await sendProduct(
      ctx,
      vendorA.token,
      productFields(fashion, { sameAdd: 'false', pickup_postcode: '30' }),
      image,
    );
    await expectRefused(elsewhere, 400, [
      { msg: 'Pickup address is required', param: 'pickup_address' },
      { msg: 'Pickup postcode must be 4 digits', param: 'pickup_postcode' },
      { msg: 'Pickup suburb is required', param: 'pickup_suburb' },
    ]);
  });

  it('refuses a file that is not an image whatever its name, an oversize image, too many images and a JSON body', async () => {
    const before = { products: await productCount(), files: await productFiles(ctx) };
    const disguised = await sendProduct(ctx, vendorA.token, productFields(fashion), [
      imagePart(pdfBytes(), 'photo.jpg'),
    ]);
    await expectRefused(disguised, 415, [
      { msg: 'photo.jpg is not an accepted type (JPEG, PNG, WEBP)', param: 'images' },
    ]);

    const oversize = Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + 1024);
    png.copy(oversize);
    const tooLarge = await sendProduct(ctx, vendorA.token, productFields(fashion), [
      imagePart(oversize, 'huge.png', 'image/png'),
    ]);
    await expectRefused(tooLarge, 413, [
      { msg: 'huge.png is too large. Each image can be at most 5 MB', param: 'images' },
    ]);

    const nine = Array.from({ length: 9 }, (_, index) => imagePart(png, `p${index}.png`, 'image/png'));
    const tooMany = await sendProduct(ctx, vendorA.token, productFields(fashion), nine);
    await expectRefused(tooMany, 413, [{ msg: 'Please upload at most 8 images', param: 'images' }]);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/add',
      headers: { 'x-auth-token': vendorA.token },
      payload: Object.fromEntries(productFields(fashion)),
    });
    expect(json.statusCode).toBe(415);
    expect({ products: await productCount(), files: await productFiles(ctx) }).toEqual(before);
  });

  it('sanitises the description: no scripts, event handlers, styles or script links', async () => {
    const product = await addProduct(vendorA.token, {
      description:
        '<h1>Title</h1><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()" style="color:red">Hi <a href="javascript:alert(3)">bad</a> <a href="https://soko.example" target="_blank">good</a></p><ul><li><em>soft</em></li></ul>',
    });
    expect(product.description).toBe(
      '<h2>Title</h2><p>Hi <a rel="noopener noreferrer nofollow">bad</a> <a href="https://soko.example" target="_blank" rel="noopener noreferrer nofollow">good</a></p><ul><li><em>soft</em></li></ul>',
    );
    const onlyScript = await sendProduct(
      ctx,
      vendorA.token,
      productFields(fashion, { description: '<script>alert(1)</script><img src=x onerror=alert(1)>' }),
      [imagePart(png, 'a.png', 'image/png')],
    );
    await expectRefused(onlyScript, 400, [{ msg: CATALOGUE_MESSAGES.descriptionRequired, param: 'description' }]);
  });
});

describe(`a vendor's products (${testEngine})`, () => {
  it('keeps every product call of another vendor out with 404, changing nothing', async () => {
    const product = await addProduct(vendorA.token, {}, 2);
    const before = await snapshot(product._id);
    const base = `/api/product/${product._id}/${vendorB.id}`;
    expect((await call('GET', `/api/product/${product._id}`, vendorB.token)).statusCode).toBe(404);
    expect((await call('GET', base, vendorB.token)).statusCode).toBe(404);
    expect((await call('DELETE', base, vendorB.token)).statusCode).toBe(404);
    expect((await call('GET', `${base}/img/${product.images[0].imageId}`, vendorB.token)).statusCode).toBe(404);
    const update = await sendProduct(
      ctx,
      vendorB.token,
      productFields(fashion, { name: 'Stolen' }),
      [imagePart(png, 'a.png', 'image/png')],
      { method: 'PUT', url: base },
    );
    expect(update.statusCode).toBe(404);
    expect((await call('GET', `${base}/approve`, vendorB.token)).statusCode).toBe(403);
    const list = await call('GET', '/api/product/list?limit=100', vendorB.token);
    expect(list.json().items.map((item: { _id: string }) => item._id)).not.toContain(product._id);
    expect(await snapshot(product._id)).toEqual(before);
  });

  it('answers a malformed or unknown id without a server error', async () => {
    expect((await call('GET', '/api/product/nope', vendorA.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/product/5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', vendorA.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/product/list?page=100000000000000000000', vendorA.token)).statusCode).toBe(400);
  });

  it('pauses and relists for the owner; the super admin may pause too, and that is recorded', async () => {
    const product = await addProduct(vendorA.token);
    const paused = await call('GET', `/api/product/${product._id}/${vendorA.id}`, vendorA.token);
    expect(paused.json()).toMatchObject({ _id: product._id, status: 'paused' });
    const live = await call('GET', `/api/product/${product._id}/ignored`, vendorA.token);
    expect(live.json().status).toBe('active');
    const byAdmin = await call('GET', `/api/product/${product._id}/ignored`, admin);
    expect(byAdmin.json().status).toBe('paused');
    expect(await auditCount(ctx, 'product.pause', product._id)).toBe(1);
  });

  it('lets only the super admin approve and reject, each recorded', async () => {
    const product = await addProduct(vendorA.token);
    const url = `/api/product/${product._id}/any/approve`;
    expect((await call('GET', url, vendorA.token)).statusCode).toBe(403);
    const approved = await call('GET', url, admin);
    expect(approved.json()).toMatchObject({ approved: true, approval: 'approved', rejectionReason: null });
    // The spec's bare toggle takes an approved product back to pending: a rejection needs a reason.
    const toggledBack = await call('GET', url, admin);
    expect(toggledBack.json()).toMatchObject({ approved: false, approval: 'pending', rejectionReason: null });
    const approvedAgain = await call('GET', `${url}?action=approve`, admin);
    expect(approvedAgain.json().approval).toBe('approved');
    const stillApproved = await call('GET', `${url}?action=approve`, admin);
    expect(stillApproved.json().approval).toBe('approved');
    expect((await call('GET', `${url}?action=publish`, admin)).statusCode).toBe(400);
    expect(await auditCount(ctx, 'product.approve', product._id)).toBe(2);
    expect(await auditCount(ctx, 'product.unapprove', product._id)).toBe(1);
  });

  describe('rejecting with a reason', () => {
    const reject = (id: string, token: string, payload?: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/product/${id}/reject`,
        headers: { 'x-auth-token': token },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    it.each([
      ['no body', undefined, 'The request needs a JSON body'],
      ['no reason', {}, CATALOGUE_MESSAGES.rejectionReasonRequired],
      ['a blank reason', { reason: '   ' }, CATALOGUE_MESSAGES.rejectionReasonRequired],
    ])('refuses %s with a clear message and changes nothing', async (_case, payload, message) => {
      const product = await addProduct(vendorA.token);
      await call('GET', `/api/product/${product._id}/any/approve`, admin);
      const before = await snapshot(product._id);
      const response = await reject(product._id, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toBe(message);
      expect(await snapshot(product._id)).toEqual(before);
      expect(await auditCount(ctx, 'product.reject', product._id)).toBe(0);
    });

    it('refuses a reject through the spec GET, which has no reason to give', async () => {
      const product = await addProduct(vendorA.token);
      const response = await call('GET', `/api/product/${product._id}/any/approve?action=reject`, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toBe(CATALOGUE_MESSAGES.rejectNeedsReason);
      expect((await call('GET', `/api/product/${product._id}`, admin)).json().approval).toBe('pending');
    });

    it('refuses a vendor, even on their own product', async () => {
      const product = await addProduct(vendorA.token);
      expect((await reject(product._id, vendorA.token, { reason: 'mine' })).statusCode).toBe(403);
      expect((await call('GET', `/api/product/${product._id}`, vendorA.token)).json().approval).toBe('pending');
    });

    it('rejects with the reason, which the vendor reads on the product and in an email; approving clears it', async () => {
      const product = await addProduct(vendorA.token);
      const rejected = await reject(product._id, admin, { reason: '  The photos show another brand ' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        approved: false,
        approval: 'rejected',
        rejectionReason: 'The photos show another brand',
      });
      const seen = (await call('GET', `/api/product/${product._id}`, vendorA.token)).json();
      expect(seen).toMatchObject({ approval: 'rejected', rejectionReason: 'The photos show another brand' });
      const listed = await call('GET', '/api/product/list?approval=rejected&limit=100', vendorA.token);
      expect(listed.json().items.map((item: { _id: string }) => item._id)).toContain(product._id);
      const [rejectMail] = (await mailsTo(ctx, vendorA.email)).filter((mail) => mail.template === 'productRejected');
      expect(rejectMail?.text).toContain('Reason: The photos show another brand');
      expect(rejectMail?.text).toContain(`http://soko.test/product/${product._id}`);
      expect(await auditCount(ctx, 'product.reject', product._id)).toBe(1);

      // The same rejection again changes nothing and sends nothing.
      await reject(product._id, admin, { reason: 'The photos show another brand' });
      expect(await auditCount(ctx, 'product.reject', product._id)).toBe(1);

      const approved = await call('GET', `/api/product/${product._id}/any/approve?action=approve`, admin);
      expect(approved.json()).toMatchObject({ approval: 'approved', rejectionReason: null });
      const approveMails = (await mailsTo(ctx, vendorA.email)).filter((mail) => mail.template === 'productApproved');
      expect(approveMails.some((mail) => mail.text.includes(`http://soko.test/product/${product._id}`))).toBe(true);
    });
  });

  it('saves an edit of a product not yet approved at once, with added images and new variants', async () => {
    const product = await addProduct(vendorA.token, {}, 2);
    const variant = (size: string, stock: number) => JSON.stringify({ size, weight: '1.25', stock, price: '30' });
    const response = await sendProduct(
      ctx,
      vendorA.token,
      [
        ...productFields(fashion, {
          name: 'Kente wrap',
          stock: '5',
          v_options: '1',
          variant_name: 'Colour',
          shipping: '1',
        }),
        ['variants', `[${variant('Gold', 2)},${variant('Green', 3)}]`],
      ],
      [imagePart(png, 'extra.png', 'image/png')],
      { method: 'PUT', url: `/api/product/${product._id}/${vendorA.id}` },
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name: 'Kente wrap',
      stock: 5,
      shipping: 1,
      del_price: 0,
      approval: 'pending',
      revision: null,
    });
    expect(updated.images.slice(0, 2)).toEqual(product.images);
    expect(updated.images).toHaveLength(3);
    expect(updated.variants.map((item: { size: string }) => item.size)).toEqual(['Gold', 'Green']);

    const byAdmin = await sendProduct(ctx, admin, productFields(fashion, { name: 'Kente wrap (edited)' }), [], {
      method: 'PUT',
      url: `/api/product/${product._id}/any`,
    });
    expect(byAdmin.json()).toMatchObject({ name: 'Kente wrap (edited)', approval: 'pending', variants: [] });
    expect(await auditCount(ctx, 'product.update', product._id)).toBe(1);
  });

  it('keeps a vendor-wide 70% sale set by staff on edit, but never lets the form choose 70 or 80%', async () => {
    const refused = await sendProduct(ctx, vendorA.token, productFields(fashion, { salesPercentage: '70' }), [
      imagePart(png, 'p.png', 'image/png'),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { msg: CATALOGUE_MESSAGES.salesPercentageRequired, param: 'salesPercentage' },
    ]);

    const product = await addProduct(vendorA.token, { salesPercentage: '10' });
    const edit = (salesPercentage: string) =>
      sendProduct(ctx, vendorA.token, productFields(fashion, { salesPercentage, name: 'Kente stole' }), [], {
        method: 'PUT',
        url: `/api/product/${product._id}/${vendorA.id}`,
      });
    expect((await edit('80')).statusCode).toBe(400);
    await ctx.database.db.update(products).set({ salesPercentage: 70 }).where(eq(products.id, product._id));
    const kept = await edit('70');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Kente stole', salesPercentage: 70 });
    expect((await edit('80')).statusCode).toBe(400);
  });

  it('keeps a product to 8 images', async () => {
    const product = await addProduct(vendorA.token, {}, 7);
    const before = await snapshot(product._id);
    const response = await sendProduct(
      ctx,
      vendorA.token,
      productFields(fashion),
      [imagePart(png, 'a.png', 'image/png'), imagePart(png, 'b.png', 'image/png')],
      { method: 'PUT', url: `/api/product/${product._id}/${vendorA.id}` },
    );
    await expectRefused(response, 400, [{ msg: 'A product can have at most 8 images', param: 'images' }]);
    expect(await snapshot(product._id)).toEqual(before);
  });

  it('deletes an image with its files, but never the last one', async () => {
    const product = await addProduct(vendorA.token, {}, 2);
    const [first, second] = product.images;
    const fileOf = (url: string) => url.split('/').pop();
    const base = `/api/product/${product._id}/${vendorA.id}/img`;
    const deleted = await call('GET', `${base}/${first.imageId}`, vendorA.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().images).toEqual([second]);
    const files = await productFiles(ctx);
    expect(files).not.toContain(fileOf(first.image));
    expect(files).not.toContain(fileOf(first.thumb));
    expect((await ctx.app.inject({ method: 'GET', url: first.image })).statusCode).toBe(404);

    const last = await call('GET', `${base}/${second.imageId}`, vendorA.token);
    await expectRefused(last, 400, [{ msg: 'A product needs at least one image', param: 'images' }]);
    expect(await productFiles(ctx)).toContain(fileOf(second.image));
    const other = await addProduct(vendorA.token);
    const foreignImage = await call('GET', `${base}/${other.images[0].imageId}`, vendorA.token);
    expect(foreignImage.statusCode).toBe(404);
  });

  it('deletes a product with its images and their files; the super admin’s delete is recorded', async () => {
    const product = await addProduct(vendorA.token, {}, 2);
    const names = product.images.flatMap((image: { image: string; thumb: string }) =>
      [image.image, image.thumb].map((url) => url.split('/').pop()),
    );
    const response = await call('DELETE', `/api/product/${product._id}/${vendorA.id}`, vendorA.token);
    expect(response.json()).toEqual({ msg: 'Product deleted' });
    expect(await snapshot(product._id)).toMatchObject({ product: [], images: [], variants: [] });
    const files = await productFiles(ctx);
    for (const name of names) expect(files).not.toContain(name);

    const another = await addProduct(vendorA.token);
    expect((await call('DELETE', `/api/product/${another._id}/any`, admin)).statusCode).toBe(200);
    expect(await auditCount(ctx, 'product.delete', another._id)).toBe(1);
  });
});

describe(`the super admin and the active vendor (${testEngine})`, () => {
  it('adds products for the active vendor chosen with GET user/{adminId}/{vendorId}', async () => {
    const before = await productCount();
    const noVendor = await sendProduct(ctx, admin, productFields(fashion), [imagePart(png, 'a.png', 'image/png')]);
    await expectRefused(noVendor, 400, [{ msg: 'Please select an active vendor first' }]);
    expect(await productCount()).toBe(before);

    const selected = await call('GET', `/api/user/whoever/${vendorB.id}`, admin);
    expect(selected.statusCode).toBe(200);
    expect(selected.json().user).toMatchObject({
      role: 2,
      activeVendor: { _id: vendorB.id, displayName: 'Spice Route' },
    });
    expect(await auditCount(ctx, 'vendor.select', vendorB.id)).toBe(1);

    const product = await addProduct(admin, { name: 'Suya spice' });
    expect(product).toMatchObject({ user: vendorB.id, vendor: { displayName: 'Spice Route' } });
    expect(await auditCount(ctx, 'product.create', product._id)).toBe(1);
    const mine = await call('GET', '/api/product/list?q=suya', vendorB.token);
    expect(mine.json().items.map((item: { _id: string }) => item._id)).toEqual([product._id]);
  });
});

describe(`net worth (${testEngine})`, () => {
  it('sums price x stock of the vendor’s products; the super admin’s covers the marketplace', async () => {
    const vendor = await onboardVendor(ctx);
    await addProduct(vendor.token, { price: '10.00', stock: '3', salesPercentage: '0' });
    await addProduct(vendor.token, { price: '9.99', stock: '2', salesPercentage: '50' });
    const variant = (size: string, stock: number, price: string) => JSON.stringify({ size, weight: '1', stock, price });
    await addProduct(vendor.token, { price: '20', stock: '3', v_options: '1', variant_name: 'Size' }, 1, [
      ['variants', variant('S', 1, '25.00')],
      ['variants', variant('L', 2, '15.55')],
    ]);
    const own = await call('GET', '/api/product/netWorth', vendor.token);
    expect(own.json()).toEqual({ total: 109.98 });
    const ignoredFilter = await call('GET', `/api/product/netWorth?vendorId=${vendorA.id}`, vendor.token);
    expect(ignoredFilter.json()).toEqual({ total: 109.98 });
    const oneVendor = await call('GET', `/api/product/netWorth?vendorId=${vendor.id}`, admin);
    expect(oneVendor.json()).toEqual({ total: 109.98 });

    const all = await ctx.database.db.select({ price: products.priceCents, stock: products.stock }).from(products);
    const marketplaceCents = all.reduce((sum, row) => sum + row.price * row.stock, 0);
    const marketplace = await call('GET', '/api/product/netWorth', admin);
    expect(marketplace.json()).toEqual({ total: marketplaceCents / 100 });
  });
});

describe(`a product in a list (${testEngine})`, () => {
  it('is listed exactly as its own page shows it: images, variants, subcategories and revision', async () => {
    const listed = await call('GET', '/api/product/list?limit=100', admin);
    expect(listed.statusCode).toBe(200);
    const items: ProductDto[] = listed.json().items;
    // The products the tests above made: with images, variants, subcategory chains, edits waiting.
    expect(items.some((item) => item.images.length > 1)).toBe(true);
    expect(items.some((item) => item.variants.length > 1)).toBe(true);
    expect(items.some((item) => item.subCategories.length > 1)).toBe(true);
    const later: ProductDto[] = (await call('GET', '/api/product/list?limit=5&page=2', admin)).json().items;
    const searched: ProductDto[] = (await call('GET', '/api/product/list?q=kente', admin)).json().items;
    expect(later.length).toBe(5);
    expect(searched.length).toBeGreaterThan(0);
    for (const item of [...items, ...later, ...searched]) {
      const own = await call('GET', `/api/product/${item._id}`, admin);
      expect(item).toEqual(own.json());
    }
  });
});
