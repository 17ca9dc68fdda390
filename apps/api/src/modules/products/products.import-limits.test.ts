import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_RATE_LIMIT,
  type ProductImportJob,
  type ProductImportReport,
} from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createSubcategory, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, multipartBody, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createJobRunner, type JobDefinition } from '../jobs/index.ts';
import { findUserById } from '../users/index.ts';
import { PRODUCT_IMPORT_JOB, productImportJob, queueProductImport } from './products.import-job.ts';
import { IMPORT_APPLYING_MESSAGE, IMPORT_BUSY_MESSAGE, inVendorImportTurn } from './products.import-turn.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let other: OnboardedVendor;
let images: Server;
let imageUrl: string;

beforeAll(async () => {
  const png = await smallPng();
  images = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/bowl.png`;
  ctx = await createTestApp({ config: { importImageHosts: ['127.0.0.1'] } });
  const admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx);
  other = await onboardVendor(ctx);
  const home = await createCategory(ctx, admin, 'Home');
  await createSubcategory(ctx, admin, home._id, 'Kitchen');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => images?.close(resolve));
});

const LONG_DESCRIPTION = `<p>${'Hand-thrown stoneware glazed inside and fired twice. '.repeat(73)}</p>`;

/** A file of `rows` products, each as the template writes it. */
function csv(rows: number, first = 0, description = LONG_DESCRIPTION): Buffer {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (let index = first; index < first + rows; index += 1) {
    const row: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
      SKU: `BOWL-${index}`,
      name: `Bowl ${index}`,
      shortDetails: 'Hand-thrown bowl',
      description,
      brand: 'Clay Co',
      keywords: 'bowl',
      category: 'Home > Kitchen',
      price: '24.00',
      salesPercentage: '0',
      stock: '5',
      weight: '0.4',
      shipping: 'free',
      shippingProvider: 'Fixed Delivery',
      deliveryPrice: '0',
      status: 'live',
      gstFree: 'no',
      imageUrls: imageUrl,
    };
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? '').join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function importFile(file: Buffer, dryRun: boolean, token = vendor.token) {
  const body = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: file }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/product/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...body.headers, 'x-auth-token': token },
    payload: body.payload,
  });
}

const vendorUser = async (id = vendor.id) => {
  const user = await findUserById(ctx.app.deps.db, id);
  if (!user) throw new Error('the vendor is gone');
  return user;
};

describe(`product import limits (${testEngine})`, () => {
  it('while a vendor sends the largest file three times, a health probe and another vendor are answered all along, none kept waiting half a dry run', async () => {
    const server = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const file = csv(PRODUCT_IMPORT_MAX_ROWS);
    expect(file.length).toBeGreaterThan(0.9 * PRODUCT_IMPORT_MAX_BYTES);
    expect(file.length).toBeLessThanOrEqual(PRODUCT_IMPORT_MAX_BYTES);
    const probe = async (path: string, token?: string) => {
      const started = performance.now();
      const response = await fetch(`${server}${path}`, { headers: token ? { 'x-auth-token': token } : {} });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const answers: { status: number; create: number }[] = [];
    const dryRunsTook: number[] = [];
    let sending = true;
    const sent = (async () => {
      for (let time = 0; time < 3; time += 1) {
        // Over the network, as from a browser: the file arrives in chunks.
        const form = new FormData();
        form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
        const started = performance.now();
        const response = await fetch(`${server}/api/product/import?dryRun=true`, {
          method: 'POST',
          headers: { 'x-auth-token': vendor.token },
          body: form,
        });
        const report = (await response.json()) as ProductImportReport;
        dryRunsTook.push(performance.now() - started);
        answers.push({ status: response.status, create: report.counts?.create });
      }
    })().finally(() => {
      sending = false;
    });
    // A load balancer's health probe and another vendor's sale list, one after another all along.
    const took: number[] = [];
    while (sending) {
      took.push(await probe('/api/health/live'));
      took.push(await probe('/api/sale/mySales?limit=20', other.token));
    }
    await sent;
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 200, create: PRODUCT_IMPORT_MAX_ROWS })));
    // Against the dry run's own length, not a number of milliseconds: on a loaded machine both
    // stretch alike. Read in one go, a dry run held a call waiting for most of its length (3.7 s of
    // a 3.2 s shortest run); in slices of 15 ms the longest wait is a few per cent of it (10 % at a
    // load of 10 on 2 cores). Half leaves room for a far busier machine and still fails without them.
    expect(Math.max(...took)).toBeLessThan(Math.min(...dryRunsTook) / 2);
    // The probes went on all along the three dry runs.
    expect(took.length).toBeGreaterThan(20);
  }, 300_000);

  it('a file of 100,000 rows is refused with 413 at row 5,001, without reading the rest', async () => {
    const file = csv(100_000, 0, 'Bowl');
    const response = await importFile(file, true);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].msg).toContain('more than 5,000 rows');
  }, 60_000);

  it('takes one file at a time per vendor (429 with why), and others meanwhile', async () => {
    let finishChecking!: () => void;
    const checking = new Promise<void>((resolve) => {
      finishChecking = resolve;
    });
    let turnTaken!: () => void;
    const taken = new Promise<void>((resolve) => {
      turnTaken = resolve;
    });
    // The vendor's first file is being checked while the second arrives.
    const first = inVendorImportTurn(ctx.app.deps, await vendorUser(), async () => {
      turnTaken();
      await checking;
    });
    await taken;
    for (const dryRun of [true, false]) {
      const refused = await importFile(csv(1), dryRun);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].msg).toBe(IMPORT_BUSY_MESSAGE);
    }
    const otherVendor = await importFile(csv(1), true, other.token);
    expect(otherVendor.statusCode).toBe(200);
    finishChecking();
    await first;

    // An import waiting to apply, or being applied, holds the vendor's turn until it ends.
    const queued = await queueProductImport(ctx.app.deps, await vendorUser(), csv(2, 100));
    for (const dryRun of [true, false]) {
      const refused = await importFile(csv(1), dryRun);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].msg).toBe(IMPORT_APPLYING_MESSAGE);
    }
    await productImportJob().run(ctx.app.deps, new AbortController().signal);
    const done = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/import/${queued.id}`,
      headers: { 'x-auth-token': vendor.token },
    });
    expect((done.json() as ProductImportJob).status).toBe('done');
    expect((await importFile(csv(1), true)).statusCode).toBe(200);
  }, 60_000);

  it('after an instance dies mid-import, another takes the import job over 5 minutes after its last progress, not 15', async () => {
    const { db } = ctx.app.deps;
    const startedAt = Date.now() + 2 * 60 * 60_000;
    let lastRead = startedAt;
    // The dead instance's clock moves 10 s each time it is read, so its run saves progress at each product.
    const deadClock = {
      now: () => {
        lastRead += 10_000;
        return new Date(lastRead);
      },
    };
    let runEnded!: () => void;
    const ended = new Promise<void>((resolve) => {
      runEnded = resolve;
    });
    let instanceGone!: () => void;
    const gone = new Promise<void>((resolve) => {
      instanceGone = resolve;
    });
    const importJob = productImportJob();
    const dying: JobDefinition = {
      ...importJob,
      // The instance applies the import, then dies before it can record the run's end.
      async run(deps, stopping, lease) {
        const summary = await importJob.run(deps, stopping, lease);
        runEnded();
        await gone;
        return summary;
      },
    };
    const quick: JobDefinition = {
      name: 'test.quick',
      description: 'Ends at once',
      intervalMs: 60_000,
      disabledReason: null,
      run: async () => ({}),
    };
    await queueProductImport(ctx.app.deps, await vendorUser(), csv(3, 200));
    const dead = createJobRunner({ ...ctx.app.deps, clock: deadClock }, [dying, quick]);
    const deadRun = dead.runDue();
    await ended;
    const [held] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, PRODUCT_IMPORT_JOB));
    const claimedAt = held?.lastStartedAt?.getTime() ?? 0;
    const leaseUntil = held?.leaseUntil?.getTime() ?? 0;
    // Each progress save renewed the lease past the claim's 5 minutes, and no further than 5 minutes on.
    expect(leaseUntil).toBeGreaterThan(claimedAt + 5 * 60_000);
    expect(leaseUntil).toBeLessThanOrEqual(lastRead + 5 * 60_000);

    // Meanwhile another vendor's import waits; another instance takes it once the lease has passed.
    const waiting = await queueProductImport(ctx.app.deps, await vendorUser(other.id), csv(1, 300));
    const instanceAt = (at: number) =>
      createJobRunner({ ...ctx.app.deps, clock: { now: () => new Date(at) } }, [importJob]);
    expect(await instanceAt(leaseUntil - 1_000).runNow(PRODUCT_IMPORT_JOB)).toBe('running');
    expect(await instanceAt(leaseUntil + 1_000).runNow(PRODUCT_IMPORT_JOB)).toBe('ran');
    const followed = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/import/${waiting.id}`,
      headers: { 'x-auth-token': other.token },
    });
    expect(followed.json()).toMatchObject({ status: 'done', report: { counts: { create: 1 } } });
    instanceGone();
    await deadRun;
  }, 60_000);

  it('limits how many files one address sends a minute', async () => {
    const statuses: number[] = [];
    for (let call = 0; call <= PRODUCT_IMPORT_RATE_LIMIT.max; call += 1) {
      // A request without a file is refused at once, but counts.
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/product/import?dryRun=true',
        headers: { 'x-auth-token': vendor.token },
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 415)).toBe(true);
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/import?dryRun=true',
      headers: { 'x-auth-token': vendor.token },
      remoteAddress: '198.51.100.7',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].msg).toMatch(/^Too many attempts/);
    expect(statuses.at(-1)).toBe(429);
  });
});
