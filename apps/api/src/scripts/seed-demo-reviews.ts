import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const TITLES = ['Beautiful work', 'As described', 'Lovely quality', 'Quick delivery', 'A little small', ''];
const BODIES = [
  'Arrived well packed and sooner than I expected. The colours are even richer in person.',
  'Exactly as in the photos. I have already ordered another as a gift.',
  'Good value, though the colour is a shade darker than on screen.',
  'Took a little while to arrive but it was worth the wait.',
  'Smaller than I pictured, but very nicely made.',
];

/**
 * Reviews of about a quarter of the demo's delivered sales (their first item), written a couple of
 * days after delivery, rated mostly 4 and 5 with a few low ones, a third replied to by the vendor.
 * The kept ratings follow from the table's trigger, as for reviews the storefront sends.
 */
export async function seedDemoReviews(db: Db, now: Date): Promise<void> {
  const at = sql.raw(`'${now.toISOString()}'::timestamptz`);
  await db.execute(sql`
    insert into reviews (order_id, sale_id, vendor_id, product_id, product_name, rating, title, body,
      reply_body, replied_at, reply_updated_at, created_at, updated_at)
    select s.order_id, s.id, s.vendor_id, i.product_id, i.name, pick.rating,
      (${sql.param(TITLES)}::text[])[1 + pick.draw % ${TITLES.length}],
      (${sql.param(BODIES)}::text[])[1 + pick.draw % ${BODIES.length}],
      case when pick.draw % 3 = 0 then 'Thank you for your kind words!' end,
      case when pick.draw % 3 = 0 then least(${at}, s.updated_at + interval '3 days') end,
      case when pick.draw % 3 = 0 then least(${at}, s.updated_at + interval '3 days') end,
      least(${at}, s.updated_at + interval '2 days'), least(${at}, s.updated_at + interval '2 days')
    from sales s
    join sale_items i on i.sale_id = s.id and i.position = 0
    cross join lateral (select abs(hashtext(s.id::text)) as draw) as hashed
    cross join lateral (
      select hashed.draw,
        (array[5, 5, 5, 4, 4, 5, 3, 4, 5, 2, 5, 4, 1, 5, 4])[1 + hashed.draw / 7 % 15] as rating
    ) as pick
    where s.status = 'Delivered' and i.product_id is not null and hashed.draw % 4 = 0
    order by s.updated_at`);
}
