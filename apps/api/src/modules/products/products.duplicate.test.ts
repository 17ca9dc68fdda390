import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductDto } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createSubcategory,
  imagePart,
  productFields,
  productFiles,
  sendProduct,
  smallPng,
} from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

/** Duplicate a product: a new pending product of the same vendor with its own copies of the images. */
let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let fashion: string;
let scarves: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente Copies' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Copies' });
  fashion = (await createCategory(ctx, admin, 'Fashion'))._id;
  scarves = (await createSubcategory(ctx, admin, fashion, 'Scarves'))._id;
});
afterAll(async () => {
  await ctx?.close();
});

const variant = (size: string, stock: number, price: string) =>
  JSON.stringify({ size, weight: '0.4', stock: String(stock), price, SKU: `KS-${size}` });

async function approvedProductWithVariants(): Promise<ProductDto> {
  const png = await smallPng();
  const response = await sendProduct(
    ctx,
    kente.token,
    [
      ...productFields(fashion, { v_options: '1', variant_name: 'Size', subCategories: scarves }),
      ['variants', variant('M', 4, '45.50')],
      ['variants', variant('L', 6, '48')],
    ],
    [imagePart(png, 'a.png', 'image/png'), imagePart(png, 'b.png', 'image/png')],
  );
  expect(response.statusCode, response.body).toBe(201);
  const product: ProductDto = response.json();
  const approved = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/${product._id}/any/approve?action=approve`,
    headers: { 'x-auth-token': admin },
  });
  expect(approved.json().approval).toBe('approved');
  return approved.json();
}

const duplicate = (id: string, token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/product/${id}/duplicate`, headers: { 'x-auth-token': token } });
const fileOf = (url: string) => url.split('/').pop() ?? '';
const stored = (name: string) => readFile(path.join(ctx.config.uploadDir, 'public/products', name));

describe(`duplicate a product (${testEngine})`, () => {
  it('copies the fields, variants with their stock and images as a new product pending approval', async () => {
    const original = await approvedProductWithVariants();
    const response = await duplicate(original._id, kente.token);
    expect(response.statusCode, response.body).toBe(201);
    const copy: ProductDto = response.json();

    expect(copy._id).not.toBe(original._id);
    expect(copy).toMatchObject({
      name: 'Copy of Kente scarf',
      approval: 'pending',
      approved: false,
      sold: 0,
      user: kente.id,
      price: original.price,
      stock: original.stock,
      shortDetails: original.shortDetails,
      description: original.description,
      del_price: original.del_price,
      variant_name: 'Size',
      category: { _id: fashion },
      subCategories: original.subCategories,
    });
    const withoutIds = (product: ProductDto) => product.variants.map(({ _id, ...rest }) => rest);
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    expect(copy.variants.map((v) => v._id)).not.toContain(original.variants[0]?._id);

    // Its own image files, with the same pictures: deleting the original leaves the copy's images.
    expect(copy.images).toHaveLength(2);
    const originalFiles = original.images.flatMap((image) => [fileOf(image.image), fileOf(image.thumb)]);
    const copyFiles = copy.images.flatMap((image) => [fileOf(image.image), fileOf(image.thumb)]);
    for (const name of copyFiles) expect(originalFiles).not.toContain(name);
    expect(await stored(copyFiles[0] ?? '')).toEqual(await stored(originalFiles[0] ?? ''));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/product/${original._id}/${kente.id}`,
      headers: { 'x-auth-token': kente.token },
    });
    expect(deleted.statusCode).toBe(200);
    const files = await productFiles(ctx);
    for (const name of copyFiles) expect(files).toContain(name);

    // A vendor's copy is not audited; staff's is, under the copy.
    expect(await auditCount(ctx, 'product.duplicate', copy._id)).toBe(0);
  });

  it("answers 404 for another vendor's product and copies nothing; staff's copy is audited", async () => {
    const original = await approvedProductWithVariants();
    const before = await productFiles(ctx);
    const foreign = await duplicate(original._id, spice.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: [{ msg: 'Product not found' }] });
    expect(await productFiles(ctx)).toEqual(before);

    const byStaff = await duplicate(original._id, admin);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json()).toMatchObject({ user: kente.id, approval: 'pending', name: 'Copy of Kente scarf' });
    expect(await auditCount(ctx, 'product.duplicate', byStaff.json()._id)).toBe(1);
    expect((await duplicate('not-a-uuid', kente.token)).statusCode).toBe(400);
  });
});
