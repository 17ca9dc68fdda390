import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_MAX_ROWS } from '@soko/shared';
import type pg from 'pg';
import sharp from 'sharp';
import type { Headers } from './measure.ts';

/**
 * The product import at its limit (issue 29): 5,000 rows checked (dry run) and then applied by the
 * bench vendor, with the server's memory before and at its peak. The rows' SKUs start with
 * BENCH-IMPORT-; products left by an earlier run are deleted first, so each run creates them anew.
 */
export const PRODUCT_IMPORT_NAME = 'product import, 5,000 rows';
const SKU_PREFIX = 'BENCH-IMPORT-';
/** The host the import fetches its image from: a server of the bench process (IMPORT_IMAGE_HOSTS of the server child). */
export const IMPORT_IMAGE_HOST = '127.0.0.1';

export interface ProductImportResult {
  name: string;
  rows: number;
  dryRun: { status: number; ms: number; rssGrowthMb: number };
  /** status: 200 once the import job has applied the file, 500 if it failed, else the refusal's HTTP status. */
  apply: { status: number; ms: number; rssGrowthMb: number; created: number; errors: number };
}

export interface ImportImageServer {
  url: string;
  close: () => Promise<void>;
}

export async function startImportImageServer(): Promise<ImportImageServer> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2c7fb5' } })
    .png()
    .toBuffer();
  const server: Server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => server.listen(0, IMPORT_IMAGE_HOST, resolve));
  return {
    url: `http://${IMPORT_IMAGE_HOST}:${(server.address() as AddressInfo).port}/product.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function importFile(categoryTitle: string, imageUrl: string): Buffer {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (let index = 0; index < PRODUCT_IMPORT_MAX_ROWS; index += 1) {
    const row: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
      SKU: `${SKU_PREFIX}${index}`,
      name: `Imported basket ${index}`,
      shortDetails: 'Woven from elephant grass',
      description: '<p>Sturdy leather handles, woven in Bolgatanga</p>',
      category: categoryTitle,
      price: `${20 + (index % 50)}.50`,
      salesPercentage: '0',
      stock: String(index % 30),
      weight: '0.8',
      shipping: 'free',
      shippingProvider: 'Fixed Delivery',
      deliveryPrice: '0',
      status: 'live',
      imageUrls: imageUrl,
    };
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => csvCell(row[column] ?? '')).join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface ImportAnswer {
  id?: string;
  status?: string;
  counts?: { create: number; error: number };
  report?: { counts: { create: number; error: number } } | null;
}

async function post(url: string, headers: Headers, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
  const from = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body: form });
  const body = (await response.json()) as ImportAnswer;
  return { status: response.status, from, body };
}

const FOLLOW_EVERY_MS = 500;

/** Sends the file to apply and follows the import, as its screen does, until it ends. */
async function applyAndFollow(url: string, headers: Headers, file: Buffer) {
  const sent = await post(url, headers, file);
  let answer = sent.body;
  while (sent.status === 202 && answer.id && (answer.status === 'queued' || answer.status === 'running')) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
    answer = (await (await fetch(`${url}/${answer.id}`, { headers })).json()) as ImportAnswer;
  }
  const ended = answer.status === 'done' ? 200 : 500;
  return {
    status: sent.status === 202 ? ended : sent.status,
    ms: performance.now() - sent.from,
    counts: answer.report?.counts,
  };
}

/** Runs `action` while sampling the server's memory; answers its result and the growth over the start. */
async function withMemory<T>(serverRss: () => Promise<number>, action: () => Promise<T>) {
  const before = await serverRss();
  let peak = before;
  const sampler = setInterval(() => {
    void serverRss().then((rss) => {
      peak = Math.max(peak, rss);
    });
  }, 100);
  try {
    const result = await action();
    return { result, growthMb: (peak - before) / (1024 * 1024) };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureProductImport(
  client: pg.Client,
  baseUrl: string,
  vendorHeaders: Headers,
  imageUrl: string,
  serverRss: () => Promise<number>,
): Promise<ProductImportResult> {
  await client.query(`delete from products where sku like $1`, [`${SKU_PREFIX}%`]);
  const category = await client.query<{ title: string }>(
    'select title from categories where level = 0 order by title limit 1',
  );
  const file = importFile(category.rows[0]?.title ?? '', imageUrl);
  const url = `${baseUrl}/api/product/import`;
  const dryRun = await withMemory(serverRss, async () => {
    const sent = await post(`${url}?dryRun=true`, vendorHeaders, file);
    return { status: sent.status, ms: performance.now() - sent.from };
  });
  const apply = await withMemory(serverRss, () => applyAndFollow(url, vendorHeaders, file));
  return {
    name: PRODUCT_IMPORT_NAME,
    rows: PRODUCT_IMPORT_MAX_ROWS,
    dryRun: { status: dryRun.result.status, ms: dryRun.result.ms, rssGrowthMb: dryRun.growthMb },
    apply: {
      status: apply.result.status,
      ms: apply.result.ms,
      rssGrowthMb: apply.growthMb,
      created: apply.result.counts?.create ?? 0,
      errors: apply.result.counts?.error ?? 0,
    },
  };
}
