import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** This share of delivered sales has a review of its first item: about 100,000 at `large`. */
const REVIEWED_SHARE = 0.15;
const REPLIED_SHARE = 0.4;
const HIDDEN_SHARE = 0.02;

const TITLES = ['Lovely', 'As described', 'Great quality', 'Fast delivery', 'Not what I expected', ''];
const BODIES = [
  'Beautiful work, arrived well packed and sooner than I thought.',
  'Good value. The colour is a little darker than in the photo.',
  'Exactly as described. Would buy from this seller again.',
  'Took a while to arrive but worth the wait.',
  'Smaller than I expected, but nicely made.',
];

/**
 * Reviews of a share of the delivered sales (the first item of each), written a few days after
 * delivery, some replied to and a few hidden, in time order. The table's trigger is off during the
 * load (TABLES_WITH_REBUILT_TRIGGERS), so `rebuildRatings` writes the kept figures afterwards.
 */
export async function insertReviews(db: Db, now: Date): Promise<void> {
  const at = sql.raw(`'${now.toISOString()}'::timestamptz`);
  await db.execute(sql`
    insert into reviews (order_id, sale_id, vendor_id, product_id, product_name, rating, title, body, status,
      hidden_reason, reply_body, replied_at, reply_updated_at, created_at, updated_at)
    select s.order_id, s.id, s.vendor_id, i.product_id, i.name, r.rating,
      pg_temp.bench_pick(${sql.param(TITLES)}::text[], b.seq, 110),
      pg_temp.bench_pick(${sql.param(BODIES)}::text[], b.seq, 111),
      case when r.hidden then 'hidden' else 'visible' end,
      case when r.hidden then 'Shares a person''s contact details' end,
      case when r.replied then 'Thank you for your review!' end,
      case when r.replied then r.written_at + interval '1 day' end,
      case when r.replied then r.written_at + interval '1 day' end,
      r.written_at, r.written_at
    from bench_sale b
    join sales s on s.id = b.id
    join sale_items i on i.sale_id = s.id and i.position = 0
    cross join lateral (
      select (case when pg_temp.bench_rand(b.seq, 112) < 0.55 then 5 when pg_temp.bench_rand(b.seq, 112) < 0.8 then 4
          when pg_temp.bench_rand(b.seq, 112) < 0.9 then 3 when pg_temp.bench_rand(b.seq, 112) < 0.95 then 2 else 1 end)
          as rating,
        pg_temp.bench_rand(b.seq, 113) < ${REPLIED_SHARE} as replied,
        pg_temp.bench_rand(b.seq, 114) < ${HIDDEN_SHARE} as hidden,
        greatest(b.delivered_at, least(${at} - interval '1 hour',
          b.delivered_at + (1 + 10 * pg_temp.bench_rand(b.seq, 115)) * interval '1 day')) as written_at
    ) as r
    where b.status = 'Delivered' and pg_temp.bench_rand(b.seq, 116) < ${REVIEWED_SHARE} and i.product_id is not null
    order by r.written_at`);
}

/** The kept ratings from the reviews, as the trigger `reviews_keep_ratings` would have written them. */
export async function rebuildRatings(db: Db): Promise<void> {
  await db.execute(sql`
    insert into product_ratings (product_id, reviews, rating_sum)
    select product_id, count(*), sum(rating) from reviews
    where status = 'visible' and product_id is not null group by product_id`);
  await db.execute(sql`
    insert into vendor_ratings (vendor_id, reviews, rating_sum)
    select vendor_id, count(*), sum(rating) from reviews where status = 'visible' group by vendor_id`);
}

/** The seed's check: the kept ratings equal a fresh count and sum. */
export const RATINGS_INVARIANT = {
  name: 'kept product and vendor ratings equal the visible reviews',
  violations: sql`select (select count(*) from (
      select product_id, count(*)::int as reviews, sum(rating)::int as rating_sum from reviews
      where status = 'visible' and product_id is not null group by product_id) fresh
      full join (select * from product_ratings where reviews > 0) kept on kept.product_id = fresh.product_id
      where fresh.reviews is distinct from kept.reviews or fresh.rating_sum is distinct from kept.rating_sum)
    + (select count(*) from (
      select vendor_id, count(*)::int as reviews, sum(rating)::int as rating_sum from reviews
      where status = 'visible' group by vendor_id) fresh
      full join (select * from vendor_ratings where reviews > 0) kept on kept.vendor_id = fresh.vendor_id
      where fresh.reviews is distinct from kept.reviews or fresh.rating_sum is distinct from kept.rating_sum)`,
};
