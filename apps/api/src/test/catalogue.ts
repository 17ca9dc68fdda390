import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from './app.ts';
import { multipartBody, type UploadPart } from './fixtures.ts';

/** A fresh upload directory per test file, so that tests can see exactly which files were written. */
export async function tempUploadDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'soko-uploads-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function productFiles(ctx: TestContext): Promise<string[]> {
  return (await readdir(path.join(ctx.config.uploadDir, 'public/products'))).sort();
}

/** A camera-sized photo taken on its side (EXIF orientation 6), with metadata a server must not pass on. */
export function cameraJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b5542c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Private owner', Make: 'PhoneCam' } })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#2c7fb5' } })
    .png()
    .toBuffer();
}

export const imagePart = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): UploadPart => ({
  field: 'images',
  filename,
  contentType,
  bytes,
});

export async function createCategory(ctx: TestContext, admin: string, title: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/category/create/any',
    headers: { 'x-auth-token': admin },
    payload: { title, description: `${title} from across Africa`, image: 'https://img.example/c.jpg' },
  });
  if (response.statusCode !== 201) throw new Error(`category failed: ${response.body}`);
  return response.json() as { _id: string; title: string };
}

export async function createSubcategory(
  ctx: TestContext,
  admin: string,
  categoryId: string,
  title: string,
  level = 1,
  parentId?: string,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/category/${categoryId}/create`,
    headers: { 'x-auth-token': admin },
    payload: {
      title,
      description: `${title} things`,
      image: 'https://img.example/s.jpg',
      level,
      ...(parentId ? { parentId } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`subcategory failed: ${response.body}`);
  return response.json() as { _id: string; title: string };
}

/** The fields of a valid product form (no variants, Fixed Delivery, paid shipping). */
export function productFields(categoryId: string, overrides: Record<string, string> = {}): [string, string][] {
  return Object.entries({
    name: 'Kente scarf',
    price: '45.50',
    stock: '10',
    shortDetails: 'Handwoven in Bonwire',
    category: categoryId,
    salesPercentage: '10',
    shipping: '2',
    shipping_provider: 'Fixed Delivery',
    del_price: '9.95',
    v_options: '2',
    sameAdd: 'true',
    pickUp: 'false',
    brand: 'Bonwire Weavers',
    keywords: 'kente, scarf',
    description: '<p>Soft <strong>cotton</strong></p>',
    ...overrides,
  });
}

export async function sendProduct(
  ctx: TestContext,
  token: string,
  fields: [string, string][],
  images: UploadPart[],
  target: { method: 'POST' | 'PUT'; url: string } = { method: 'POST', url: '/api/product/add' },
) {
  const body = multipartBody(images, fields);
  return ctx.app.inject({
    method: target.method,
    url: target.url,
    headers: { ...body.headers, 'x-auth-token': token },
    payload: body.payload,
  });
}
