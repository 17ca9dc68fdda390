import { randomUUID } from 'node:crypto';
import { ROLE_SUPER_ADMIN, ROLE_VENDOR } from '@soko/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import {
  categories,
  identityVerifications,
  type NewCategory,
  type NewUserRow,
  users,
  type VendorProfileValues,
  vendorProfiles,
} from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { PRODUCT_IMAGE_URL_PREFIX, storeProductImages } from '../modules/products/products.images.ts';
import { rebuildSaleTotals } from '../modules/sales/sale-totals.repo.ts';
import { refreshStandards } from '../modules/standards/index.ts';
import { findUserByEmail } from '../modules/users/accounts.read.ts';
import { ensureSuperAdmin } from '../modules/users/admin-bootstrap.ts';
import {
  BENCH_VENDOR_EMAIL,
  BENCH_VENDOR_PASSWORD,
  BUSINESS_KINDS,
  BUSINESS_WORDS,
  benchCategoryTree,
  FIRST_NAMES,
  LAST_NAMES,
  LOCALITIES,
  STREET_NAMES,
  STREET_TYPES,
  seededRandom,
  validAbn,
} from './seed-data.ts';
import { insertReviews, rebuildRatings } from './seed-reviews.ts';
import {
  dropKeysAndIndexes,
  LOADED_TABLES,
  restoreKeysAndIndexes,
  setUserTriggers,
  TABLES_WITH_REBUILT_TRIGGERS,
} from './seed-schema.ts';
import {
  type BenchContext,
  type BenchImage,
  type BenchVendorRow,
  type CategoryLeaf,
  createHelpers,
  insertAudit,
  insertCatalogue,
  insertMessages,
  insertOrders,
  insertPayouts,
  insertSaleItems,
  insertSales,
  insertShippingRates,
  insertStatusHistory,
  PER_VENDOR,
  refundCancelledSales,
  rowsOf,
  spreadSaleLineFees,
  stageImages,
  stagePayouts,
  stageProducts,
  stageSales,
  stageVendors,
} from './seed-sql.ts';
import { verifyInvariants } from './seed-verify.ts';

/**
 * `npm run bench:seed`: fills the PostgreSQL database of DATABASE_URL with the benchmark
 * marketplace (BENCH_SCALE=large: 1,000 vendors and 1,000,000 sales; small: a tenth). It refuses a
 * database that holds anything but the super admin, so it can never mix with real data.
 */

const BENCH_SCALES = { large: 1000, small: 100 } as const;
type BenchScaleName = keyof typeof BENCH_SCALES;
/** The busy vendor sells twice as much as the average vendor. */
const BENCH_VENDOR_WEIGHT = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_COLOURS = ['#b45309', '#15803d', '#1d4ed8', '#9d174d', '#6d28d9', '#0f766e', '#a16207', '#be123c'];

/** The tables whose exact sizes the seed prints at the end. */
const COUNTED_TABLES = [
  'users',
  'products',
  'product_variants',
  'product_images',
  'orders',
  'sales',
  'sale_items',
  'sale_status_history',
  'payouts',
  'payout_lines',
  'messages',
  'audit_log',
  'reviews',
];

/** The tables holding one row per account (the super admin's among them). */
const ACCOUNT_RECORD_TABLES = new Set([
  'vendor_profiles',
  'abn_checks',
  'identity_verifications',
  'vendor_pending_changes',
]);

class RefusedError extends Error {}

function scaleFromEnv(): BenchScaleName {
  const value = process.env.BENCH_SCALE ?? 'large';
  if (value === 'large' || value === 'small') return value;
  throw new RefusedError(`BENCH_SCALE must be large or small, not "${value}".`);
}

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const from = performance.now();
  process.stdout.write(`  ${label.padEnd(58, '.')} `);
  const result = await run();
  console.log(`${seconds(from).padStart(8)}  (total ${seconds(started)})`);
  return result;
}

/** Only the super admin may be there: anything else could be someone's data. */
async function refuseUnlessEmpty(db: Db, adminEmail: string): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const occupied: string[] = [];
  for (const { name } of tables) {
    const onlyAdmin =
      name === 'users'
        ? sql` where lower(email) <> ${adminEmail.toLowerCase()}`
        : ACCOUNT_RECORD_TABLES.has(name)
          ? sql` where user_id not in (select id from users where lower(email) = ${adminEmail.toLowerCase()})`
          : sql``;
    const [row] = await rowsOf<{ occupied: boolean }>(
      db,
      sql`select exists(select 1 from ${sql.raw(name)}${onlyAdmin}) as occupied`,
    );
    if (row?.occupied) occupied.push(name);
  }
  if (occupied.length > 0) {
    throw new RefusedError(
      `This database already holds data (${occupied.join(', ')}). The benchmark seed only fills a fresh ` +
        'database that holds nothing but the super admin: create an empty one (createdb) and point DATABASE_URL at it.',
    );
  }
}

/** A few product photos, stored once through the product form's resize; every product shares them. */
async function makeImages(app: FastifyInstance): Promise<BenchImage[]> {
  const uploads = await Promise.all(
    IMAGE_COLOURS.map(async (colour, index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200" fill="${colour}"/><circle cx="600" cy="520" r="${200 + index * 20}" fill="#fff7ed" fill-opacity="0.85"/><text x="600" y="1000" text-anchor="middle" font-family="sans-serif" font-size="90" font-weight="bold" fill="#ffffff">Soko bench ${index + 1}</text></svg>`;
      return {
        field: 'images',
        originalName: `bench-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        extension: 'jpg',
        bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(),
      };
    }),
  );
  return storeProductImages(app.deps, uploads);
}

interface VendorPlan {
  rows: (NewUserRow & { id: string })[];
  profiles: (VendorProfileValues & { userId: string })[];
  vendors: BenchVendorRow[];
}

/** Sale counts follow each vendor's weight, with the rounding spread so that they add up exactly. */
function planVendors(count: number, passwordHash: string, now: Date): VendorPlan {
  const random = seededRandom(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const weights = Array.from({ length: count }, (_, index) =>
    index === 0 ? BENCH_VENDOR_WEIGHT : 0.3 + 1.4 * random(),
  );
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const totalSales = count * PER_VENDOR.sales;
  const rows: VendorPlan['rows'] = [];
  const vendors: BenchVendorRow[] = [];
  const profiles: VendorPlan['profiles'] = [];
  let cumulativeWeight = 0;
  let saleOffset = 0;
  for (let index = 0; index < count; index++) {
    const idx = index + 1;
    const id = randomUUID();
    const bench = index === 0;
    const firstName = bench ? 'Bench' : pick(FIRST_NAMES);
    const lastName = bench ? 'Vendor' : pick(LAST_NAMES);
    const [suburb, state, postcode] = pick(LOCALITIES);
    const business = bench ? 'Sankofa Bench Market' : `${pick(BUSINESS_WORDS)} ${pick(BUSINESS_KINDS)} ${suburb}`;
    const slug = business.toLowerCase().replace(/[^a-z]+/g, '');
    // The busy vendor has sold for the whole two years; the others joined between 25 and 10 months ago.
    const joinedAt = new Date(now.getTime() - (bench ? 760 : 300 + 460 * random()) * DAY_MS);
    cumulativeWeight += weights[index] ?? 0;
    const saleEnd = Math.floor((totalSales * cumulativeWeight) / totalWeight + 1e-9);
    const saleCount = index === count - 1 ? totalSales - saleOffset : saleEnd - saleOffset;
    const digits = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
    rows.push({
      id,
      email: bench ? BENCH_VENDOR_EMAIL : `${firstName.toLowerCase().replace(/[^a-z]/g, '')}.${idx}@${slug}.com.au`,
      passwordHash,
      firstName,
      lastName,
      role: ROLE_VENDOR,
      emailVerifiedAt: joinedAt,
      activatedAt: joinedAt,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    profiles.push({
      userId: id,
      displayName: business,
      phone: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      abn: validAbn(random),
      address: `${1 + Math.floor(random() * 200)} ${pick(STREET_NAMES)} ${pick(STREET_TYPES)}`,
      suburb,
      state,
      postcode,
    });
    vendors.push({ idx, id, displayName: business, joinedAt, saleCount, saleOffset });
    saleOffset += saleCount;
  }
  return { rows, profiles, vendors };
}

/** Inserts the category tree level by level and returns each deepest node with its ancestors. */
async function insertCategories(db: Db, imageUrl: (index: number) => string): Promise<CategoryLeaf[]> {
  const rows: (NewCategory & { id: string })[] = [];
  const leaves: CategoryLeaf[] = [];
  const when = new Date(Date.now() - 800 * DAY_MS);
  const node = (title: string, level: number, categoryId: string | null, parentId: string | null) => {
    const row = {
      id: randomUUID(),
      title,
      description: `${title} from across Africa`,
      image: imageUrl(rows.length),
      level,
      categoryId,
      parentId,
      createdAt: when,
      updatedAt: when,
    };
    rows.push(row);
    return row.id;
  };
  for (const root of benchCategoryTree()) {
    const rootId = node(root.title, 0, null, null);
    for (const child of root.children) {
      const level1Id = node(child.title, 1, rootId, null);
      for (const leaf of child.children) {
        leaves.push({ rootId, level1Id, level2Id: node(leaf.title, 2, rootId, level1Id) });
      }
    }
  }
  for (const level of [0, 1, 2]) await db.insert(categories).values(rows.filter((row) => row.level === level));
  return leaves;
}

async function main() {
  if (!process.env.DATABASE_URL) {
    throw new RefusedError(
      'DATABASE_URL is not set. The benchmark seed fills a PostgreSQL database, e.g.\n' +
        '  createdb -h 127.0.0.1 -U postgres soko_bench_small\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/soko_bench_small BENCH_SCALE=small npm run bench:seed',
    );
  }
  const scale = scaleFromEnv();
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  console.log(`Soko benchmark seed, scale ${scale}: ${BENCH_SCALES[scale].toLocaleString('en-AU')} vendors`);
  // No pool settings: the load runs statements far longer than any request's timeout.
  const database = await step('migrating', () => openDatabase({ databaseUrl: config.databaseUrl }));
  const app = await buildApp({ config, database, logger: false });
  try {
    const { db } = database;
    await step('checking the database is empty', () => refuseUnlessEmpty(db, config.adminEmail));
    await step('super admin', () => ensureSuperAdmin(app.database.db, app.config));
    const admin = await findUserByEmail(db, config.adminEmail);
    if (!admin || admin.role !== ROLE_SUPER_ADMIN) throw new Error(`${config.adminEmail} is not a super admin`);
    const adminPasswordWorks = await verifyPassword(admin.passwordHash, config.adminPassword);
    const images = await step('product photos (sharp)', () => makeImages(app));
    const now = new Date();
    const passwordHash = await hashPassword(BENCH_VENDOR_PASSWORD);
    const plan = planVendors(BENCH_SCALES[scale], passwordHash, now);

    let commitFrom = performance.now();
    await db.transaction(async (tx) => {
      // The load is one transaction: a failure leaves the database as empty as it was.
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      await tx.execute(sql`set local temp_buffers = '1GB'`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await createHelpers(tx);
      const saved = await step('dropping keys and indexes of the loaded tables', () =>
        dropKeysAndIndexes(tx, LOADED_TABLES),
      );
      await setUserTriggers(tx, TABLES_WITH_REBUILT_TRIGGERS, false);
      const leaves = await step('vendors, stores and categories', async () => {
        for (let start = 0; start < plan.rows.length; start += 500) {
          await tx.insert(users).values(plan.rows.slice(start, start + 500));
          // users_open_records made each vendor's profile row: filled in here.
          await tx
            .insert(vendorProfiles)
            .values(plan.profiles.slice(start, start + 500))
            .onConflictDoUpdate({
              target: vendorProfiles.userId,
              set: {
                displayName: sql`excluded.display_name`,
                phone: sql`excluded.phone`,
                abn: sql`excluded.abn`,
                address: sql`excluded.c_address`,
                suburb: sql`excluded.suburb`,
                state: sql`excluded.state`,
                postcode: sql`excluded.postcode`,
              },
            });
        }
        // Every bench vendor is verified, as of when they joined.
        await tx.execute(
          sql`update ${identityVerifications} set identity_status = 'approved', identity_reviewed_at = users.created_at from users where users.id = ${identityVerifications.userId} and users.role = ${ROLE_VENDOR}`,
        );
        return insertCategories(tx, (index) => {
          const image = images[index % images.length];
          return `${config.appUrl}${PRODUCT_IMAGE_URL_PREFIX}${image?.file ?? ''}`;
        });
      });
      const context: BenchContext = { now, adminId: admin.id, vendors: plan.vendors, leaves, images };
      await stageVendors(tx, context);
      await stageImages(tx, context);
      await step('planning products and variants', () => stageProducts(tx, context));
      await step('planning sales, orders and statuses', () => stageSales(tx, context));
      await step('planning payouts', () => stagePayouts(tx, context));
      await step('shipping rates', () => insertShippingRates(tx));
      await step('sale items', () => insertSaleItems(tx, context));
      await step('sales', () => insertSales(tx));
      await step('orders', () => insertOrders(tx));
      await step('sale status history', () => insertStatusHistory(tx));
      await step('cancelled sales refunded in full', () => refundCancelledSales(tx));
      await step("sale lines' shares of shipping and fee", () => spreadSaleLineFees(tx));
      await step('payouts and their lines', () => insertPayouts(tx, context));
      await step('products, variants, images and subcategories', () => insertCatalogue(tx, context));
      await step('messages', () => insertMessages(tx, context));
      await step('audit log', () => insertAudit(tx, context));
      await step('reviews of delivered sales', () => insertReviews(tx, now));
      const slowest: { what: string; ms: number }[] = [];
      await step(`keys, ${saved.indexes.length} indexes and foreign keys rebuilt`, () =>
        restoreKeysAndIndexes(tx, saved, async (what, run) => {
          const from = performance.now();
          await run();
          slowest.push({ what, ms: performance.now() - from });
        }),
      );
      for (const { what, ms } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
        console.log(`      ${(ms / 1000).toFixed(1).padStart(6)} s  ${what}`);
      }
      await setUserTriggers(tx, TABLES_WITH_REBUILT_TRIGGERS, true);
      // Sets each sale's payout from the payout lines and recomputes the per-day sale figures.
      await step('sale totals (rebuildSaleTotals)', () => rebuildSaleTotals(tx));
      await step('product and vendor ratings', () => rebuildRatings(tx));
      process.stdout.write(`  ${'committing'.padEnd(58, '.')} `);
      commitFrom = performance.now();
    });
    console.log(`${seconds(commitFrom).padStart(8)}  (total ${seconds(started)})`);
    // This machine's PostgreSQL runs without autovacuum: without statistics and a visibility map, plans go wrong.
    await step('vacuum analyze', async () => {
      await db.execute(sql`vacuum analyze`);
    });
    // The kept standards the staff list reads, as the daily job keeps them (vendors past a line are told).
    await step('service standards (refreshStandards)', async () => {
      await refreshStandards(app.deps);
      await db.execute(sql`vacuum analyze vendor_standards`);
    });
    const report = await verifyInvariants(db, async (name, run) => {
      await step(`check: ${name.slice(0, 50)}`, async () => {
        const failure = await run();
        if (failure) process.stdout.write(`FAILED (${failure}) `);
      });
    });
    const counts = await rowsOf<{ name: string; rows: string }>(
      db,
      sql.join(
        COUNTED_TABLES.map(
          (table) => sql`select ${table} as name, count(*)::text as rows from ${sql.identifier(table)}`,
        ),
        sql` union all `,
      ),
    );
    counts.sort((a, b) => COUNTED_TABLES.indexOf(a.name) - COUNTED_TABLES.indexOf(b.name));
    console.log(`\nRows: ${counts.map((row) => `${row.name} ${Number(row.rows).toLocaleString('en-AU')}`).join(', ')}`);
    const [busy] = await rowsOf<{ sales: string }>(
      db,
      sql`select count(*)::text as sales from sales s join users u on u.id = s.vendor_id where u.email = ${BENCH_VENDOR_EMAIL}`,
    );
    console.log(`Seeded in ${seconds(started)}.`);
    console.log('\nLogins:');
    console.log(
      `  super admin  ${config.adminEmail} / ${adminPasswordWorks ? config.adminPassword : '(the password it already had; ADMIN_PASSWORD does not match it)'}`,
    );
    console.log(`  busy vendor  ${BENCH_VENDOR_EMAIL} / ${BENCH_VENDOR_PASSWORD} (${busy?.sales ?? 0} sales)`);
    console.log(`  every other vendor has the same password, e.g. ${plan.rows[1]?.email ?? ''}`);
    if (report.failures.length > 0) {
      console.error(`\n${report.failures.length} invariants do not hold:\n  ${report.failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RefusedError || error instanceof ConfigError ? `\n${error.message}` : error);
  process.exit(1);
});
