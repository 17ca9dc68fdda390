import {
  type Carrier,
  canChangeSaleStatus,
  effectiveRate,
  gstIncludedCents,
  keptSaleMoneyCents,
  partShippingCents,
  SALE_STATUSES,
  type SaleStatus,
  type ShippingProvider,
  salePriceCents,
  unitWeightKg,
} from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { RATINGS_INVARIANT } from './seed-reviews.ts';
import { feeGstSql, feeSql, rowsOf } from './seed-sql.ts';

/**
 * The invariants the app keeps, checked on the generated data: each query counts the rows that
 * break one, and every count must be zero. The amounts are also recomputed in JavaScript by the
 * shared money functions on a sample, so that the SQL copy of the fee cannot drift from them.
 */
const INVARIANTS: { name: string; violations: SQL }[] = [
  {
    name: 'sale fee and net as money.ts computes them',
    violations: sql`select count(*) from sales
      where status <> 'Cancel' and (fee_cents <> ${feeSql(sql`price_cents + shipping_cents`)}
        or net_cents <> price_cents + shipping_cents - fee_cents or fee_gst_cents <> ${feeGstSql(sql`fee_cents`)}
        or refunded_cents <> 0 or refunded_shipping_cents <> 0)`,
  },
  {
    name: 'cancelled sales refunded in full, with one refund record and every item restocked',
    violations: sql`select count(*) from sales s
      left join (select sale_id, count(*) as n, sum(amount_cents) as amount, sum(shipping_cents) as shipping
        from refunds group by sale_id) r on r.sale_id = s.id
      where (s.status = 'Cancel') <> coalesce(r.n = 1, false)
        or (s.status = 'Cancel' and (s.fee_cents <> 0 or s.net_cents <> 0 or s.fee_gst_cents <> 0
          or r.amount <> s.price_cents or r.shipping <> s.shipping_cents
          or s.refunded_cents <> s.price_cents or s.refunded_shipping_cents <> s.shipping_cents
          or exists (select 1 from sale_items i where i.sale_id = s.id and i.restocked_qty <> i.qty)))`,
  },
  {
    name: 'sale price is the sum of its items',
    violations: sql`select count(*) from sales s
      left join (select sale_id, sum(price_cents * qty) as price, count(*) as items from sale_items group by sale_id) i
        on i.sale_id = s.id
      where i.price is distinct from s.price_cents or i.items <> 3`,
  },
  {
    name: 'order subtotal, shipping and amount are the sums of its sales',
    violations: sql`select count(*) from orders o
      left join (select order_id, sum(price_cents) as price, sum(shipping_cents) as shipping from sales group by order_id) s
        on s.order_id = o.id
      where s.price is distinct from o.subtotal_cents or s.shipping is distinct from o.shipping_cents
        or o.amount_cents <> o.subtotal_cents + o.shipping_cents`,
  },
  {
    name: 'one sale per vendor in an order',
    violations: sql`select count(*) from (select 1 from sales group by order_id, vendor_id having count(*) > 1) d`,
  },
  {
    name: 'an order has 1 to 3 sales',
    violations: sql`select count(*) from (select 1 from sales group by order_id having count(*) > 3) d`,
  },
  {
    name: 'sales made at their order time',
    violations: sql`select count(*) from sales s join orders o on o.id = s.order_id where s.created_at <> o.created_at`,
  },
  {
    name: 'product sold is the quantity of its sales not cancelled',
    violations: sql`select count(*) from products p
      left join (select i.product_id, sum(i.qty) as qty from sale_items i join sales s on s.id = i.sale_id
        where s.status <> 'Cancel' group by i.product_id) sold on sold.product_id = p.id
      where p.sold <> coalesce(sold.qty, 0)`,
  },
  {
    name: 'stock never negative, and a product with variants holds their stock',
    violations: sql`select count(*) from products p
      left join (select product_id, sum(stock) as stock, bool_or(stock < 0) as negative from product_variants
        group by product_id) v on v.product_id = p.id
      where p.stock < 0 or v.negative or (p.variant_option = 1 and v.stock is distinct from p.stock)
        or (p.variant_option = 2 and v.product_id is not null)`,
  },
  {
    name: 'products not approved have no sales',
    violations: sql`select count(*) from sale_items i join products p on p.id = i.product_id where p.approval <> 'approved'`,
  },
  {
    name: 'sale items sold after their product was listed',
    violations: sql`select count(*) from sale_items i join sales s on s.id = i.sale_id
      join products p on p.id = i.product_id where p.created_at > s.created_at`,
  },
  {
    name: 'shipped and delivered sales have a tracking number, others none',
    violations: sql`select count(*) from sales
      where (status in ('Shipped', 'Delivered')) <> (tracking_number <> '')`,
  },
  {
    name: 'payouts hold delivered sales only',
    violations: sql`select count(*) from payout_lines l join sales s on s.id = l.sale_id where s.status <> 'Delivered'`,
  },
  {
    name: 'payout lines copy their sale amounts',
    violations: sql`select count(*) from payout_lines l join sales s on s.id = l.sale_id
      where l.subtotal_cents <> s.price_cents + s.shipping_cents or l.fee_cents <> s.fee_cents or l.net_cents <> s.net_cents
        or l.fee_gst_cents <> s.fee_gst_cents`,
  },
  {
    name: 'payout amounts are the sums of their lines',
    violations: sql`select count(*) from payouts p
      left join (select payout_id, sum(subtotal_cents) as gross, sum(fee_cents) as fee, sum(fee_gst_cents) as fee_gst,
        sum(net_cents) as net, count(*) as n
        from payout_lines group by payout_id) l on l.payout_id = p.id
      where l.gross is distinct from p.gross_cents or l.fee is distinct from p.fee_cents
        or l.fee_gst is distinct from p.fee_gst_cents
        or l.net is distinct from p.net_cents or l.n is distinct from p.sale_count or p.gross_cents <> p.fee_cents + p.net_cents`,
  },
  {
    name: 'a sale carries the payout that holds it',
    violations: sql`select count(*) from sales s left join payout_lines l on l.sale_id = s.id
      where s.payout_id is distinct from l.payout_id`,
  },
  {
    name: 'a sale is paid out exactly when its payout is paid',
    violations: sql`select count(*) from sales s left join payouts p on p.id = s.payout_id
      where s.paid_out is distinct from coalesce(p.paid_at is not null, false)`,
  },
  {
    name: 'payouts made after their sales were delivered',
    violations: sql`select count(*) from payout_lines l join payouts p on p.id = l.payout_id
      join sale_status_history h on h.sale_id = l.sale_id and h.to_status = 'Delivered'
      where h.created_at > p.created_at`,
  },
  {
    name: 'history starts with the creation and ends at the sale status, in time order',
    violations: sql`select count(*) from (
      select s.id, s.status, s.created_at, s.updated_at,
        (array_agg(h.from_status order by h.created_at))[1] as first_from,
        (array_agg(h.to_status order by h.created_at))[1] as first_to,
        min(h.created_at) as first_at,
        (array_agg(h.to_status order by h.created_at desc))[1] as last_to,
        max(h.created_at) as last_at,
        count(*) as steps, count(distinct h.created_at) as distinct_times
      from sales s join sale_status_history h on h.sale_id = s.id group by s.id) x
      where first_from is not null or first_to <> 'Not processed' or first_at <> created_at
        or last_to <> status or last_at <> updated_at or steps <> distinct_times or last_at > now()`,
  },
  {
    name: 'sale totals equal the sums of the sale rows',
    violations: sql`select count(*) from (
      select vendor_id, (created_at at time zone 'Australia/Sydney')::date as day, status, payout_id is not null as in_payout,
        paid_out, count(*)::int as sales, sum(price_cents) as price, sum(shipping_cents) as shipping, sum(fee_cents) as fee,
        sum(fee_gst_cents) as fee_gst, sum(net_cents) as net
      from sales group by 1, 2, 3, 4, 5) s
      full join vendor_sale_totals t on t.vendor_id = s.vendor_id and t.day = s.day and t.status = s.status
        and t.in_payout = s.in_payout and t.paid_out = s.paid_out
      where s.sales is distinct from t.sales or s.price is distinct from t.price_cents
        or s.shipping is distinct from t.shipping_cents or s.fee is distinct from t.fee_cents
        or s.fee_gst is distinct from t.fee_gst_cents or s.net is distinct from t.net_cents`,
  },
  {
    name: 'all-time sale totals equal the sums of the sale rows',
    violations: sql`select count(*) from (
      select vendor_id, status, payout_id is not null as in_payout, paid_out, count(*)::int as sales,
        sum(net_cents) as net
      from sales group by 1, 2, 3, 4) s
      full join vendor_sale_status_totals t on t.vendor_id = s.vendor_id and t.status = s.status
        and t.in_payout = s.in_payout and t.paid_out = s.paid_out
      where s.sales is distinct from t.sales or s.net is distinct from t.net_cents`,
  },
];

export interface VerifyReport {
  failures: string[];
}

interface SaleSample {
  price_cents: number;
  shipping_cents: number;
  refunded_cents: number;
  refunded_shipping_cents: number;
  fee_cents: number;
  fee_gst_cents: number;
  net_cents: number;
}

interface ItemSample {
  unit_cents: number;
  listed_cents: number;
  sales_percentage: number;
}

interface ShippingSample {
  sale_id: string;
  vendor_id: string;
  price_cents: number;
  shipping_cents: number;
  shipping: number;
  provider: ShippingProvider;
  delivery_price_cents: number;
  qty: number;
  weight_kg: string;
  variant_weight_kg: string | null;
}

interface RateRow {
  vendor_id: string | null;
  provider: string;
  perParcelCents: number;
  perKgCents: number;
  freeOverCents: number | null;
}

/** Sampled sales whose shipping differs from partShippingCents at their vendors' rates (packages/shared). */
async function shippingMismatches(db: Db): Promise<{ sampled: number; wrong: number }> {
  const rows = await rowsOf<ShippingSample>(
    db,
    sql`select s.id as sale_id, s.vendor_id, s.price_cents, s.shipping_cents, p.shipping,
        p.shipping_provider as provider, p.delivery_price_cents, i.qty, p.weight_kg::text as weight_kg,
        v.weight_kg::text as variant_weight_kg
      from (select id, vendor_id, price_cents, shipping_cents from sales tablesample system (1) limit 3000) s
      join sale_items i on i.sale_id = s.id
      join products p on p.id = i.product_id
      left join product_variants v on v.id = i.variant_id`,
  );
  const rates = await rowsOf<RateRow>(
    db,
    sql`select vendor_id, provider, per_parcel_cents as "perParcelCents", per_kg_cents as "perKgCents",
        free_over_cents as "freeOverCents" from shipping_rates`,
  );
  const defaults = rates.filter((rate) => rate.vendor_id === null);
  const sales = new Map<string, ShippingSample[]>();
  for (const row of rows) sales.set(row.sale_id, [...(sales.get(row.sale_id) ?? []), row]);
  let wrong = 0;
  for (const lines of sales.values()) {
    const [first] = lines;
    if (!first) continue;
    const own = rates.filter((rate) => rate.vendor_id === first.vendor_id);
    const expected = partShippingCents(
      lines.map((line) => ({
        shipping: line.shipping,
        provider: line.provider,
        deliveryPriceCents: line.delivery_price_cents,
        qty: line.qty,
        unitWeightKg: unitWeightKg(
          Number(line.weight_kg),
          line.variant_weight_kg === null ? undefined : Number(line.variant_weight_kg),
        ),
      })),
      first.price_cents,
      (carrier: Carrier) => effectiveRate(own, defaults, carrier)?.rate,
    );
    if (expected !== first.shipping_cents) wrong++;
  }
  return { sampled: sales.size, wrong };
}

export async function verifyInvariants(
  db: Db,
  onEach: (name: string, run: () => Promise<string | undefined>) => Promise<void>,
): Promise<VerifyReport> {
  const failures: string[] = [];
  for (const invariant of [...INVARIANTS, RATINGS_INVARIANT]) {
    await onEach(invariant.name, async () => {
      const [row] = await rowsOf<{ count: string }>(db, invariant.violations);
      const count = Number(row?.count ?? 0);
      if (count === 0) return undefined;
      const failure = `${invariant.name}: ${count} rows break it`;
      failures.push(failure);
      return failure;
    });
  }
  await onEach('every status transition allowed by canChangeSaleStatus', async () => {
    const pairs = await rowsOf<{ from_status: SaleStatus | null; to_status: SaleStatus }>(
      db,
      sql`select distinct from_status, to_status from sale_status_history`,
    );
    const refused = pairs.filter((pair) =>
      pair.from_status === null
        ? pair.to_status !== 'Not processed'
        : !canChangeSaleStatus(pair.from_status, pair.to_status),
    );
    if (refused.length === 0) return undefined;
    const failure = `transitions the app refuses: ${refused.map((pair) => `${pair.from_status} -> ${pair.to_status}`).join(', ')}`;
    failures.push(failure);
    return failure;
  });
  await onEach('every sale status present', async () => {
    const statuses = await rowsOf<{ status: SaleStatus }>(db, sql`select distinct status from sales`);
    const missing = SALE_STATUSES.filter((status) => !statuses.some((row) => row.status === status));
    if (missing.length === 0) return undefined;
    const failure = `no sale is ${missing.join(', ')}`;
    failures.push(failure);
    return failure;
  });
  await onEach(
    'fees and their GST of a sample equal keptSaleMoneyCents and gstIncludedCents (packages/shared)',
    async () => {
      const sample = await rowsOf<SaleSample>(
        db,
        sql`select price_cents, shipping_cents, refunded_cents, refunded_shipping_cents, fee_cents, fee_gst_cents, net_cents
          from sales tablesample system (2) limit 5000`,
      );
      const wrong = sample.filter((sale) => {
        const money = keptSaleMoneyCents(
          sale.price_cents + sale.shipping_cents - sale.refunded_cents - sale.refunded_shipping_cents,
        );
        return (
          money.fee !== sale.fee_cents ||
          money.net !== sale.net_cents ||
          gstIncludedCents(money.fee) !== sale.fee_gst_cents
        );
      });
      if (sample.length > 0 && wrong.length === 0) return undefined;
      const failure = `fees of ${wrong.length} of ${sample.length} sampled sales differ from keptSaleMoneyCents or gstIncludedCents`;
      failures.push(failure);
      return failure;
    },
  );
  await onEach('shipping of a sample equals partShippingCents at the vendors’ rates (packages/shared)', async () => {
    const { sampled, wrong } = await shippingMismatches(db);
    if (sampled > 0 && wrong === 0) return undefined;
    const failure = `shipping of ${wrong} of ${sampled} sampled sales differs from partShippingCents`;
    failures.push(failure);
    return failure;
  });
  await onEach('unit prices of a sample equal salePriceCents (packages/shared)', async () => {
    const sample = await rowsOf<ItemSample>(
      db,
      sql`select i.price_cents as unit_cents, coalesce(v.price_cents, p.price_cents) as listed_cents, p.sales_percentage
        from sale_items i tablesample system (1)
        join products p on p.id = i.product_id
        left join product_variants v on v.id = i.variant_id
        limit 5000`,
    );
    const wrong = sample.filter((item) => salePriceCents(item.listed_cents, item.sales_percentage) !== item.unit_cents);
    if (sample.length > 0 && wrong.length === 0) return undefined;
    const failure = `unit prices of ${wrong.length} of ${sample.length} sampled items differ from salePriceCents`;
    failures.push(failure);
    return failure;
  });
  return { failures };
}
