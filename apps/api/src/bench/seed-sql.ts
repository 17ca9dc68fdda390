import { MARKETPLACE_TIME_ZONE, SHIPPING, VARIANT_OPTION } from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lineFeeBackfillStatement } from '../db/line-fee-backfill.ts';
import {
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCALITIES,
  MESSAGE_BODIES,
  MESSAGE_SUBJECTS,
  PAYMENT_METHODS,
  PRODUCT_ADJECTIVES,
  PRODUCT_NOUNS,
  STREET_NAMES,
  STREET_TYPES,
  VARIANT_SETS,
} from './seed-data.ts';

/**
 * The set-based statements that generate the benchmark marketplace. Every random choice is a hash
 * of a row's sequence number (pg_temp.bench_rand), not random(), so that two statements that need
 * the same choice (the items of a sale, then the sale's amounts) make it the same way.
 */

/** What one vendor has, at every scale: the scales differ only in the number of vendors. */
export const PER_VENDOR = {
  products: 100,
  sales: 1000,
  payouts: 20,
  messages: 50,
  auditRows: 200,
  /** Distinct buyers; repeat customers place the rest of the orders. */
  customers: 200,
} as const;

/** The newest products of each vendor are waiting for approval or were rejected, so none of them has sold. */
const UNAPPROVED_PER_VENDOR = 5;
/** This share of a vendor's products was listed the day they joined; the rest over the time since. */
const LISTED_AT_JOINING = 0.3;
/** Delivered sales older than this are paid out; newer ones wait in the vendor's remit list. */
const PAID_OUT_AFTER_DAYS = 45;
const SALE_HISTORY_DAYS = 730;

/**
 * Sales per order, repeated: 60 % of orders hold one vendor's sale, 28 % two and 12 % three. Sales
 * next to each other in time are grouped into orders by this pattern.
 */
const ORDER_SIZE_PATTERN = [1, 2, 1, 1, 3, 1, 2, 1, 1, 2, 1, 1, 3, 1, 2, 1, 1, 2, 1, 3, 1, 2, 1, 1, 2];

export interface BenchVendorRow {
  idx: number;
  id: string;
  displayName: string;
  joinedAt: Date;
  saleCount: number;
  /** The sequence number of the vendor's first sale, less one. */
  saleOffset: number;
}

export interface CategoryLeaf {
  rootId: string;
  level1Id: string;
  level2Id: string;
}

export interface BenchImage {
  file: string;
  thumbFile: string;
}

export interface BenchContext {
  now: Date;
  adminId: string;
  vendors: BenchVendorRow[];
  leaves: CategoryLeaf[];
  images: BenchImage[];
}

/** A constant written into the SQL, so that the planner sees it (row estimates of generate_series, ntile). */
function integer(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return sql.raw(String(value));
}

/** A value as one parameter: drizzle would otherwise spread an array into a list of parameters. */
const param = (value: unknown) => sql.param(value);

/** Both drivers answer raw SQL with `rows`; the generic Db type does not say so. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export async function createHelpers(db: Db): Promise<void> {
  // Inlined by the planner (an immutable one-expression SQL function), so it costs no call per row.
  await db.execute(sql`
    create function pg_temp.bench_rand(seed bigint, salt integer) returns double precision
    language sql immutable parallel safe
    as $$ select (hashint8extended(seed, salt) & 9007199254740991)::double precision / 9007199254740992 $$`);
  await db.execute(sql`
    create function pg_temp.bench_pick(list text[], seed bigint, salt integer) returns text
    language sql immutable parallel safe
    as $$ select list[1 + floor(pg_temp.bench_rand(seed, salt) * cardinality(list))::int] $$`);
}

export async function stageVendors(db: Db, context: BenchContext): Promise<void> {
  const { vendors } = context;
  await db.execute(sql`
    create temp table bench_vendor on commit drop as
    select * from unnest(
      ${param(vendors.map((vendor) => vendor.idx))}::int[],
      ${param(vendors.map((vendor) => vendor.id))}::uuid[],
      ${param(vendors.map((vendor) => vendor.displayName))}::text[],
      ${param(vendors.map((vendor) => vendor.joinedAt.toISOString()))}::timestamptz[],
      ${param(vendors.map((vendor) => vendor.saleCount))}::int[],
      ${param(vendors.map((vendor) => vendor.saleOffset))}::bigint[]
    ) as vendor(idx, id, display_name, joined_at, sale_count, sale_offset)`);
  await db.execute(sql`
    create temp table bench_leaf on commit drop as
    select * from unnest(
      ${param(context.leaves.map((leaf) => leaf.rootId))}::uuid[],
      ${param(context.leaves.map((leaf) => leaf.level1Id))}::uuid[],
      ${param(context.leaves.map((leaf) => leaf.level2Id))}::uuid[]
    ) with ordinality as leaf(root_id, level1_id, level2_id, idx)`);
  await db.execute(sql`analyze bench_vendor`);
  await db.execute(sql`analyze bench_leaf`);
  await db.execute(sql`
    insert into stores (vendor_id, bio, created_at, updated_at)
    select id, display_name || ' brings the flavours and crafts of Africa to Australia, shipped from our own shelves.',
      joined_at, joined_at
    from bench_vendor`);
}

/** The seed's one instant, as a constant: every statement ages its rows from the same moment. */
const now = (context: BenchContext) => sql.raw(`'${context.now.toISOString()}'::timestamptz`);

export async function stageProducts(db: Db, context: BenchContext): Promise<void> {
  const perVendor = integer(PER_VENDOR.products);
  const listedAtJoining = integer(Math.ceil(PER_VENDOR.products * LISTED_AT_JOINING));
  const firstUnapproved = integer(PER_VENDOR.products - UNAPPROVED_PER_VENDOR + 1);
  const thumbs = param(context.images.map((image) => image.thumbFile));
  await db.execute(sql`
    create temp table bench_product on commit drop as
    select b.seq, b.vendor_idx, b.vendor_id, b.k, gen_random_uuid() as id,
      pg_temp.bench_pick(${param(PRODUCT_ADJECTIVES)}::text[], b.seq, 1) || ' ' ||
        pg_temp.bench_pick(${param(PRODUCT_NOUNS)}::text[], b.seq, 2) as name,
      ((5 + floor(pg_temp.bench_rand(b.seq, 3) ^ 2 * 290)) * 100 - 5)::int as price_cents,
      (case when pg_temp.bench_rand(b.seq, 4) < 0.8 then 0 when pg_temp.bench_rand(b.seq, 4) < 0.9 then 10
        when pg_temp.bench_rand(b.seq, 4) < 0.96 then 20 else 30 end) as sales_percentage,
      shipping.provider, shipping.shipping, shipping.delivery_price_cents,
      (case when shipping.provider = 'Fixed Delivery' then 0 else 10 + floor(pg_temp.bench_rand(b.seq, 8) * 50) end)::numeric(10, 2) as length_cm,
      (case when shipping.provider = 'Fixed Delivery' then 0 else 10 + floor(pg_temp.bench_rand(b.seq, 9) * 40) end)::numeric(10, 2) as width_cm,
      (case when shipping.provider = 'Fixed Delivery' then 0 else 5 + floor(pg_temp.bench_rand(b.seq, 10) * 30) end)::numeric(10, 2) as height_cm,
      round((0.2 + pg_temp.bench_rand(b.seq, 11) * 4.8)::numeric, 2)::numeric(10, 2) as weight_kg,
      pg_temp.bench_rand(b.seq, 12) < 0.2 as has_variants,
      floor(pg_temp.bench_rand(b.seq, 13) * ${integer(VARIANT_SETS.length)})::int as variant_set,
      floor(pg_temp.bench_rand(b.seq, 14) * 300)::int as stock,
      (case when b.k >= ${firstUnapproved} then
          (case when pg_temp.bench_rand(b.seq, 15) < 0.6 then 'pending'
            when pg_temp.bench_rand(b.seq, 15) < 0.85 then 'rejected' else 'approved' end)
        else 'approved' end) as approval,
      (case when pg_temp.bench_rand(b.seq, 16) < 0.05 then 'paused' else 'active' end) as status,
      (case when b.k <= ${listedAtJoining} then b.joined_at
        else b.joined_at + (b.k - ${listedAtJoining})::double precision / (${perVendor} - ${listedAtJoining})
          * (${now(context)} - interval '1 day' - b.joined_at) end) as listed_at,
      leaf.root_id, leaf.level1_id, leaf.level2_id,
      1 + floor(pg_temp.bench_rand(b.seq, 18) * 3)::int as image_count,
      (${thumbs}::text[])[1 + b.seq % ${integer(context.images.length)}] as thumb_file,
      b.display_name as brand
    from (
      select (v.idx - 1) * ${perVendor} + k as seq, v.idx as vendor_idx, v.id as vendor_id, v.joined_at,
        v.display_name, k
      from bench_vendor v cross join generate_series(1, ${perVendor}) as k
    ) as b
    cross join lateral (
      select fixed.provider,
        (case when fixed.provider = 'Fixed Delivery' and pg_temp.bench_rand(b.seq, 6) < 0.3
          then ${integer(SHIPPING.free)} else ${integer(SHIPPING.paid)} end) as shipping,
        (case when fixed.provider = 'Fixed Delivery' and pg_temp.bench_rand(b.seq, 6) >= 0.3
          then ((5 + floor(pg_temp.bench_rand(b.seq, 7) * 16)) * 100 - 5)::int else 0 end) as delivery_price_cents
      from (select case when pg_temp.bench_rand(b.seq, 5) < 0.7 then 'Fixed Delivery'
        else pg_temp.bench_pick(array['Australia Post', 'Sendle', 'TransDirect'], b.seq, 17) end as provider) as fixed
    ) as shipping
    join bench_leaf leaf on leaf.idx = 1 + (hashint8extended(b.seq, 19) & 2147483647) % ${integer(context.leaves.length)}`);
  await db.execute(sql`
    create temp table bench_variant on commit drop as
    select gen_random_uuid() as id, p.id as product_id, p.seq, position,
      (${param(VARIANT_SETS.flat())}::text[])[p.variant_set * 3 + position + 1] as size,
      (round(p.price_cents * (1 + 0.25 * position) / 5) * 5)::int as price_cents,
      floor(pg_temp.bench_rand(p.seq * 3 + position, 20) * 80)::int as stock,
      p.weight_kg
    from bench_product p cross join generate_series(0, 2) as position
    where p.has_variants`);
  await db.execute(sql`analyze bench_product`);
  await db.execute(sql`analyze bench_variant`);
}

/**
 * Each vendor's sales over the last two years (more recent days busier, as a growing marketplace),
 * grouped into orders of one to three vendors, each with its status reached by its age.
 */
export async function stageSales(db: Db, context: BenchContext): Promise<void> {
  const cycle = ORDER_SIZE_PATTERN.reduce((sum, size) => sum + size, 0);
  const orderOfPosition = ORDER_SIZE_PATTERN.flatMap((size, order) => Array.from({ length: size }, () => order));
  await db.execute(sql`
    create temp table bench_sale_raw on commit drop as
    select b.seq, b.vendor_idx, b.vendor_id,
      b.window_start + (${now(context)} - interval '5 minutes' - b.window_start)
        * ((sqrt(0.16 + 2.4 * pg_temp.bench_rand(b.seq, 30)) - 0.4) / 1.2) as raw_at
    from (
      select v.sale_offset + j as seq, v.idx as vendor_idx, v.id as vendor_id,
        greatest(v.joined_at + interval '1 day', ${now(context)} - ${integer(SALE_HISTORY_DAYS)} * interval '1 day') as window_start
      from bench_vendor v cross join generate_series(1, v.sale_count) as j
    ) as b`);
  // Sales next to each other in time form an order; a vendor twice in one group gets an order of its own.
  await db.execute(sql`
    create temp table bench_sale_timed on commit drop as
    with ranked as (
      select s.*, row_number() over (order by raw_at, seq) - 1 as rank from bench_sale_raw s
    ), grouped as (
      select ranked.*, (rank / ${integer(cycle)}) * ${integer(ORDER_SIZE_PATTERN.length)}
        + (${param(orderOfPosition)}::int[])[1 + (rank % ${integer(cycle)})::int] as block
      from ranked
    ), split as (
      select grouped.*, row_number() over (partition by block, vendor_idx order by rank) as repeat from grouped
    )
    select seq, vendor_idx, vendor_id, block * 4 + repeat as order_key,
      min(raw_at) over (partition by block, repeat) as created_at
    from split`);
  await db.execute(sql`drop table bench_sale_raw`);
  // Step times (hours after the sale) are squeezed into the sale's age, so every step is in the past.
  await db.execute(sql`
    create temp table bench_sale on commit drop as
    select t.seq, gen_random_uuid() as id, t.vendor_idx, t.vendor_id, t.order_key, t.created_at, plan.status,
      plan.processed, plan.cancelled_from_processing,
      t.created_at + plan.processing_hours * squeeze.factor * interval '1 hour' as processing_at,
      t.created_at + plan.shipped_hours * squeeze.factor * interval '1 hour' as shipped_at,
      t.created_at + plan.delivered_hours * squeeze.factor * interval '1 hour' as delivered_at,
      t.created_at + plan.cancel_hours * squeeze.factor * interval '1 hour' as cancelled_at,
      t.created_at + plan.final_hours * squeeze.factor * interval '1 hour' as updated_at,
      (case when plan.status in ('Shipped', 'Delivered') then
        (case when pg_temp.bench_rand(t.seq, 40) < 0.6
          then 'AP' || lpad(((hashint8extended(t.seq, 41) & 9007199254740991) % 1000000000000)::text, 12, '0') || 'AU'
          else 'SNDL' || lpad(((hashint8extended(t.seq, 41) & 9007199254740991) % 100000000)::text, 8, '0') end)
        else '' end) as tracking_number,
      (case when pg_temp.bench_rand(t.seq, 42) < 0.1 then ${context.adminId}::uuid else t.vendor_id end) as actor_id
    from bench_sale_timed t
    cross join lateral (
      select extract(epoch from ${now(context)} - t.created_at) / 3600 as age_hours,
        pg_temp.bench_rand(t.seq, 31) as cancel_draw, pg_temp.bench_rand(t.seq, 32) as progress_draw
    ) as draw
    cross join lateral (
      select case
        when draw.cancel_draw < 0.06 then 'Cancel'
        when draw.age_hours > 14 * 24 then case when draw.progress_draw < 0.993 then 'Delivered'
          when draw.progress_draw < 0.997 then 'Shipped' when draw.progress_draw < 0.9985 then 'Processing'
          else 'Not processed' end
        when draw.age_hours > 7 * 24 then case when draw.progress_draw < 0.85 then 'Delivered'
          when draw.progress_draw < 0.97 then 'Shipped' when draw.progress_draw < 0.99 then 'Processing'
          else 'Not processed' end
        when draw.age_hours > 2 * 24 then case when draw.progress_draw < 0.25 then 'Delivered'
          when draw.progress_draw < 0.75 then 'Shipped' when draw.progress_draw < 0.9 then 'Processing'
          else 'Not processed' end
        else case when draw.progress_draw < 0.15 then 'Shipped' when draw.progress_draw < 0.5 then 'Processing'
          else 'Not processed' end
      end as status
    ) as reached
    cross join lateral (
      select 3 + 30 * pg_temp.bench_rand(t.seq, 33) as processing,
        12 + 48 * pg_temp.bench_rand(t.seq, 34) as shipping,
        48 + 120 * pg_temp.bench_rand(t.seq, 35) as delivery,
        2 + 40 * pg_temp.bench_rand(t.seq, 36) as cancel,
        -- Processing may be skipped on the way to Shipped (and a sale may be cancelled before it).
        pg_temp.bench_rand(t.seq, 37) < 0.8 as via_processing,
        pg_temp.bench_rand(t.seq, 38) < 0.4 as cancel_after_processing
    ) as step
    cross join lateral (
      select reached.status,
        (reached.status = 'Processing' or (reached.status in ('Shipped', 'Delivered') and step.via_processing)
          or (reached.status = 'Cancel' and step.cancel_after_processing)) as processed,
        (reached.status = 'Cancel' and step.cancel_after_processing) as cancelled_from_processing,
        (case when reached.status = 'Cancel' then step.cancel * 0.5 else step.processing end) as processing_hours,
        step.processing + step.shipping as shipped_hours,
        step.processing + step.shipping + step.delivery as delivered_hours,
        step.cancel as cancel_hours,
        (case reached.status when 'Processing' then step.processing when 'Shipped' then step.processing + step.shipping
          when 'Delivered' then step.processing + step.shipping + step.delivery when 'Cancel' then step.cancel
          else 0 end) as final_hours
    ) as plan
    cross join lateral (
      select case when plan.final_hours = 0 then 1 else least(1, draw.age_hours * 0.98 / plan.final_hours) end as factor
    ) as squeeze`);
  await db.execute(sql`drop table bench_sale_timed`);
  await db.execute(sql`analyze bench_sale`);
  await db.execute(sql`
    create temp table bench_order on commit drop as
    select order_key, gen_random_uuid() as id, min(created_at) as created_at,
      floor(${integer(context.vendors.length * PER_VENDOR.customers)} * pg_temp.bench_rand(order_key, 50) ^ 1.5)::int as customer
    from bench_sale group by order_key`);
  await db.execute(sql`analyze bench_order`);
}

/** Each vendor's older delivered sales in PER_VENDOR.payouts payouts; the latest one still waits for the bank. */
export async function stagePayouts(db: Db, context: BenchContext): Promise<void> {
  await db.execute(sql`
    create temp table bench_payout_member on commit drop as
    select seq, vendor_idx, delivered_at,
      ntile(${integer(PER_VENDOR.payouts)}) over (partition by vendor_idx order by created_at, seq) as tile
    from bench_sale
    where status = 'Delivered' and delivered_at < ${now(context)} - ${integer(PAID_OUT_AFTER_DAYS)} * interval '1 day'`);
  await db.execute(sql`
    create temp table bench_payout on commit drop as
    select m.vendor_idx, m.tile, gen_random_uuid() as id, v.id as vendor_id,
      least(${now(context)} - interval '2 days', max(m.delivered_at) + interval '3 days') as created_at,
      m.tile = max(m.tile) over (partition by m.vendor_idx) as latest,
      row_number() over (order by m.vendor_idx, m.tile) as number
    from bench_payout_member m join bench_vendor v on v.idx = m.vendor_idx
    group by m.vendor_idx, m.tile, v.id`);
  await db.execute(sql`analyze bench_payout_member`);
  await db.execute(sql`analyze bench_payout`);
}

/**
 * What carriers charge in the benchmark marketplace: a default for every carrier, and every tenth
 * vendor its own Australia Post rate with free shipping from $100, so that both kinds of rate and
 * the threshold price real sales.
 */
const BENCH_DEFAULT_RATES = [
  { provider: 'Australia Post', perParcelCents: 1095, perKgCents: 295 },
  { provider: 'Sendle', perParcelCents: 895, perKgCents: 220 },
  { provider: 'TransDirect', perParcelCents: 1250, perKgCents: 180 },
] as const;

export async function insertShippingRates(db: Db): Promise<void> {
  await db.execute(sql`
    insert into shipping_rates (vendor_id, provider, per_parcel_cents, per_kg_cents, free_over_cents)
    select null, rate.provider, rate.per_parcel, rate.per_kg, null
    from unnest(${param(BENCH_DEFAULT_RATES.map((rate) => rate.provider))}::text[],
      ${param(BENCH_DEFAULT_RATES.map((rate) => rate.perParcelCents))}::int[],
      ${param(BENCH_DEFAULT_RATES.map((rate) => rate.perKgCents))}::int[]) as rate(provider, per_parcel, per_kg)
    union all
    select v.id, 'Australia Post', 895, 220, 10000 from bench_vendor v where v.idx % 10 = 0`);
}

/** Each sale line's share of its sale's shipping and fee: the bench's sales are on the marketplace fee. */
export async function spreadSaleLineFees(db: Db): Promise<void> {
  await db.execute(sql.raw(await lineFeeBackfillStatement()));
}

export async function insertSaleItems(db: Db, context: BenchContext): Promise<void> {
  const perVendor = integer(PER_VENDOR.products);
  const listedAtJoining = integer(Math.ceil(PER_VENDOR.products * LISTED_AT_JOINING));
  const sellable = integer(PER_VENDOR.products - UNAPPROVED_PER_VENDOR);
  // Three different products of the vendor that were listed when the sale was made.
  await db.execute(sql`
    insert into sale_items (sale_id, product_id, variant_id, variant_label, name, image_file, qty, price_cents, position)
    select s.id, p.id, variant.id, coalesce(variant.size, ''), p.name, p.thumb_file, amount.qty,
      floor((coalesce(variant.price_cents, p.price_cents)::bigint * (100 - p.sales_percentage) * 2 + 100) / 200)::int,
      pick.position
    from bench_sale s
    join bench_vendor v on v.idx = s.vendor_idx
    cross join lateral (
      select least(${sellable}, ${listedAtJoining} + floor(
        extract(epoch from s.created_at - v.joined_at)
          / extract(epoch from ${now(context)} - interval '1 day' - v.joined_at) * (${perVendor} - ${listedAtJoining})))::int as listed
    ) as catalogue
    cross join lateral (
      select 1 + floor(pg_temp.bench_rand(s.seq, 60) * catalogue.listed)::int as first,
        1 + floor(pg_temp.bench_rand(s.seq, 61) * (catalogue.listed - 1))::int as second_step,
        1 + floor(pg_temp.bench_rand(s.seq, 62) * (catalogue.listed - 2))::int as third_draw
    ) as draw
    cross join lateral (values
      (0, draw.first),
      (1, (draw.first - 1 + draw.second_step) % catalogue.listed + 1),
      (2, (draw.first - 1 + draw.third_draw + (draw.third_draw >= draw.second_step)::int) % catalogue.listed + 1)
    ) as pick(position, k)
    join bench_product p on p.vendor_idx = s.vendor_idx and p.k = pick.k
    left join bench_variant variant on variant.product_id = p.id
      and variant.position = floor(pg_temp.bench_rand(s.seq * 3 + pick.position, 63) * 3)::int
    cross join lateral (
      select case when pg_temp.bench_rand(s.seq * 3 + pick.position, 64) < 0.75 then 1
        when pg_temp.bench_rand(s.seq * 3 + pick.position, 64) < 0.925 then 2 else 3 end as qty
    ) as amount`);
  // A sale's shipping as partShippingCents (packages/shared) prices it (README, decisions): Fixed
  // Delivery at the highest delivery price of its paid lines, plus one parcel per carrier of its paid
  // lines at the vendor's effective rate (its own, else the default), free from the rate's threshold.
  await db.execute(sql`
    create temp table bench_sale_money on commit drop as
    with line as (
      select i.sale_id, p.vendor_id, i.price_cents * i.qty as amount, p.shipping, p.provider, p.delivery_price_cents,
        i.qty * round(coalesce(nullif(variant.weight_kg, 0), p.weight_kg) * 100)::int as weight
      from sale_items i
      join bench_product p on p.id = i.product_id
      left join bench_variant variant on variant.id = i.variant_id
    ), part as (
      select sale_id, (array_agg(vendor_id))[1] as vendor_id, sum(amount)::int as price_cents,
        coalesce(max(delivery_price_cents) filter (where shipping = ${integer(SHIPPING.paid)}
          and provider = 'Fixed Delivery'), 0)::int as fixed_cents
      from line group by sale_id
    ), parcel as (
      select line.sale_id, line.provider, sum(line.weight)::bigint as weight
      from line where line.shipping = ${integer(SHIPPING.paid)} and line.provider <> 'Fixed Delivery'
      group by line.sale_id, line.provider
    ), priced as (
      select parcel.sale_id,
        sum(case when rate.free_over_cents is not null and part.price_cents >= rate.free_over_cents then 0
          else rate.per_parcel_cents + (rate.per_kg_cents * greatest(0, parcel.weight - 100) * 2 + 100) / 200 end)
          as cents
      from parcel
      join part on part.sale_id = parcel.sale_id
      left join shipping_rates own on own.vendor_id = part.vendor_id and own.provider = parcel.provider
      join shipping_rates fallback on fallback.vendor_id is null and fallback.provider = parcel.provider
      cross join lateral (
        select coalesce(own.per_parcel_cents, fallback.per_parcel_cents) as per_parcel_cents,
          coalesce(own.per_kg_cents, fallback.per_kg_cents)::bigint as per_kg_cents,
          (case when own.id is null then fallback.free_over_cents else own.free_over_cents end) as free_over_cents
      ) as rate
      group by parcel.sale_id
    )
    select part.sale_id, part.price_cents, (part.fixed_cents + coalesce(priced.cents, 0))::int as shipping_cents
    from part left join priced on priced.sale_id = part.sale_id`);
  await db.execute(sql`analyze bench_sale_money`);
}

/** The fee of packages/shared money.ts: 1.75 % of price + shipping plus 30 cents, half-up to the cent. */
export const feeSql = (subtotalCents: SQL) => sql`((${subtotalCents})::bigint * 350 + 10000) / 20000 + 30`;
/** The GST a fee includes (gstIncludedCents of money.ts): fee / 11, half-up; the bench marketplace is GST-registered. */
export const feeGstSql = (fee: SQL) => sql`((${fee}) * 2 + 11) / 22`;

export async function insertSales(db: Db): Promise<void> {
  // Inserted in time order, as the storefront would have, so the table is laid out like a real one.
  await db.execute(sql`
    insert into sales (id, order_id, vendor_id, status, tracking_number, price_cents, shipping_cents, fee_cents,
      fee_gst_cents, net_cents, payout_id, created_at, updated_at)
    select s.id, o.id, s.vendor_id, s.status, s.tracking_number, m.price_cents, m.shipping_cents, money.fee,
      ${feeGstSql(sql`money.fee`)}, m.price_cents + m.shipping_cents - money.fee, payout.id, s.created_at, s.updated_at
    from bench_sale s
    join bench_sale_money m on m.sale_id = s.id
    join bench_order o on o.order_key = s.order_key
    left join bench_payout_member member on member.seq = s.seq
    left join bench_payout payout on payout.vendor_idx = member.vendor_idx and payout.tile = member.tile
    cross join lateral (select (${feeSql(sql`m.price_cents + m.shipping_cents`)})::int as fee) as money
    order by s.created_at, s.seq`);
}

/**
 * Cancelled sales as the app leaves them: refunded in full with every item back in stock (stock and
 * sold were never taken for them here), one refund record each, no fee and no net.
 */
export async function refundCancelledSales(db: Db): Promise<void> {
  await db.execute(sql`
    insert into refunds (sale_id, idempotency_key, request_hash, amount_cents, shipping_cents, reason, restock,
      fee_change_cents, fee_gst_change_cents, net_change_cents, actor_id, created_at)
    select s.id, 'cancel:' || s.id, '', s.price_cents, s.shipping_cents, 'cancelled', items.restock,
      -s.fee_cents, -s.fee_gst_cents, -s.net_cents, b.actor_id, s.updated_at
    from sales s
    join bench_sale b on b.id = s.id
    -- One pass over the items (their indexes are rebuilt only at the end), not a lookup per sale.
    join (
      select i.sale_id, jsonb_agg(jsonb_build_object('itemId', i.id, 'qty', i.qty) order by i.position) as restock
      from sale_items i join bench_sale cancelled on cancelled.id = i.sale_id and cancelled.status = 'Cancel'
      group by i.sale_id
    ) as items on items.sale_id = s.id
    where s.status = 'Cancel'`);
  await db.execute(sql`
    update sale_items set restocked_qty = sale_items.qty from sales
    where sales.id = sale_items.sale_id and sales.status = 'Cancel'`);
  await db.execute(sql`
    update sales set refunded_cents = price_cents, refunded_shipping_cents = shipping_cents, fee_cents = 0,
      fee_gst_cents = 0, net_cents = 0
    where status = 'Cancel'`);
}

export async function insertOrders(db: Db): Promise<void> {
  const localities = {
    suburbs: param(LOCALITIES.map(([suburb]) => suburb)),
    states: param(LOCALITIES.map(([, state]) => state)),
    postcodes: param(LOCALITIES.map(([, , postcode]) => postcode)),
  };
  // Identity numbers are drawn row by row, so inserting in time order makes order numbers rise with time.
  await db.execute(sql`
    insert into orders (id, idempotency_key, request_hash, customer_name, customer_email, customer_phone,
      transaction_id, payment_method, delivery_address, subtotal_cents, shipping_cents, amount_cents, created_at)
    select o.id, 'bench-order-' || o.order_key, 'bench', buyer.first_name || ' ' || buyer.last_name,
      regexp_replace(lower(buyer.first_name), '[^a-z]', '', 'g') || '.'
        || regexp_replace(lower(buyer.last_name), '[^a-z]', '', 'g') || o.customer || '@'
        || pg_temp.bench_pick(${param(EMAIL_DOMAINS)}::text[], o.customer, 72),
      '04' || substr(buyer.digits, 1, 2) || ' ' || substr(buyer.digits, 3, 3) || ' ' || substr(buyer.digits, 6, 3),
      'pi_bench' || o.order_key,
      pg_temp.bench_pick(${param(PAYMENT_METHODS)}::text[], o.order_key, 73),
      jsonb_build_object(
        'unit', case when pg_temp.bench_rand(o.customer, 74) < 0.15
          then 'Unit ' || (1 + floor(pg_temp.bench_rand(o.customer, 75) * 30))::int else '' end,
        'c_address', (1 + floor(pg_temp.bench_rand(o.customer, 76) * 200))::int || ' '
          || pg_temp.bench_pick(${param(STREET_NAMES)}::text[], o.customer, 77) || ' '
          || pg_temp.bench_pick(${param(STREET_TYPES)}::text[], o.customer, 78),
        'suburb', (${localities.suburbs}::text[])[buyer.locality],
        'state', (${localities.states}::text[])[buyer.locality],
        'country', 'Australia',
        'postcode', (${localities.postcodes}::text[])[buyer.locality]),
      totals.subtotal, totals.shipping, totals.subtotal + totals.shipping, o.created_at
    from bench_order o
    join (
      select s.order_key, sum(m.price_cents)::int as subtotal, sum(m.shipping_cents)::int as shipping
      from bench_sale s join bench_sale_money m on m.sale_id = s.id
      group by s.order_key
    ) as totals on totals.order_key = o.order_key
    cross join lateral (
      select pg_temp.bench_pick(${param(FIRST_NAMES)}::text[], o.customer, 70) as first_name,
        pg_temp.bench_pick(${param(LAST_NAMES)}::text[], o.customer, 71) as last_name,
        lpad(((hashint8extended(o.customer, 79) & 2147483647) % 100000000)::text, 8, '0') as digits,
        1 + floor(pg_temp.bench_rand(o.customer, 80) * ${integer(LOCALITIES.length)})::int as locality
    ) as buyer
    order by o.created_at, o.order_key`);
}

/** The creation row of every sale, then one row per transition it went through. */
export async function insertStatusHistory(db: Db): Promise<void> {
  await db.execute(sql`
    insert into sale_status_history (sale_id, from_status, to_status, tracking_number, actor_id, created_at)
    select s.id, step.from_status, step.to_status, step.tracking_number, step.actor_id, step.at
    from bench_sale s
    cross join lateral (values
      (null, 'Not processed', '', null::uuid, s.created_at, true),
      ('Not processed', 'Processing', '', s.actor_id, s.processing_at, s.processed),
      (case when s.processed then 'Processing' else 'Not processed' end, 'Shipped', s.tracking_number, s.actor_id,
        s.shipped_at, s.status in ('Shipped', 'Delivered')),
      ('Shipped', 'Delivered', '', s.actor_id, s.delivered_at, s.status = 'Delivered'),
      (case when s.cancelled_from_processing then 'Processing' else 'Not processed' end, 'Cancel', '', s.actor_id,
        s.cancelled_at, s.status = 'Cancel')
    ) as step(from_status, to_status, tracking_number, actor_id, at, happened)
    where step.happened`);
}

export async function insertPayouts(db: Db, context: BenchContext): Promise<void> {
  const admin = sql`${context.adminId}::uuid`;
  await db.execute(sql`
    insert into payouts (id, vendor_id, idempotency_key, request_hash, gross_cents, fee_cents, fee_gst_cents, net_cents,
      sale_count, created_by, bank_reference, paid_at, marked_paid_by, created_at)
    select p.id, p.vendor_id, 'bench-payout-' || p.number, 'bench', totals.gross, totals.fee, totals.fee_gst, totals.net,
      totals.sales,
      ${admin},
      case when p.latest then '' else 'SOKO-' || to_char(p.created_at, 'YYYYMM') || '-' || p.number end,
      case when p.latest then null
        else (p.created_at at time zone ${MARKETPLACE_TIME_ZONE})::date + 1 end,
      case when p.latest then null else ${admin} end,
      p.created_at
    from bench_payout p
    join (
      select payout_id, sum(price_cents + shipping_cents)::int as gross, sum(fee_cents)::int as fee,
        sum(fee_gst_cents)::int as fee_gst, sum(net_cents)::int as net, count(*)::int as sales
      from sales where payout_id is not null group by payout_id
    ) as totals on totals.payout_id = p.id
    order by p.created_at, p.number`);
  await db.execute(sql`
    insert into payout_lines (payout_id, sale_id, subtotal_cents, fee_cents, fee_gst_cents, net_cents)
    select payout_id, id, price_cents + shipping_cents, fee_cents, fee_gst_cents, net_cents
    from sales where payout_id is not null`);
}

/** Products come after their sales so that `sold` is written once, from the items not cancelled. */
export async function insertCatalogue(db: Db, context: BenchContext): Promise<void> {
  await db.execute(sql`
    insert into products (id, vendor_id, name, price_cents, stock, short_details, category_id, sales_percentage,
      shipping, pick_up, brand, keywords, description, shipping_provider, delivery_price_cents, length_cm, width_cm,
      height_cm, weight_kg, same_address, variant_option, variant_name, sku, sold, status, approval, created_at, updated_at)
    select p.id, p.vendor_id, p.name, p.price_cents, coalesce(variants.stock, p.stock),
      'Made by ' || p.brand || '.', p.root_id, p.sales_percentage, p.shipping, false, p.brand,
      lower(p.name), '<p>' || p.name || ', from ' || p.brand || '. Carefully packed and shipped within two days.</p>',
      p.provider, p.delivery_price_cents, p.length_cm, p.width_cm, p.height_cm, p.weight_kg, true,
      case when p.has_variants then ${integer(VARIANT_OPTION.yes)} else ${integer(VARIANT_OPTION.no)} end,
      case when p.has_variants then (array['Size', 'Weight', 'Colour'])[p.variant_set + 1] else '' end,
      'BV' || p.vendor_idx || '-' || p.k, coalesce(sold.qty, 0), p.status, p.approval, p.listed_at, p.listed_at
    from bench_product p
    left join (select product_id, sum(stock)::int as stock from bench_variant group by product_id) as variants
      on variants.product_id = p.id
    left join (
      select i.product_id, sum(i.qty)::int as qty
      from sale_items i join bench_sale s on s.id = i.sale_id
      where s.status <> 'Cancel'
      group by i.product_id
    ) as sold on sold.product_id = p.id
    order by p.listed_at, p.seq`);
  await db.execute(sql`
    insert into product_variants (id, product_id, size, weight_kg, stock, price_cents, sku, position)
    select v.id, v.product_id, v.size, v.weight_kg, v.stock, v.price_cents, 'BV' || v.seq || '-' || v.position, v.position
    from bench_variant v`);
  await db.execute(sql`
    insert into product_images (product_id, file, thumb_file, position, created_at)
    select p.id, images.file, images.thumb_file, position, p.listed_at
    from bench_product p
    cross join generate_series(0, 2) as position
    join bench_image images on images.idx = 1 + (p.seq + position) % ${integer(context.images.length)}
    where position < p.image_count`);
  await db.execute(sql`
    insert into product_subcategories (product_id, subcategory_id, level)
    select id, level1_id, 1 from bench_product
    union all
    select id, level2_id, 2 from bench_product`);
}

export async function stageImages(db: Db, context: BenchContext): Promise<void> {
  await db.execute(sql`
    create temp table bench_image on commit drop as
    select * from unnest(
      ${param(context.images.map((image) => image.file))}::text[],
      ${param(context.images.map((image) => image.thumbFile))}::text[]
    ) with ordinality as image(file, thumb_file, idx)`);
}

/** Conversations between the staff and every vendor, both ways, mostly read. */
export async function insertMessages(db: Db, context: BenchContext): Promise<void> {
  const admin = sql`${context.adminId}::uuid`;
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, subject, body, read_at, receiver_trashed_at, created_at)
    select case when m.to_staff then v.id else ${admin} end, case when m.to_staff then ${admin} else v.id end,
      pg_temp.bench_pick(${param(MESSAGE_SUBJECTS)}::text[], m.n, 90),
      pg_temp.bench_pick(${param(MESSAGE_BODIES)}::text[], m.n, 91),
      case when pg_temp.bench_rand(m.n, 92) < 0.85
        then least(${now(context)}, m.created_at + (1 + 48 * pg_temp.bench_rand(m.n, 93)) * interval '1 hour') end,
      case when pg_temp.bench_rand(m.n, 94) < 0.05
        then least(${now(context)}, m.created_at + (50 + 100 * pg_temp.bench_rand(m.n, 95)) * interval '1 hour') end,
      m.created_at
    from (
      select n, 1 + (n - 1) % ${integer(context.vendors.length)} as vendor_idx,
        pg_temp.bench_rand(n, 96) < 0.5 as to_staff,
        ${now(context)} - pg_temp.bench_rand(n, 97) * ${integer(SALE_HISTORY_DAYS)} * interval '1 day' as created_at
      from generate_series(1, ${integer(context.vendors.length * PER_VENDOR.messages)}) as n
    ) as m
    join bench_vendor v on v.idx = m.vendor_idx
    order by m.created_at`);
}

/** Staff actions over two years, on real sales, products, payouts and vendors. */
export async function insertAudit(db: Db, context: BenchContext): Promise<void> {
  const total = context.vendors.length * PER_VENDOR.auditRows;
  const sales = context.vendors.length * PER_VENDOR.sales;
  const products = context.vendors.length * PER_VENDOR.products;
  await db.execute(sql`
    insert into audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
    select ${context.adminId}::uuid, a.action, split_part(a.action, '.', 1),
      case split_part(a.action, '.', 1) when 'sale' then s.id::text when 'product' then p.id::text
        when 'payout' then payout.id::text else v.id::text end,
      case a.action
        when 'sale.status' then jsonb_build_object('status', 'Shipped', 'tracking_number', s.tracking_number)
        when 'product.approve' then jsonb_build_object('approval', 'pending')
        when 'product.reject' then jsonb_build_object('approval', 'pending')
        when 'product.pause' then jsonb_build_object('status', 'active')
        when 'payout.markPaid' then jsonb_build_object('paidAt', null)
        when 'vendor.update' then jsonb_build_object('displayName', v.display_name)
        else null end,
      case a.action
        when 'sale.status' then jsonb_build_object('status', 'Delivered', 'tracking_number', s.tracking_number)
        when 'sale.resendMail' then jsonb_build_object('note', '')
        when 'product.approve' then jsonb_build_object('approval', 'approved')
        when 'product.reject' then jsonb_build_object('approval', 'rejected')
        when 'product.pause' then jsonb_build_object('status', 'paused')
        when 'payout.create' then jsonb_build_object('sales', payout.number)
        when 'payout.markPaid' then jsonb_build_object('bankReference', 'SOKO-' || payout.number)
        when 'vendor.update' then jsonb_build_object('displayName', v.display_name)
        else null end,
      ${now(context)} - pg_temp.bench_rand(a.n, 101) * ${integer(SALE_HISTORY_DAYS)} * interval '1 day'
    from (
      select n, case
        when pg_temp.bench_rand(n, 100) < 0.50 then 'sale.status'
        when pg_temp.bench_rand(n, 100) < 0.55 then 'sale.resendMail'
        when pg_temp.bench_rand(n, 100) < 0.60 then 'payout.create'
        when pg_temp.bench_rand(n, 100) < 0.65 then 'payout.markPaid'
        when pg_temp.bench_rand(n, 100) < 0.82 then 'product.approve'
        when pg_temp.bench_rand(n, 100) < 0.84 then 'product.reject'
        when pg_temp.bench_rand(n, 100) < 0.87 then 'product.pause'
        when pg_temp.bench_rand(n, 100) < 0.92 then 'vendor.update'
        else 'vendor.select' end as action
      from generate_series(1, ${integer(total)}) as n
    ) as a
    join bench_sale s on s.seq = 1 + (hashint8extended(a.n, 102) & 2147483647) % ${integer(sales)}
    join bench_product p on p.seq = 1 + (hashint8extended(a.n, 103) & 2147483647) % ${integer(products)}
    join bench_vendor v on v.idx = 1 + (hashint8extended(a.n, 104) & 2147483647) % ${integer(context.vendors.length)}
    join bench_payout payout on payout.number = 1 + (hashint8extended(a.n, 105) & 2147483647)
      % (select count(*) from bench_payout)
    order by 7`);
}
