import { randomUUID } from 'node:crypto';
import {
  COMMISSION_TEXT,
  type CommissionPreviewResponse,
  type CommissionRuleDto,
  type CommissionRulesResponse,
  type MyCommissionRulesResponse,
  type OrderDto,
  type PayoutDetailDto,
  type SaleDetailDto,
  saleMoneyCents,
} from '@soko/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionRules, saleItems, sales } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createSubcategory } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  type OnboardedVendor,
  onboardVendor,
  type StaffAccount,
} from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { moveSale, postPayout } from '../../test/payouts.ts';
import { pdfText } from '../../test/pdf.ts';

let ctx: TestContext;
let admin: string;
let finance: StaffAccount;
let support: StaffAccount;
let catalogueStaff: StaffAccount;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let food: string;
let spices: string;
let pepper: string;
let jewellery: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  [finance, support, catalogueStaff] = [
    await createStaff(ctx, 'finance'),
    await createStaff(ctx, 'support'),
    await createStaff(ctx, 'catalogue'),
  ];
  kente = await onboardVendor(ctx, { displayName: 'Kente House' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
  food = (await createCategory(ctx, admin, 'Food'))._id;
  spices = (await createSubcategory(ctx, admin, food, 'Spices'))._id;
  pepper = (await createSubcategory(ctx, admin, food, 'Pepper', 2, spices))._id;
  jewellery = (await createCategory(ctx, admin, 'Jewellery'))._id;
});
afterAll(async () => {
  await ctx?.close();
});

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

async function addRule(rule: Record<string, unknown>): Promise<CommissionRuleDto> {
  const response = await send(finance.token, 'POST', '/api/commission-rules', rule);
  if (response.statusCode !== 201) throw new Error(`rule failed: ${response.body}`);
  return response.json().rule;
}

const deleteRule = async (id: string) =>
  expect((await send(finance.token, 'DELETE', `/api/commission-rules/${id}`)).statusCode).toBe(200);

async function preview(token: string, query: string): Promise<CommissionPreviewResponse> {
  const response = await send(token, 'GET', `/api/commission-rules/preview?${query}`);
  if (response.statusCode !== 200) throw new Error(`preview failed: ${response.body}`);
  return response.json();
}

/** 2 % + 50c, the rule of the refund test. */
const lineFee = (baseCents: number) => Math.floor((baseCents * 200 * 2 + 10_000) / 20_000) + 50;

const ruleRows = () => ctx.database.db.select().from(commissionRules).orderBy(asc(commissionRules.createdAt));

async function linesOf(order: OrderDto) {
  const saleIds = order.sales.map((sale) => sale._id);
  const rows = await ctx.database.db
    .select()
    .from(saleItems)
    .where(inArray(saleItems.saleId, saleIds))
    .orderBy(asc(saleItems.position));
  const saleRows = await ctx.database.db.select().from(sales).where(inArray(sales.id, saleIds));
  return { rows, saleRows };
}

async function orderOf(items: { productId: string; qty: number }[]): Promise<OrderDto> {
  const response = await placeOrder(ctx, items);
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json();
}

describe(`commission rules (${testEngine})`, () => {
  it('lets finance and the super admin change rules, stepped up and audited; support reads; others are refused', async () => {
    const rule = { vendorId: kente.id, percent: '1.25', fixed: '0.10', note: 'Founding vendor' };
    for (const token of [support.token, catalogueStaff.token, kente.token]) {
      expect((await send(token, 'POST', '/api/commission-rules', rule)).statusCode).toBe(403);
    }
    expect((await send(catalogueStaff.token, 'GET', '/api/commission-rules')).statusCode).toBe(403);
    expect((await send(kente.token, 'GET', '/api/commission-rules')).statusCode).toBe(403);
    const notSteppedUp = await adminToken(ctx, { steppedUp: false });
    const refused = await send(notSteppedUp, 'POST', '/api/commission-rules', rule);
    expect([refused.statusCode, refused.json().stepUpRequired]).toEqual([401, true]);
    expect(await ruleRows()).toEqual([]);

    const created = await addRule(rule);
    expect(created).toMatchObject({
      vendor: { _id: kente.id, displayName: 'Kente House' },
      category: null,
      percent: 1.25,
      fixed: 0.1,
      min: null,
      max: null,
      inForce: true,
      note: 'Founding vendor',
    });
    expect(await auditCount(ctx, 'commissionRule.create', created._id)).toBe(1);
    // The audit log names the rule by its note, never a bare id.
    const audit = await send(admin, 'GET', '/api/audit?action=commissionRule.create');
    expect(audit.json().items[0].things).toEqual([
      { _id: created._id, kind: 'commission-rule', name: 'Commission rule "Founding vendor"' },
    ]);
    const listed: CommissionRulesResponse = (await send(support.token, 'GET', '/api/commission-rules')).json();
    expect(listed.rules.map((row) => row._id)).toEqual([created._id]);
    expect(listed.builtInDefault).toEqual({ percent: 1.75, fixed: 0.3, note: 'Marketplace fee' });

    const changed = await send(admin, 'PUT', `/api/commission-rules/${created._id}`, { ...rule, percent: 1.5 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().rule.percent).toBe(1.5);
    expect(await auditCount(ctx, 'commissionRule.update', created._id)).toBe(1);
    await deleteRule(created._id);
    expect(await auditCount(ctx, 'commissionRule.delete', created._id)).toBe(1);
    expect((await send(finance.token, 'GET', '/api/commission-rules')).json().rules).toEqual([]);
    expect((await send(finance.token, 'DELETE', `/api/commission-rules/${created._id}`)).statusCode).toBe(404);
  });

  it('refuses bad rules with a clear message and saves nothing', async () => {
    const before = await ruleRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ percent: '1.255', fixed: 0, note: 'x' }, COMMISSION_TEXT.percentInvalid],
      [{ percent: 101, fixed: 0, note: 'x' }, COMMISSION_TEXT.percentInvalid],
      [{ percent: 1, fixed: '-1', note: 'x' }, 'Fixed fee cannot be negative'],
      [{ percent: 1, fixed: 0, min: 2, max: 1, note: 'x' }, COMMISSION_TEXT.minAboveMax],
      [{ percent: 1, fixed: 0, note: ' ' }, COMMISSION_TEXT.noteRequired],
      [
        { percent: 1, fixed: 0, startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', note: 'x' },
        COMMISSION_TEXT.endsBeforeStart,
      ],
      [{ percent: 1, fixed: 0, startsAt: 'soon', note: 'x' }, COMMISSION_TEXT.instantInvalid],
      [{ percent: 1, fixed: 0, vendorId: support.id, note: 'x' }, COMMISSION_TEXT.vendorNotFound],
      [{ percent: 1, fixed: 0, categoryId: kente.id, note: 'x' }, COMMISSION_TEXT.categoryNotFound],
    ];
    for (const [body, message] of cases) {
      const response = await send(finance.token, 'POST', '/api/commission-rules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].msg).toBe(message);
    }
    expect(await ruleRows()).toEqual(before);
  });

  it('refuses a rule overlapping another of the same vendor and category, and takes one that starts as the other ends', async () => {
    const first = await addRule({
      categoryId: jewellery,
      percent: 3,
      fixed: 0,
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2030-02-01T00:00:00Z',
      note: 'January jewellery',
    });
    const overlapping = await send(finance.token, 'POST', '/api/commission-rules', {
      categoryId: jewellery,
      percent: 2,
      fixed: 0,
      startsAt: '2030-01-15T00:00:00Z',
      note: 'From mid January',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().errors[0].msg).toBe(COMMISSION_TEXT.overlaps('January jewellery'));
    const open = await send(finance.token, 'POST', '/api/commission-rules', {
      categoryId: jewellery,
      percent: 2,
      fixed: 0,
      note: 'Always',
    });
    expect(open.statusCode).toBe(409);
    const next = await addRule({
      categoryId: jewellery,
      percent: 2,
      fixed: 0,
      startsAt: '2030-02-01T00:00:00Z',
      note: 'From February',
    });
    // Another vendor's rule on the same category is another specificity: no overlap.
    const vendors = await addRule({ vendorId: spice.id, categoryId: jewellery, percent: 1, fixed: 0, note: 'Spice' });
    const moved = await send(finance.token, 'PUT', `/api/commission-rules/${next._id}`, {
      categoryId: jewellery,
      percent: 2,
      fixed: 0,
      startsAt: '2030-01-31T00:00:00Z',
      note: 'From February',
    });
    expect(moved.statusCode).toBe(409);
    for (const rule of [first, next, vendors]) await deleteRule(rule._id);

    // Two overlapping rules sent at once: one is saved, the other hears why not.
    const both = await Promise.all(
      ['One', 'Two'].map((note) =>
        send(finance.token, 'POST', '/api/commission-rules', { vendorId: kente.id, percent: 1, fixed: 0, note }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const saved = both.find((response) => response.statusCode === 201)?.json().rule._id;
    await deleteRule(saved);
  });

  it('lowers a refunded line’s fee on what the buyer kept of it, the sale’s fee staying the sum of its lines', async () => {
    const rule = await addRule({ vendorId: kente.id, percent: 2, fixed: '0.50', note: 'Kente refunds' });
    const cloth = await createLiveProduct(ctx, kente, { name: 'Cloth', price: 60, deliveryPrice: 8 });
    const beads = await createLiveProduct(ctx, kente, { name: 'Beads', price: 20, deliveryPrice: 8 });
    const order = await orderOf([
      { productId: cloth._id, qty: 1 },
      { productId: beads._id, qty: 1 },
    ]);
    const { rows } = await linesOf(order);
    // $8 shipping spread 3:1 = $6 and $2; 2 % of $66 and $22, plus 50c each.
    expect(rows.map((row) => row.feeCents)).toEqual([132 + 50, 44 + 50]);
    const beadsLine = rows.find((row) => row.name === 'Beads');
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${rows[0]?.saleId}/refund`,
      headers: { 'x-auth-token': kente.token, 'idempotency-key': randomUUID() },
      payload: { items: [{ itemId: beadsLine?.id, qty: 1 }], shipping: 8, reason: 'faulty' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = await linesOf(order);
    // Beads and all the shipping refunded: the cloth pays on its $60 alone, the beads nothing.
    expect(after.rows.map((row) => row.feeCents)).toEqual([lineFee(6000), 0]);
    expect(after.saleRows[0]?.feeCents).toBe(lineFee(6000));
    await deleteRule(rule._id);
  });

  it('prices each line by the most specific rule in force, frozen on the line: a later change or delete changes no sale', async () => {
    const pepperJar = await createLiveProduct(ctx, spice, {
      name: 'Pepper jar',
      price: 20,
      deliveryPrice: 10,
      categoryId: food,
      subCategoryIds: [spices, pepper],
    });
    const spiceMix = await createLiveProduct(ctx, spice, {
      name: 'Spice mix',
      price: 30,
      deliveryPrice: 10,
      categoryId: food,
      subCategoryIds: [spices],
    });
    const ring = await createLiveProduct(ctx, spice, {
      name: 'Ring',
      price: 50,
      deliveryPrice: 10,
      categoryId: jewellery,
    });
    const scarf = await createLiveProduct(ctx, kente, {
      name: 'Scarf',
      price: 40,
      deliveryPrice: 10,
      categoryId: food,
    });

    const foodRule = await addRule({ categoryId: food, percent: 1, fixed: 0, note: 'Food' });
    const spicesRule = await addRule({ categoryId: spices, percent: '0.5', fixed: '0.05', note: 'Spices' });
    const spiceOwn = await addRule({ vendorId: spice.id, percent: 2, fixed: '0.20', max: 0.9, note: 'Spice Route' });
    const spiceFood = await addRule({
      vendorId: spice.id,
      categoryId: spices,
      percent: '0.8',
      fixed: 0,
      note: 'Spice food',
    });

    // The preview tells the product form and staff the same as an order will charge.
    expect(await preview(spice.token, `categoryId=${pepper}&price=20`)).toMatchObject({
      fee: 0.16,
      note: 'Spice food',
      rule: { _id: spiceFood._id },
    });
    expect(await preview(spice.token, `categoryId=${jewellery}&price=50`)).toMatchObject({
      fee: 0.9,
      note: 'Spice Route',
    });
    expect(await preview(kente.token, `categoryId=${pepper}&price=20`)).toMatchObject({ fee: 0.15, note: 'Spices' });
    expect(await preview(kente.token, `categoryId=${food}&price=40`)).toMatchObject({ fee: 0.4, note: 'Food' });
    expect(await preview(kente.token, `categoryId=${jewellery}&price=40`)).toMatchObject({
      fee: 1,
      note: 'Marketplace fee',
      rule: null,
    });
    expect(await preview(support.token, `vendorId=${spice.id}&categoryId=${spices}&price=30`)).toMatchObject({
      fee: 0.24,
    });
    expect(await preview(support.token, `categoryId=${spices}&price=30`)).toMatchObject({ note: 'Spices' });
    expect(
      (await send(kente.token, 'GET', `/api/commission-rules/preview?vendorId=${spice.id}&price=1`)).statusCode,
    ).toBe(403);

    const order = await orderOf([
      { productId: pepperJar._id, qty: 1 },
      { productId: spiceMix._id, qty: 1 },
      { productId: ring._id, qty: 1 },
      { productId: scarf._id, qty: 1 },
    ]);
    const { rows, saleRows } = await linesOf(order);
    const spiceSale = saleRows.find((sale) => sale.vendorId === spice.id);
    const spiceLines = rows.filter((row) => row.saleId === spiceSale?.id);
    // Shipping $10 (one Fixed Delivery) spread over $100 of items: $2, $3, $5.
    expect(spiceLines.map((line) => [line.name, line.shippingShareCents, line.feeRuleId, line.feeCents])).toEqual([
      ['Pepper jar', 200, spiceFood._id, 18],
      ['Spice mix', 300, spiceFood._id, 26],
      ['Ring', 500, spiceOwn._id, 90],
    ]);
    const kenteLine = rows.find((row) => row.name === 'Scarf');
    expect([kenteLine?.feeRuleId, kenteLine?.feeCents]).toEqual([foodRule._id, 50]);
    for (const sale of saleRows) {
      const lineFees = rows.filter((row) => row.saleId === sale.id).reduce((sum, row) => sum + row.feeCents, 0);
      expect(sale.feeCents).toBe(lineFees);
      expect(sale.netCents).toBe(sale.priceCents + sale.shippingCents - lineFees);
    }

    // Changing and deleting rules prices new sales only.
    await send(finance.token, 'PUT', `/api/commission-rules/${spiceFood._id}`, {
      vendorId: spice.id,
      categoryId: spices,
      percent: 5,
      fixed: 0,
      note: 'Spice food',
    });
    for (const rule of [spiceOwn, foodRule, spicesRule]) await deleteRule(rule._id);
    expect((await linesOf(order)).rows).toEqual(rows);
    // The sale shows each line's fee and the note of the rule that set it, deleted or not.
    const detail: SaleDetailDto = (await send(spice.token, 'GET', `/api/sale/${spiceSale?.id}`)).json();
    expect(detail.fees.map(({ fee, note, percent, fixed }) => [fee, note, percent, fixed])).toEqual([
      [0.18, 'Spice food', 0.8, 0],
      [0.26, 'Spice food', 0.8, 0],
      [0.9, 'Spice Route', 2, 0.2],
    ]);
    expect(detail.fee).toBe(1.34);
    const later = await orderOf([{ productId: ring._id, qty: 1 }]);
    const [ringLine] = (await linesOf(later)).rows;
    expect([ringLine?.feeRuleId, ringLine?.feeCents]).toEqual([null, saleMoneyCents(5000, 1000).fee]);
    await deleteRule(spiceFood._id);
  });

  it('sums the fees of a payout by rule on its fee invoice, adding up to the invoice’s total', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Invoice House' });
    const rule = await addRule({ vendorId: vendor.id, categoryId: food, percent: 1, fixed: '0.10', note: 'Food deal' });
    const flour = await createLiveProduct(ctx, vendor, { name: 'Flour', price: 30, shipping: 1, categoryId: food });
    const vase = await createLiveProduct(ctx, vendor, { name: 'Vase', price: 40, shipping: 1, categoryId: jewellery });
    const order = await orderOf([
      { productId: flour._id, qty: 1 },
      { productId: vase._id, qty: 1 },
    ]);
    const saleId = order.sales[0]?._id ?? '';
    await moveSale(ctx, vendor.token, saleId, 'Shipped');
    await moveSale(ctx, vendor.token, saleId, 'Delivered');
    const paid = await postPayout(ctx, admin, vendor.id, { sales: [saleId] });
    expect(paid.statusCode, paid.body).toBe(201);
    const payout = paid.json() as PayoutDetailDto;
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/transfer/${payout._id}/invoice.pdf`,
      headers: { 'x-auth-token': vendor.token },
    });
    const text = await pdfText(pdf.rawPayload);
    // Flour: 1 % of $30 + 10c = 40c; the vase on the marketplace fee: 1.75 % of $40 + 30c = $1.00.
    expect(text.replace(/\s+/g, ' ')).toContain("The sales' fees by rule: Marketplace fee $1.00; Food deal $0.40.");
    expect(text).toContain('$1.40');
    // The sales CSV and the statement CSV name each line's fee and rule.
    for (const url of ['/api/sale/export', '/api/transfer/statement/export']) {
      const csv = await send(vendor.token, 'GET', url);
      expect(csv.body, url).toContain('Flour 0.40 (Food deal); Vase 1.00 (Marketplace fee)');
    }
    await deleteRule(rule._id);
  });

  it('shows a vendor the rates that can apply to them, never another vendor’s', async () => {
    const own = await addRule({
      vendorId: kente.id,
      percent: 1,
      fixed: 0,
      startsAt: '2025-01-01T00:00:00+11:00',
      note: 'Kente rate',
    });
    const other = await addRule({ vendorId: spice.id, percent: 1, fixed: 0, note: 'Spice rate' });
    const everyone = await addRule({ categoryId: jewellery, percent: 2, fixed: 0, note: 'Jewellery' });
    const ended = await addRule({
      vendorId: kente.id,
      percent: 1,
      fixed: 0,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00Z',
      note: 'Old',
    });
    const mine: MyCommissionRulesResponse = (await send(kente.token, 'GET', '/api/commission-rules/mine')).json();
    expect(mine.rules.map((rule) => rule.note).sort()).toEqual(['Jewellery', 'Kente rate']);
    const forStaff = await send(support.token, 'GET', `/api/commission-rules/mine?vendorId=${spice.id}`);
    expect(
      forStaff
        .json()
        .rules.map((rule: { note: string }) => rule.note)
        .sort(),
    ).toEqual(['Jewellery', 'Spice rate']);
    expect((await send(kente.token, 'GET', `/api/commission-rules/mine?vendorId=${spice.id}`)).statusCode).toBe(403);
    for (const rule of [own, other, everyone, ended]) await deleteRule(rule._id);
  });

  it('keeps the built-in default per sale: several lines pay the spec’s fee once, a marketplace rule per line', async () => {
    const bowl = await createLiveProduct(ctx, kente, { name: 'Bowl', price: 12.34, deliveryPrice: 5 });
    const mat = await createLiveProduct(ctx, kente, { name: 'Mat', price: 23.45, deliveryPrice: 5 });
    const both = await orderOf([
      { productId: bowl._id, qty: 1 },
      { productId: mat._id, qty: 2 },
    ]);
    const [sale] = (await linesOf(both)).saleRows;
    expect(sale?.feeCents).toBe(saleMoneyCents(1234 + 4690, 500).fee);

    const marketplace = await addRule({ percent: 1, fixed: '0.25', note: 'New marketplace rate' });
    const again = await orderOf([
      { productId: bowl._id, qty: 1 },
      { productId: mat._id, qty: 2 },
    ]);
    const { rows, saleRows } = await linesOf(again);
    // $5 shipping spread 1234:4690 = 104 and 396 cents; 1 % of each base, plus 25c on each line.
    expect(rows.map((row) => row.feeCents)).toEqual([13 + 25, 51 + 25]);
    expect(saleRows[0]?.feeCents).toBe(114);
    await deleteRule(marketplace._id);
    const [row] = await ctx.database.db.select().from(commissionRules).where(eq(commissionRules.id, marketplace._id));
    expect(row?.deletedAt).not.toBeNull();
  });
});
