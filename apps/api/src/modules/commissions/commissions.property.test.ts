import { randomUUID } from 'node:crypto';
import { type OrderDto, type PayoutDetailDto, saleMoneyCents } from '@soko/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleItems, sales } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createSubcategory } from '../../test/catalogue.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { moveSale, postPayout } from '../../test/payouts.ts';

/**
 * Random commission rules, changed between random orders, refunds and payouts, all through the real
 * API. Against a model written here (not the app's code): every line's rule is the most specific in
 * force when it was ordered and its fee is the rule's terms on its items and share of shipping (the
 * marketplace fee charged once on the lines it prices); a sale's fee is its lines'; a rule changed or
 * deleted later changes nothing already sold; a refund never raises a fee and a sale refunded in full
 * pays none; and every payout's fee is its sales' fees, which its fee invoice sums by rule.
 */
let ctx: TestContext;
let admin: string;
const vendors: OnboardedVendor[] = [];
/** Categories: food, spices (a subcategory of food), jewellery. */
const places: { category: string; sub: string | null }[] = [];
/** Each vendor's products, one per place. */
const productsOf: { id: string; chain: string[] }[][] = [];

interface ModelRule {
  id: string;
  vendor: number | null;
  /** Index into the category chain keys: 0 food, 1 spices, 2 jewellery. */
  place: number | null;
  percentBasisPoints: number;
  fixedCents: number;
  minCents: number | null;
  maxCents: number | null;
}
let rules: ModelRule[] = [];
const categoryIds: string[] = [];

/** Independently of packages/shared: half-up percentage plus fixed, held by min and max, none on nothing. */
function feeOf(base: number, rule: Pick<ModelRule, 'percentBasisPoints' | 'fixedCents' | 'minCents' | 'maxCents'>) {
  if (base === 0) return 0;
  let fee = Math.floor((base * rule.percentBasisPoints * 2 + 10_000) / 20_000) + rule.fixedCents;
  if (rule.minCents !== null) fee = Math.max(fee, rule.minCents);
  if (rule.maxCents !== null) fee = Math.min(fee, rule.maxCents);
  return fee;
}

/** The model's choice: vendor and category (deepest), vendor, category (deepest), everyone, none. */
function ruleFor(vendor: number, chain: string[]): ModelRule | null {
  const depth = (rule: ModelRule) => (rule.place === null ? -1 : chain.indexOf(categoryIds[rule.place] ?? ''));
  const deepestOf = (candidates: ModelRule[]) =>
    candidates.filter((rule) => depth(rule) >= 0).sort((a, b) => depth(b) - depth(a))[0];
  const own = rules.filter((rule) => rule.vendor === vendor);
  const everyone = rules.filter((rule) => rule.vendor === null);
  return (
    deepestOf(own) ??
    own.find((rule) => rule.place === null) ??
    deepestOf(everyone) ??
    everyone.find((rule) => rule.place === null) ??
    null
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  const food = (await createCategory(ctx, admin, 'Property food'))._id;
  const spices = (await createSubcategory(ctx, admin, food, 'Property spices'))._id;
  const jewellery = (await createCategory(ctx, admin, 'Property jewellery'))._id;
  categoryIds.push(food, spices, jewellery);
  places.push({ category: food, sub: null }, { category: food, sub: spices }, { category: jewellery, sub: null });
  for (const name of ['Rule Kente', 'Rule Spice']) {
    const vendor = await onboardVendor(ctx, { displayName: name });
    vendors.push(vendor);
    const products: { id: string; chain: string[] }[] = [];
    for (const [index, place] of places.entries()) {
      const product = await createLiveProduct(ctx, vendor, {
        name: `${name} ${index}`,
        price: 7.33 + index * 11.1,
        deliveryPrice: 4.95 + index,
        shipping: index === 2 ? 1 : 2,
        stock: 5_000,
        categoryId: place.category,
        subCategoryIds: place.sub ? [place.sub] : [],
      });
      products.push({ id: product._id, chain: place.sub ? [place.category, place.sub] : [place.category] });
    }
    productsOf.push(products);
  }
});
afterAll(async () => {
  await ctx?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': admin }, ...(payload ? { payload } : {}) });

type RuleSpec = Omit<ModelRule, 'id'>;
type Command =
  | { kind: 'rules'; specs: RuleSpec[] }
  | { kind: 'order'; lines: { vendor: number; product: number; qty: number }[] }
  | { kind: 'refund'; pick: number; quarters: number; shipping: boolean }
  | { kind: 'payout'; pick: number };

const ruleSpec: fc.Arbitrary<RuleSpec> = fc
  .record({
    vendor: fc.constantFrom<number | null>(null, 0, 1),
    place: fc.constantFrom<number | null>(null, 0, 1, 2),
    percentBasisPoints: fc.integer({ min: 0, max: 900 }),
    fixedCents: fc.integer({ min: 0, max: 80 }),
    minCents: fc.option(fc.integer({ min: 0, max: 150 }), { nil: null }),
    maxCents: fc.option(fc.integer({ min: 150, max: 600 }), { nil: null }),
  })
  .map((spec) => spec);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rules' as const),
      // One rule at most per vendor and category: rules of the same specificity never overlap.
      specs: fc.uniqueArray(ruleSpec, { maxLength: 6, selector: (spec) => `${spec.vendor}:${spec.place}` }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      lines: fc.array(
        fc.record({
          vendor: fc.integer({ min: 0, max: 1 }),
          product: fc.integer({ min: 0, max: 2 }),
          qty: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      quarters: fc.integer({ min: 1, max: 4 }),
      shipping: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payout' as const), pick: fc.nat() }) },
);

/** Every sale placed, with its lines as they were placed. */
const placed = new Map<string, { vendor: number; items: (typeof saleItems.$inferSelect)[] }>();
const payoutIds: string[] = [];

async function replaceRules(specs: RuleSpec[]): Promise<void> {
  for (const rule of rules) expect((await send('DELETE', `/api/commission-rules/${rule.id}`)).statusCode).toBe(200);
  rules = [];
  for (const spec of specs) {
    const response = await send('POST', '/api/commission-rules', {
      vendorId: spec.vendor === null ? null : vendors[spec.vendor]?.id,
      categoryId: spec.place === null ? null : categoryIds[spec.place],
      percent: (spec.percentBasisPoints / 100).toFixed(2),
      fixed: (spec.fixedCents / 100).toFixed(2),
      min: spec.minCents === null ? null : (spec.minCents / 100).toFixed(2),
      max: spec.maxCents === null ? null : (spec.maxCents / 100).toFixed(2),
      note: `Rule ${spec.vendor}:${spec.place}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    rules.push({ ...spec, id: response.json().rule._id });
  }
}

/**
 * The model's rule and fee of each line of a sale just placed (null for a line on the marketplace fee,
 * which its lines pay once together: `defaultTotal`, the spec's fee on their bases).
 */
function expectedFees(vendor: number, items: (typeof saleItems.$inferSelect)[]) {
  const bases = items.map((item) => item.priceCents * item.qty + item.shippingShareCents);
  const lines = items.map((item, index) => {
    const product = productsOf[vendor]?.find((candidate) => candidate.id === item.productId);
    const rule = ruleFor(vendor, product?.chain ?? []);
    return { ruleId: rule?.id ?? null, fee: rule ? feeOf(bases[index] ?? 0, rule) : null };
  });
  const defaultBase = lines.reduce((sum, line, index) => sum + (line.fee === null ? (bases[index] ?? 0) : 0), 0);
  return { lines, defaultTotal: defaultBase === 0 ? 0 : saleMoneyCents(defaultBase, 0).fee };
}

async function linesOf(saleId: string) {
  return ctx.database.db.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(asc(saleItems.position));
}

async function order(lines: { vendor: number; product: number; qty: number }[]): Promise<void> {
  const response = await placeOrder(
    ctx,
    lines.map((line) => ({ productId: productsOf[line.vendor]?.[line.product]?.id ?? '', qty: line.qty })),
  );
  expect(response.statusCode, response.body).toBe(201);
  for (const sale of (response.json() as OrderDto).sales) {
    const vendor = vendors.findIndex((candidate) => candidate.id === sale.vendorId._id);
    const items = await linesOf(sale._id);
    const expected = expectedFees(vendor, items);
    let onDefault = 0;
    for (const [index, item] of items.entries()) {
      const want = expected.lines[index];
      expect(item.feeRuleId).toBe(want?.ruleId ?? null);
      if (want?.fee === null) onDefault += item.feeCents;
      else expect(item.feeCents).toBe(want?.fee);
    }
    expect(onDefault).toBe(expected.defaultTotal);
    placed.set(sale._id, { vendor, items });
  }
}

async function refund(pick: number, quarters: number, shipping: boolean): Promise<void> {
  const ids = [...placed.keys()];
  const id = ids[pick % Math.max(ids.length, 1)];
  if (!id) return;
  const [sale] = await ctx.database.db.select().from(sales).where(eq(sales.id, id));
  if (!sale || sale.status === 'Cancel') return;
  const itemsLeft = sale.priceCents - sale.refundedCents;
  const shippingLeft = sale.shippingCents - sale.refundedShippingCents;
  const amount = quarters === 4 ? itemsLeft : Math.floor((itemsLeft * quarters) / 4);
  const shippingBack = shipping ? shippingLeft : 0;
  if (amount + shippingBack === 0) return;
  const before = await linesOf(id);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/sale/${id}/refund`,
    headers: { 'x-auth-token': admin, 'idempotency-key': randomUUID() },
    payload: { amount: amount / 100, shipping: shippingBack / 100, reason: 'other' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const after = await linesOf(id);
  for (const [index, line] of after.entries()) expect(line.feeCents).toBeLessThanOrEqual(before[index]?.feeCents ?? 0);
}

async function payout(pick: number): Promise<void> {
  const ids = [...placed.keys()];
  const id = ids[pick % Math.max(ids.length, 1)];
  const sale = id ? placed.get(id) : undefined;
  const vendor = sale ? vendors[sale.vendor] : undefined;
  if (!id || !vendor) return;
  const [row] = await ctx.database.db.select().from(sales).where(eq(sales.id, id));
  if (!row || row.payoutId !== null || row.status === 'Cancel') return;
  if (row.status !== 'Delivered') {
    await moveSale(ctx, vendor.token, id, 'Shipped');
    await moveSale(ctx, vendor.token, id, 'Delivered');
  }
  const response = await postPayout(ctx, admin, vendor.id, { sales: [id] });
  // A vendor whose refunds after payout exceed what is owed is refused: nothing to check then.
  if (response.statusCode === 201) payoutIds.push((response.json() as PayoutDetailDto)._id);
}

async function run(step: Command): Promise<void> {
  if (step.kind === 'rules') return replaceRules(step.specs);
  if (step.kind === 'order') return order(step.lines);
  if (step.kind === 'refund') return refund(step.pick, step.quarters, step.shipping);
  return payout(step.pick);
}

/** After a run: each sale's fee is its lines', its terms as placed, its net what was kept less its fee. */
async function checkEverySale(): Promise<void> {
  const ids = [...placed.keys()];
  if (ids.length === 0) return;
  const rows = await ctx.database.db.select().from(sales).where(inArray(sales.id, ids));
  for (const sale of rows) {
    const lines = await linesOf(sale.id);
    const first = placed.get(sale.id)?.items ?? [];
    const terms = (line: (typeof lines)[number]) => [
      line.feeRuleId,
      line.feePercentBasisPoints,
      line.feeFixedCents,
      line.feeMinCents,
      line.feeMaxCents,
      line.shippingShareCents,
    ];
    expect(lines.map(terms)).toEqual(first.map(terms));
    expect(lines.reduce((sum, line) => sum + line.feeCents, 0)).toBe(sale.feeCents);
    const kept = sale.priceCents + sale.shippingCents - sale.refundedCents - sale.refundedShippingCents;
    // Once in a payout a sale keeps what was paid; a later refund's change is the payout's adjustment.
    if (sale.payoutId === null) {
      expect(sale.netCents).toBe(kept - sale.feeCents);
      if (kept === 0) expect(sale.feeCents).toBe(0);
    }
  }
  for (const id of payoutIds) {
    const detail = (await send('GET', `/api/transfer/${id}`)).json() as PayoutDetailDto;
    const saleIds = detail.sales.map((line) => line.saleId);
    const lines = await ctx.database.db.select().from(saleItems).where(inArray(saleItems.saleId, saleIds));
    const paidSales = await ctx.database.db.select().from(sales).where(inArray(sales.id, saleIds));
    const lineFees = lines.reduce((sum, line) => sum + line.feeCents, 0);
    expect(lineFees).toBe(paidSales.reduce((sum, sale) => sum + sale.feeCents, 0));
    // The payout's fee is its sales' less what refunds after an earlier payout gave back; with none, theirs.
    if (detail.adjustments.length === 0) expect(Math.round(detail.fee * 100)).toBe(lineFees);
  }
}

describe('commission rules under random rules, orders, refunds and payouts', () => {
  it('charge every line its rule as placed, and every sale and payout the sum of its lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 14 }), async (steps) => {
        for (const step of steps) await run(step);
        await checkEverySale();
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });
});
