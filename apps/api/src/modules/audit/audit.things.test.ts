import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_ENTITY_KINDS,
  AUDIT_THING_FIELDS,
  AUDIT_USER_ENTITIES,
  AUDIT_USER_FIELD,
  type AuditEntryDto,
  type Paginated,
  type PayoutDetailDto,
} from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, postPayout } from '../../test/payouts.ts';

/** The audit log shows every id an entry holds as what it names: sale numbers, product names. */
let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let payout: PayoutDetailDto;
const orderNumbers: number[] = [];
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Named Things' });
  const product = await createLiveProduct(ctx, vendor, { name: 'Indigo throw', price: 60, stock: 10 });
  productId = product._id;
  const saleIds: string[] = [];
  for (let n = 0; n < 2; n += 1) {
    const sale = await deliveredSale(ctx, vendor, product._id);
    saleIds.push(sale.saleId);
    orderNumbers.push(sale.orderNumber);
  }
  const created = await postPayout(ctx, admin, vendor.id, { sales: saleIds });
  if (created.statusCode !== 201) throw new Error(`payout failed: ${created.body}`);
  payout = created.json() as PayoutDetailDto;
  // An entry naming a product by id, as a product change or a return's line does.
  await ctx.database.db.insert(auditLog).values({
    action: 'things.test',
    entityType: 'product',
    entityId: productId,
    after: { productId, productIds: [productId] },
  });
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });

describe(`audit log: ids shown as what they name (${testEngine})`, () => {
  it("shows a payout's sales by their numbers, not their ids, on the list and in the CSV", async () => {
    const list = await get('/api/audit?action=payout.create');
    expect(list.statusCode).toBe(200);
    const [entry] = (list.json() as Paginated<AuditEntryDto>).items;
    const saleNames = orderNumbers.map((number) => `Sale #${number}`);
    expect(entry?.things).toEqual(
      expect.arrayContaining([
        { _id: payout._id, kind: 'payout', name: `Payout #${payout.number}` },
        ...saleNames.map((name) => expect.objectContaining({ kind: 'sale', name })),
      ]),
    );
    expect(entry?.things).toHaveLength(3);
    expect(entry?.people).toEqual([expect.objectContaining({ _id: vendor.id, name: 'Named Things' })]);

    const csv = await get('/api/audit/export?action=payout.create');
    const [, line] = csv.body.replace(/^\ufeff/, '').split('\n');
    expect(line).toContain(`"Payout #${payout.number}"`);
    const saleIds = (entry?.after as { saleIds?: string[] } | undefined)?.saleIds ?? [];
    expect(saleIds).toHaveLength(2);
    // The entry keeps the payout's sales in its own order; the CSV names them in that order.
    const namesInEntryOrder = saleIds.map((id) => entry?.things.find((thing) => thing._id === id)?.name);
    expect([...namesInEntryOrder].sort()).toEqual([...saleNames].sort());
    expect(line).toContain(`Sales: ${namesInEntryOrder.join(', ')}`);
    expect(line).toContain(`Vendor: Named Things (${vendor.email})`);
    expect(line).toMatch(/Net: \$\d+\.\d\d/);
    for (const id of [...saleIds, vendor.id]) expect(line).not.toContain(id);
  });

  it('shows a product by its name, the object and a list of ids alike', async () => {
    const [entry] = ((await get('/api/audit?action=things.test')).json() as Paginated<AuditEntryDto>).items;
    expect(entry?.things).toEqual([{ _id: productId, kind: 'product', name: 'Indigo throw' }]);
    const line = (await get('/api/audit/export?action=things.test')).body.split('\n')[1] ?? '';
    expect(line).toContain('"product","Indigo throw","Things test: Indigo throw.",');
    expect(line).toContain('Product: Indigo throw; Products: Indigo throw');
    expect(line).not.toContain(productId);
  });
});

/** The API's own source files, where its audit entries are written. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !/\.(test|pg-test)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The text of each call that writes an audit entry, from its opening to its closing parenthesis. */
function auditWrites(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\b(?:recordAudit|auditIfAdmin)\(/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(match.index, end));
  }
  return calls;
}

describe('audit log: every id-bearing detail has a name', () => {
  it('knows what every id field written to the audit log names, so none shows as a bare id', () => {
    const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    // Ids of the entry itself, and ids an entry keeps beside the name it was given (a removed
    // image has no name; a passkey is named in the same entry): the rest must be named.
    const notDetails = new Set(['actorId', 'entityId', 'imageId']);
    // Objects with no id of a thing: a buyer (by email), a job, the retention run, the service
    // standards' thresholds and the marketplace's own settings (its payout schedule), by name.
    const namelessObjects = new Set(['buyer', 'job', 'retention', 'standards', 'marketplace']);
    const unnamed: string[] = [];
    let fields = 0;
    for (const file of sourceFiles(modules)) {
      for (const call of auditWrites(readFileSync(file, 'utf8'))) {
        for (const [, entityType = ''] of call.matchAll(/\bentityType: '([a-z-]+)'/g)) {
          const named = AUDIT_USER_ENTITIES.includes(entityType) || Object.hasOwn(AUDIT_ENTITY_KINDS, entityType);
          if (!named && !namelessObjects.has(entityType))
            unnamed.push(`${path.relative(modules, file)}: ${entityType}`);
        }
        for (const [, field = ''] of call.matchAll(/\b([a-z][A-Za-z]*Ids?)\b\s*[:,}]/g)) {
          if (notDetails.has(field)) continue;
          fields += 1;
          if (!AUDIT_USER_FIELD.test(field) && !Object.hasOwn(AUDIT_THING_FIELDS, field)) {
            unnamed.push(`${path.relative(modules, file)}: ${field}`);
          }
        }
      }
    }
    expect(fields).toBeGreaterThan(10);
    expect(unnamed).toEqual([]);
  });
});
