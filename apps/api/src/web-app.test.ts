import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>\n`;

let ctx: TestContext;
let webDistDir: string;

/** A built web app as Vite and the precompress plugin leave it. */
async function writeFakeBuild(dir: string) {
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'index.html.gz'), gzipSync(page));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The web app's own icon, copied into the build as Vite does with public/.
  await copyFile(path.resolve(import.meta.dirname, '../../web/public/favicon.ico'), path.join(dir, 'favicon.ico'));
  await writeFile(path.join(dir, 'assets/app-abc123.js'), script);
  await writeFile(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
}

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'soko-web-dist-'));
  await writeFakeBuild(webDistDir);
  ctx = await createTestApp({ config: { webDistDir } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for good', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file as it is to one without either', async () => {
    const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(script);
  });

  it('has browsers check index.html and other unhashed files again at each use', async () => {
    for (const url of ['/index.html', '/favicon.svg']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a client route with index.html, not cached, compressed when it can be', async () => {
    const response = await get('/sales/list?page=2', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(page);
  });

  it('answers the app at / and at client routes whatever the Accept header says', async () => {
    const acceptHeaders: Record<string, string>[] = [{}, { accept: '*/*' }, { accept: 'application/json' }];
    for (const headers of acceptHeaders) {
      for (const url of ['/', '/sales/list']) {
        const response = await get(url, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toBe(page);
      }
    }
  });

  it('serves /favicon.ico, the icon browsers and crawlers ask for without being told', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect(response.rawPayload.readUInt16LE(0)).toBe(0);
    expect(response.rawPayload.readUInt16LE(2)).toBe(1);
    expect(response.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('keeps a missing file a 404 rather than the app', async () => {
    const response = await get('/assets/app-gone999.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'Route GET /assets/app-gone999.js not found' }] });
  });

  it('does not publish the compressed copies at URLs of their own', async () => {
    const response = await get('/assets/app-abc123.js.br');
    expect(response.statusCode).toBe(404);
  });
});
