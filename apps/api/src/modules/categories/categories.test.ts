import { CATALOGUE_MESSAGES } from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createSubcategory,
  imagePart,
  productFields,
  sendProduct,
  smallPng,
} from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, onboardVendor } from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendor: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = (await onboardVendor(ctx)).token;
});
afterAll(async () => {
  await ctx?.close();
});

const categoryCount = async () => (await ctx.database.db.select({ n: count() }).from(categories))[0]?.n ?? 0;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

describe(`categories (${testEngine})`, () => {
  it('lets the super admin add a category, and records it', async () => {
    const response = await call('POST', '/api/category/create/whatever', admin, {
      title: ' Fashion ',
      description: 'Clothes and fabric',
      image: 'https://img.example/fashion.jpg',
    });
    expect(response.statusCode).toBe(201);
    const category = response.json();
    expect(category).toMatchObject({
      title: 'Fashion',
      level: 0,
      categoryId: null,
      parentId: null,
      subCategories: [],
      productCount: 0,
    });
    expect(await auditCount(ctx, 'category.create', category._id)).toBe(1);
  });

  it('refuses a vendor every category change with 403, storing nothing', async () => {
    const before = await categoryCount();
    const category = await createCategory(ctx, admin, 'Vendor proof');
    const body = { title: 'Nope', description: 'Nope', image: 'https://img.example/n.jpg' };
    const calls = [
      call('POST', '/api/category/create/any', vendor, body),
      call('POST', `/api/category/${category._id}/create`, vendor, { ...body, level: 1 }),
      call('PUT', `/api/category/${category._id}`, vendor, body),
      call('DELETE', `/api/category/${category._id}`, vendor),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect(await categoryCount()).toBe(before + 1);
    expect((await call('GET', `/api/category/${category._id}`, vendor)).json().title).toBe('Vendor proof');
  });

  it('needs a title, a description and an http(s) image URL', async () => {
    const before = await categoryCount();
    const response = await call('POST', '/api/category/create/any', admin, {
      title: '',
      description: '',
      image: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: 'Title is required', param: 'title' },
      { msg: 'Description is required', param: 'description' },
      { msg: 'Image URL must be an http or https address', param: 'image' },
    ]);
    expect(await categoryCount()).toBe(before);
  });

  it('keeps category titles unique whatever their case', async () => {
    await createCategory(ctx, admin, 'Spices');
    const response = await call('POST', '/api/category/create/any', admin, {
      title: 'SPICES',
      description: 'Again',
      image: 'https://img.example/s.jpg',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ msg: 'A category with this title already exists', param: 'title' }]);
  });

  it('builds subcategories level by level under a parent from the level above', async () => {
    const food = await createCategory(ctx, admin, 'Food');
    const other = await createCategory(ctx, admin, 'Other');
    const baking = await createSubcategory(ctx, admin, food._id, 'Baking');
    const otherLevel1 = await createSubcategory(ctx, admin, other._id, 'Elsewhere');

    const noParent = await call('POST', `/api/category/${food._id}/create`, admin, {
      title: 'Cake',
      description: 'Cakes',
      image: 'https://img.example/cake.jpg',
      level: 2,
    });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().errors).toEqual([{ msg: 'Please choose a parent', param: 'parentId' }]);

    const foreignParent = await call('POST', `/api/category/${food._id}/create`, admin, {
      title: 'Cake',
      description: 'Cakes',
      image: 'https://img.example/cake.jpg',
      level: 2,
      parentId: otherLevel1._id,
    });
    expect(foreignParent.statusCode).toBe(400);
    expect(foreignParent.json().errors).toEqual([
      { msg: 'Please choose a parent from level 1 of Food', param: 'parentId' },
    ]);

    const tooDeep = await call('POST', `/api/category/${food._id}/create`, admin, {
      title: 'Sponge',
      description: 'Sponges',
      image: 'https://img.example/sponge.jpg',
      level: 3,
      parentId: baking._id,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual([{ msg: CATALOGUE_MESSAGES.maximumSubcategory, param: 'level' }]);

    const cake = await call('POST', `/api/category/${food._id}/create`, admin, {
      title: 'Cake',
      description: 'Cakes',
      image: 'https://img.example/cake.jpg',
      level: '2',
      parentId: baking._id,
    });
    expect(cake.statusCode).toBe(201);
    expect(cake.json()).toMatchObject({ title: 'Cake', level: 2, categoryId: food._id, parentId: baking._id });
    expect(await auditCount(ctx, 'subcategory.create', cake.json()._id)).toBe(1);

    const level1 = await call('GET', `/api/category/${food._id}/list?level=1`, vendor);
    expect(level1.json()).toEqual({ items: [{ _id: baking._id, title: 'Baking', level: 1, parentId: null }] });
    const level2 = await call('GET', `/api/category/${food._id}/list?level=2`, vendor);
    expect(level2.json().items).toEqual([{ _id: cake.json()._id, title: 'Cake', level: 2, parentId: baking._id }]);
    const level5 = await call('GET', `/api/category/${food._id}/list?level=5`, vendor);
    expect(level5.statusCode).toBe(400);
    expect(level5.json().errors[0].msg).toBe(CATALOGUE_MESSAGES.maximumSubcategory);

    const bakingChildren = await call('GET', `/api/category/subCategory/${baking._id}`, vendor);
    expect(bakingChildren.json()).toEqual({
      items: [{ _id: cake.json()._id, title: 'Cake', level: 2, parentId: baking._id }],
    });
    const foodChildren = await call('GET', `/api/category/subCategory/${food._id}`, vendor);
    expect(foodChildren.json().items.map((item: { title: string }) => item.title)).toEqual(['Baking']);
    const bakingRead = await call('GET', `/api/category/${baking._id}`, vendor);
    expect(bakingRead.json()).toMatchObject({
      _id: baking._id,
      level: 1,
      categoryId: food._id,
      parentId: null,
      subCategories: [{ title: 'Cake', level: 2, parentId: baking._id }],
    });
  });

  it('lists categories 9 to a page in title order, and searches titles', async () => {
    for (let index = 0; index < 10; index++)
      await createCategory(ctx, admin, `Paged ${String(index).padStart(2, '0')}`);
    const first = await call('GET', '/api/category/?q=paged', vendor);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 10, page: 1, limit: 9 });
    expect(first.json().items.map((item: { title: string }) => item.title)[0]).toBe('Paged 00');
    const second = await call('GET', '/api/category?q=paged&page=2', vendor);
    expect(second.json().items.map((item: { title: string }) => item.title)).toEqual(['Paged 09']);
    const literal = await call('GET', `/api/category?q=${encodeURIComponent('%')}`, vendor);
    expect(literal.json().total).toBe(0);
  });

  it('updates a title, description and image, and records it', async () => {
    const category = await createCategory(ctx, admin, 'Homeware');
    const response = await call('PUT', `/api/category/${category._id}`, admin, {
      title: 'Home and living',
      description: 'Baskets and more',
      image: 'https://img.example/home.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: category._id, title: 'Home and living' });
    expect(await auditCount(ctx, 'category.update', category._id)).toBe(1);
  });

  it('answers an unknown or malformed id without a server error', async () => {
    const unknown = await call('GET', '/api/category/3f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', vendor);
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('DELETE', '/api/category/not-an-id', admin);
    expect(malformed.statusCode).toBe(400);
    const unknownParent = await call('GET', '/api/category/3f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f/list?level=1', vendor);
    expect(unknownParent.statusCode).toBe(404);
  });

  it('refuses to delete a category or subcategory a product uses, and deletes an unused one with its subtree', async () => {
    const beauty = await createCategory(ctx, admin, 'Beauty');
    const shea = await createSubcategory(ctx, admin, beauty._id, 'Shea butter');
    const raw = await createSubcategory(ctx, admin, beauty._id, 'Raw', 2, shea._id);
    const product = await sendProduct(
      ctx,
      vendor,
      [...productFields(beauty._id), ['subCategories', shea._id]],
      [imagePart(await smallPng(), 'shea.png', 'image/png')],
    );
    expect(product.statusCode).toBe(201);

    for (const id of [beauty._id, shea._id]) {
      const refused = await call('DELETE', `/api/category/${id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual([{ msg: CATALOGUE_MESSAGES.categoryInUse }]);
    }
    const listed = await call('GET', `/api/category/${beauty._id}`, vendor);
    expect(listed.json()).toMatchObject({ productCount: 1, subCategories: [{ _id: shea._id }] });

    const unusedLeaf = await call('DELETE', `/api/category/${raw._id}`, admin);
    expect(unusedLeaf.statusCode).toBe(200);
    expect(await auditCount(ctx, 'subcategory.delete', raw._id)).toBe(1);

    const tree = await createCategory(ctx, admin, 'Unused tree');
    const branch = await createSubcategory(ctx, admin, tree._id, 'Branch');
    await createSubcategory(ctx, admin, tree._id, 'Leaf', 2, branch._id);
    const before = await categoryCount();
    const deleted = await call('DELETE', `/api/category/${tree._id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(await categoryCount()).toBe(before - 3);
    expect(await auditCount(ctx, 'category.delete', tree._id)).toBe(1);
  });
});

describe('category images served by the marketplace itself', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps an uploaded image as its path, so a new domain does not break it, and answers it as a full URL', async () => {
    const admin = await adminToken(ctx);
    const ownImage = `${ctx.config.appUrl}/uploads/products/0123456789abcdef0123456789abcdef.webp`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/category/create/any',
      headers: { 'x-auth-token': admin },
      payload: { title: 'Own images', description: 'Served by the marketplace', image: ownImage },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().image).toBe(ownImage);
    const [row] = await ctx.database.db.select().from(categories).where(eq(categories.id, created.json()._id));
    expect(row?.image).toBe('/uploads/products/0123456789abcdef0123456789abcdef.webp');

    const external = await ctx.app.inject({
      method: 'POST',
      url: '/api/category/create/any',
      headers: { 'x-auth-token': admin },
      payload: { title: 'Elsewhere', description: 'Hosted elsewhere', image: 'https://img.example/c.jpg' },
    });
    expect(external.json().image).toBe('https://img.example/c.jpg');
  });
});
