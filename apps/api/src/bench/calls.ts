import { MARKETPLACE_TIME_ZONE, SALE_STATUSES } from '@soko/shared';
import type pg from 'pg';
import { fetchOnce, type Headers } from './measure.ts';

/**
 * The calls `npm run bench` measures: every list (first page, a deep page, a search, each filter and
 * sort), detail, dashboard and export of both roles. Names stay the same at every scale, so that two
 * result files can be compared call by call.
 */

export type Role = 'admin' | 'vendor';

export interface BenchCall {
  name: string;
  role: Role;
  path: string;
  /** Exports are timed as whole downloads, one at a time. */
  kind: 'json' | 'export';
  /** How deep a deep page really is, when it was reached with a cursor. */
  note?: string;
}

export interface Session {
  userId: string;
  headers: Headers;
}

export interface Fixtures {
  admin: Session;
  vendor: Session;
  /** The surname on most orders (a common search term, on at least 1 % of them). */
  commonSurname: string;
  /** The surname on most of the bench vendor's orders. */
  vendorCommonSurname: string;
  /** One customer's email (a rare search term). */
  customerEmail: string;
  vendorCustomerEmail: string;
  /** One product's whole name, and one vendor's email: the rare terms of the catalogue and user searches. */
  productName: string;
  vendorProductName: string;
  vendorEmail: string;
  orderNumber: number;
  vendorOrderNumber: number;
  orderId: string;
  saleId: string;
  vendorSaleId: string;
  productId: string;
  vendorProductId: string;
  payoutId: string;
  categoryId: string;
  /** One month about a year ago, and the last week, as marketplace days. */
  monthAgo: { from: string; to: string };
  lastWeek: { from: string; to: string };
}

export async function login(baseUrl: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/loginVendor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; user?: { _id: string } };
  if (!response.ok || !body.token || !body.user) {
    throw new Error(`${email} could not sign in (HTTP ${response.status}): ${JSON.stringify(body)}`);
  }
  return { userId: body.user._id, headers: { 'x-auth-token': body.token } };
}

async function one<Row>(client: pg.Client, text: string, values: unknown[] = []): Promise<Row> {
  const result = await client.query(text, values);
  const row = result.rows[0] as Row | undefined;
  if (!row) throw new Error(`The benchmark database has no row for: ${text}. Run npm run bench:seed first.`);
  return row;
}

/** Real rows to ask for, chosen in the middle of the data rather than at its edges. */
export async function loadFixtures(client: pg.Client, admin: Session, vendor: Session): Promise<Fixtures> {
  const middleOrder = await one<{ id: string; number: number; customer_email: string }>(
    client,
    `select id, number, customer_email from orders
     where number = (select (min(number) + max(number)) / 2 from orders)`,
  );
  const vendorOrder = await one<{ customer_email: string; number: number; sale_id: string }>(
    client,
    `select o.customer_email, o.number, s.id as sale_id from sales s join orders o on o.id = s.order_id
     where s.vendor_id = $1 order by s.created_at desc offset 100 limit 1`,
    [vendor.userId],
  );
  const surnames = `select split_part(o.customer_name, ' ', 2) as surname from orders o`;
  const common = await one<{ surname: string }>(
    client,
    `select surname from (${surnames}) names group by surname order by count(*) desc, surname limit 1`,
  );
  const vendorCommon = await one<{ surname: string }>(
    client,
    `select split_part(o.customer_name, ' ', 2) as surname from sales s join orders o on o.id = s.order_id
     where s.vendor_id = $1 group by 1 order by count(*) desc, 1 limit 1`,
    [vendor.userId],
  );
  const vendorAccount = await one<{ email: string }>(client, 'select email from users where id = $1', [vendor.userId]);
  const sale = await one<{ id: string }>(client, 'select id from sales where order_id = $1 limit 1', [middleOrder.id]);
  const product = await one<{ id: string; name: string }>(
    client,
    'select id, name from products order by created_at desc offset 500 limit 1',
  );
  const vendorProduct = await one<{ id: string; name: string }>(
    client,
    'select id, name from products where vendor_id = $1 order by created_at desc offset 10 limit 1',
    [vendor.userId],
  );
  const payout = await one<{ id: string }>(
    client,
    'select id from payouts where vendor_id = $1 order by created_at desc limit 1',
    [vendor.userId],
  );
  const category = await one<{ id: string }>(
    client,
    'select id from categories where level = 0 order by title limit 1',
  );
  const days = await one<{ month_from: string; month_to: string; week_from: string; today: string }>(
    client,
    `select to_char(today - 395, 'YYYY-MM-DD') as month_from, to_char(today - 365, 'YYYY-MM-DD') as month_to,
       to_char(today - 6, 'YYYY-MM-DD') as week_from, to_char(today, 'YYYY-MM-DD') as today
     from (select (now() at time zone $1)::date as today) d`,
    [MARKETPLACE_TIME_ZONE],
  );
  return {
    admin,
    vendor,
    commonSurname: common.surname,
    vendorCommonSurname: vendorCommon.surname,
    customerEmail: middleOrder.customer_email,
    vendorCustomerEmail: vendorOrder.customer_email,
    productName: product.name,
    vendorProductName: vendorProduct.name,
    vendorEmail: vendorAccount.email,
    orderNumber: middleOrder.number,
    vendorOrderNumber: vendorOrder.number,
    orderId: middleOrder.id,
    saleId: sale.id,
    vendorSaleId: vendorOrder.sale_id,
    productId: product.id,
    vendorProductId: vendorProduct.id,
    payoutId: payout.id,
    categoryId: category.id,
    monthAgo: { from: days.month_from, to: days.month_to },
    lastWeek: { from: days.week_from, to: days.today },
  };
}

export interface DeepPage {
  path: string;
  note: string;
}

/**
 * A page about `depth` rows down a list: reached by following `nextCursor` 100 rows at a time where
 * the list has keyset cursors, otherwise (or if walking takes too long) by `?page=`.
 */
export async function deepPage(
  baseUrl: string,
  headers: Headers,
  path: string,
  depth: number,
  fallbackPage: number,
): Promise<DeepPage> {
  const separator = path.includes('?') ? '&' : '?';
  const fallback = { path: `${path}${separator}page=${fallbackPage}`, note: `?page=${fallbackPage}` };
  const walkStarted = performance.now();
  let walked = 0;
  let cursor: string | undefined;
  while (walked < depth) {
    const position = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { status, body } = await fetchOnce(`${baseUrl}${path}${separator}limit=100${position}`, headers);
    if (status !== 200) return fallback;
    const page = JSON.parse(body.toString('utf8')) as { items?: unknown[]; nextCursor?: string | null };
    // A list without keyset cursors answers no nextCursor at all; null means it ended before `depth`.
    if (page.nextCursor === undefined) return fallback;
    if (page.nextCursor === null) break;
    walked += page.items?.length ?? 0;
    cursor = page.nextCursor;
    if (performance.now() - walkStarted > 120_000) break;
  }
  if (!cursor) return fallback;
  return {
    path: `${path}${separator}cursor=${encodeURIComponent(cursor)}`,
    note: `cursor after ${walked.toLocaleString('en-AU')} rows`,
  };
}

const query = (values: Record<string, string | number>) =>
  `?${Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')}`;

export interface DeepPages {
  adminSales: DeepPage;
  vendorSales: DeepPage;
  orders: DeepPage;
}

export function benchCalls(fixtures: Fixtures, deep: DeepPages): BenchCall[] {
  const { admin, vendor, monthAgo, lastWeek } = fixtures;
  const adminId = admin.userId;
  const vendorId = vendor.userId;
  const json = (role: Role, name: string, path: string, note?: string): BenchCall => ({
    name: `${role} ${name}`,
    role,
    path,
    kind: 'json',
    ...(note ? { note } : {}),
  });
  const csv = (role: Role, name: string, path: string): BenchCall => ({
    name: `${role} ${name}`,
    role,
    path,
    kind: 'export',
  });
  const page999 = (role: Role, list: string, path: string) =>
    json(role, `${list}, page 999`, `${path}${path.includes('?') ? '&' : '?'}page=999&limit=10`);
  const saleLists = (
    role: Role,
    path: string,
    terms: { common: string; rare: string },
    orderNumber: number,
    deepSales: DeepPage,
  ) => [
    json(role, 'sale list, page 1', path),
    json(role, 'sale list, deep page', deepSales.path, deepSales.note),
    page999(role, 'sale list', path),
    json(role, 'sale list, search common surname', `${path}${query({ q: terms.common })}`),
    json(role, 'sale list, search one customer email', `${path}${query({ q: terms.rare })}`),
    json(role, 'sale list, search order number', `${path}${query({ q: orderNumber })}`),
    ...SALE_STATUSES.map((status) => json(role, `sale list, status ${status}`, `${path}${query({ status })}`)),
    json(role, 'sale list, one month a year ago', `${path}${query(monthAgo)}`),
    json(role, 'sale list, last 7 days', `${path}${query(lastWeek)}`),
    ...['oldest', 'amount', '-amount'].map((sort) =>
      json(role, `sale list, sort ${sort}`, `${path}${query({ sort })}`),
    ),
    json(role, 'sale list, Delivered by amount', `${path}${query({ status: 'Delivered', sort: '-amount' })}`),
  ];
  return [
    json('admin', 'session only (GET /api/authVendor)', '/api/authVendor'),
    ...saleLists(
      'admin',
      '/api/sale/list',
      { common: fixtures.commonSurname, rare: fixtures.customerEmail },
      fixtures.orderNumber,
      deep.adminSales,
    ),
    json('admin', 'sale list, one vendor', `/api/sale/list${query({ vendorId })}`),
    json('admin', 'sale detail', `/api/sale/${fixtures.saleId}`),
    json('admin', 'order list, page 1', '/api/order/list'),
    json('admin', 'order list, deep page', deep.orders.path, deep.orders.note),
    page999('admin', 'order list', '/api/order/list'),
    json('admin', 'order list, search common surname', `/api/order/list${query({ q: fixtures.commonSurname })}`),
    json('admin', 'order list, search one customer email', `/api/order/list${query({ q: fixtures.customerEmail })}`),
    json('admin', 'order list, search order number', `/api/order/list${query({ q: fixtures.orderNumber })}`),
    json('admin', 'order list, one month a year ago', `/api/order/list${query(monthAgo)}`),
    json('admin', 'order detail', `/api/order/${fixtures.orderId}`),
    json('admin', 'dashboard', '/api/dashboard'),
    json('admin', 'work waiting (dashboard)', '/api/dashboard/work'),
    json('admin', 'earnings', '/api/sale/earnings'),
    json('admin', 'net worth', '/api/product/netWorth'),
    json('admin', 'product list, page 1', '/api/product/list'),
    page999('admin', 'product list', '/api/product/list'),
    json('admin', 'product list, search common word', `/api/product/list${query({ q: 'shea' })}`),
    json('admin', 'product list, search one product name', `/api/product/list${query({ q: fixtures.productName })}`),
    json('admin', 'product list, approval pending', `/api/product/list${query({ approval: 'pending' })}`),
    json('admin', 'product list, one vendor', `/api/product/list${query({ vendorId })}`),
    json('admin', 'product list, sort price', `/api/product/list${query({ sort: '-price' })}`),
    json('admin', 'product detail', `/api/product/${fixtures.productId}`),
    json('admin', 'categories', '/api/category/'),
    json('admin', 'category detail', `/api/category/${fixtures.categoryId}`),
    json('admin', 'vendor list, page 1', `/api/user/${adminId}/vendor_all`),
    page999('admin', 'vendor list', `/api/user/${adminId}/vendor_all`),
    json('admin', 'vendor list, search common word', `/api/user/${adminId}/vendor_all${query({ q: 'baobab' })}`),
    json(
      'admin',
      'vendor list, search one vendor email',
      `/api/user/${adminId}/vendor_all${query({ q: fixtures.vendorEmail })}`,
    ),
    json('admin', 'vendor list, sort products', `/api/user/${adminId}/vendor_all${query({ sort: '-products' })}`),
    json('admin', 'vendor detail (asset)', `/api/vendor/${adminId}/${vendorId}/asset`),
    json('admin', 'user list, page 1', '/api/user'),
    page999('admin', 'user list', '/api/user'),
    json('admin', 'user list, search common surname', `/api/user${query({ q: 'okafor' })}`),
    json('admin', 'user list, search one email', `/api/user${query({ q: fixtures.vendorEmail })}`),
    json('admin', 'payout list, page 1', '/api/transfer'),
    page999('admin', 'payout list', '/api/transfer'),
    json('admin', 'payout list, one vendor', `/api/transfer${query({ vendorId })}`),
    json('admin', 'payout list, pending', `/api/transfer${query({ status: 'Pending' })}`),
    json('admin', 'payout detail', `/api/transfer/${fixtures.payoutId}`),
    json('admin', 'bank details of a vendor', `/api/user/${vendorId}/bank`),
    json('admin', 'remit list (sales to pay out)', `/api/transfer/salesRemit/${vendorId}`),
    json('admin', 'statement of a vendor', `/api/transfer/statement${query({ vendorId })}`),
    json('admin', 'statement, in payout pending transfer', `/api/transfer/statement${query({ state: 'in_payout' })}`),
    json('admin', 'statement, paid out', `/api/transfer/statement${query({ state: 'paid_out' })}`),
    json('admin', 'statement, awaiting payout', `/api/transfer/statement${query({ state: 'awaiting_payout' })}`),
    json('admin', 'audit log, page 1', '/api/audit'),
    page999('admin', 'audit log', '/api/audit'),
    json('admin', 'audit log, one action', `/api/audit${query({ action: 'payout.create' })}`),
    json('admin', 'audit log, one month a year ago', `/api/audit${query(monthAgo)}`),
    json('admin', 'audit facets', '/api/audit/facets'),
    json('admin', 'standards list, page 1', '/api/standards/vendors'),
    json('admin', 'standards list, over a limit', `/api/standards/vendors${query({ status: 'over' })}`),
    json('admin', 'standards list, not rated', `/api/standards/vendors${query({ status: 'unrated' })}`),
    json('admin', 'standards of a vendor (counted now)', `/api/standards${query({ vendorId })}`),
    json('admin', 'messages overview', '/api/message'),
    json('admin', 'messages inbox', `/api/message${query({ box: 'inbox' })}`),
    page999('admin', 'messages inbox', `/api/message${query({ box: 'inbox' })}`),
    json('admin', 'messages unread count', '/api/message/unread-count'),
    json('admin', 'review list, page 1', '/api/review/list'),
    json('admin', 'review list, rating 1', `/api/review/list${query({ rating: 1 })}`),
    json('admin', 'review list, hidden', `/api/review/list${query({ status: 'hidden' })}`),
    json('admin', 'review list, not replied', `/api/review/list${query({ replied: 'false' })}`),
    json('admin', 'review list, one product', `/api/review/list${query({ productId: fixtures.productId })}`),
    json('admin', 'product reviews', `/api/product/${fixtures.productId}/reviews`),
    ...saleLists(
      'vendor',
      '/api/sale/mySales',
      { common: fixtures.vendorCommonSurname, rare: fixtures.vendorCustomerEmail },
      fixtures.vendorOrderNumber,
      deep.vendorSales,
    ),
    json('vendor', 'sale detail', `/api/sale/${fixtures.vendorSaleId}`),
    json('vendor', 'dashboard', '/api/dashboard'),
    json('vendor', 'earnings', '/api/sale/earnings'),
    json('vendor', 'net worth', '/api/product/netWorth'),
    json('vendor', 'product list, page 1', '/api/product/list'),
    page999('vendor', 'product list', '/api/product/list'),
    json('vendor', 'product list, search common word', `/api/product/list${query({ q: 'shea' })}`),
    json(
      'vendor',
      'product list, search one product name',
      `/api/product/list${query({ q: fixtures.vendorProductName })}`,
    ),
    json('vendor', 'product detail', `/api/product/${fixtures.vendorProductId}`),
    json('vendor', 'categories', '/api/category/'),
    json('vendor', 'store', '/api/store/me'),
    json('vendor', 'review list, page 1', '/api/review/list'),
    json('vendor', 'review list, rating 1', `/api/review/list${query({ rating: 1 })}`),
    json('vendor', 'review list, not replied', `/api/review/list${query({ replied: 'false' })}`),
    json('vendor', 'payout list, page 1', '/api/transfer'),
    page999('vendor', 'payout list', '/api/transfer'),
    json('vendor', 'payout detail', `/api/transfer/${fixtures.payoutId}`),
    json('vendor', 'statement', '/api/transfer/statement'),
    json('vendor', 'own bank details', `/api/user/${vendorId}/bank`),
    json('vendor', 'own standards (counted now)', '/api/standards'),
    json('vendor', 'messages overview', '/api/message'),
    json('vendor', 'messages unread count', '/api/message/unread-count'),
    csv('admin', 'sales export, one month a year ago', `/api/sale/export${query(monthAgo)}`),
    csv('admin', 'payouts export, all', '/api/transfer/export'),
    csv('admin', 'audit export, one month a year ago', `/api/audit/export${query(monthAgo)}`),
    csv('admin', 'audit export, all', '/api/audit/export'),
    csv('admin', 'standards export, every vendor', '/api/standards/vendors.csv'),
    csv('vendor', 'sales export, all', '/api/sale/export'),
    csv('vendor', 'payouts export, all', '/api/transfer/export'),
    csv('vendor', 'statement export', '/api/transfer/statement/export'),
    csv('vendor', 'payout tax invoice (PDF)', `/api/transfer/${fixtures.payoutId}/invoice.pdf`),
    csv('vendor', 'sale invoice (PDF)', `/api/sale/${fixtures.vendorSaleId}/invoice.pdf`),
  ];
}

/** The vendor's batch of packing slips, the biggest a batch may be, measured on its own (a POST). */
export const PACKING_SLIPS: BenchCall = {
  name: 'vendor packing slips, 500 sales in one PDF',
  role: 'vendor',
  path: '/api/sale/packing-slips.pdf',
  kind: 'export',
};

/** The million-row export, measured on its own with a concurrent load on the sale list. */
export const FULL_SALES_EXPORT: BenchCall = {
  name: 'admin sales export, every sale',
  role: 'admin',
  path: '/api/sale/export',
  kind: 'export',
};
