import { AU_STATES, MARKETPLACE_TIME_ZONE, ROLE_STAFF, ROLE_SUPER_ADMIN, ROLE_VENDOR } from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseFlagsOf, caseResponses } from './standards.cases.repo.ts';

/**
 * The standards counted from the records (issue 44): the sales placed in the window, per vendor,
 * each with what counts against it. Reads `users` (vendors and their state, who cancelled), `sales`,
 * `orders` and `sale_status_history` as one statement per question: a list or an aggregate query
 * may join the tables it reads (docs/architecture.md, tables and their owners).
 */
export interface FigureWindow {
  from: Date;
  to: Date;
  /** The dispatch deadline of a sale placed on `day` (YYYY-MM-DD, Sydney) by a vendor of `region` ('' national). */
  deadlines: { region: string; day: string; due: string }[];
}

export interface VendorCounts {
  vendorId: string;
  sales: number;
  lateDispatch: number;
  cancelled: number;
  shipped: number;
  tracked: number;
  withCase: number;
  defects: number;
  cases: number;
  responseHours: number | null;
}

const states = sql.join(
  AU_STATES.map((state) => sql`${state}`),
  sql`, `,
);

let lastCalendar: { of: FigureWindow['deadlines']; json: string } | undefined;

/** The deadlines as one JSON object keyed `region|day`, written once per window. */
function calendarOf(deadlines: FigureWindow['deadlines']): string {
  if (lastCalendar?.of !== deadlines) {
    const keyed = Object.fromEntries(deadlines.map((entry) => [`${entry.region}|${entry.day}`, entry.due]));
    lastCalendar = { of: deadlines, json: JSON.stringify(keyed) };
  }
  return lastCalendar.json;
}

/** A vendor's region for holidays: its state when it is one of AU_STATES, else '' (national only). */
const regionOf = sql`case when upper(btrim(u.state)) in (${states}) then upper(btrim(u.state)) else '' end`;

/**
 * One row per sale placed in the window by the vendors chosen, with its flags. A sale not shipped
 * and past its deadline at the window's end is late too; a cancelled one is not (it counts as a
 * cancellation when the vendor cancelled it). The deadline is the sale's moment itself when the
 * dispatch days are 0 (the table's day start is earlier). Deadlines are one JSON object keyed
 * `region|day`, read per sale by key. The sale's history (first shipping, who cancelled) and cases
 * are lateral reads by the sale's key: as plain sub-selects in a filter, the planner hashed the
 * whole history table instead. Staff's ids are read once.
 */
async function flaggedSales(db: Db, window: FigureWindow, vendors: SQL): Promise<SQL> {
  const cases = caseFlagsOf(sql`s.id`);
  const to = sql`${window.to.toISOString()}::timestamptz`;
  const deadlines = calendarOf(window.deadlines);
  const day = sql`to_char(s.created_at at time zone ${MARKETPLACE_TIME_ZONE}, 'YYYY-MM-DD')`;
  return sql`
    with calendar as materialized (
      select ${deadlines}::jsonb as due_by
    ), chosen as (
      select u.id, ${regionOf} as region from accounts u where u.role = ${ROLE_VENDOR} and ${vendors}
    ), base as (
      select s.id, s.vendor_id, s.order_id, s.status, s.created_at,
        greatest(coalesce((c.due_by ->> (v.region || '|' || ${day}))::timestamptz, 'infinity'), s.created_at) as due,
        sh.shipped_at,
        s.status in ('Shipped', 'Delivered') as shipped,
        s.status in ('Shipped', 'Delivered') and btrim(s.tracking_number) <> '' as tracked,
        s.status = 'Cancel' and cancelling.by_staff is null as cancelled,
        ${cases.hasCase} as has_case,
        ${cases.defect} as defect
      from chosen v
      cross join calendar c
      join sales s on s.vendor_id = v.id
        and s.created_at >= ${window.from.toISOString()}::timestamptz and s.created_at < ${to}
      left join lateral (
        select min(h.created_at) as shipped_at from sale_status_history h where h.sale_id = s.id and h.to_status = 'Shipped'
      ) sh on true
      left join lateral (
        select true as by_staff from sale_status_history h
        where s.status = 'Cancel' and h.sale_id = s.id and h.to_status = 'Cancel'
          and h.actor_id = any(array(select a.id from users a where a.role in (${ROLE_SUPER_ADMIN}, ${ROLE_STAFF})))
        limit 1
      ) cancelling on true
      ${cases.join}
    ), flagged as (
      select base.*,
        shipped_at is not null and shipped_at > due as late_dispatch,
        shipped_at is null and status <> 'Cancel' and ${to} > due as not_dispatched
      from base
    )`;
}

/** The counts of every vendor (or one), vendors without sales in the window with zeros. */
export async function countStandards(db: Db, window: FigureWindow, vendorId?: string): Promise<VendorCounts[]> {
  const vendors = vendorId === undefined ? sql`u.closed_at is null` : sql`u.id = ${vendorId}`;
  const flagged = await flaggedSales(db, window, vendors);
  const result = (await db.execute(sql`${flagged}
    select v.id as "vendorId",
      count(f.id)::int as sales,
      (count(*) filter (where f.late_dispatch or f.not_dispatched))::int as "lateDispatch",
      (count(*) filter (where f.cancelled))::int as cancelled,
      (count(*) filter (where f.shipped))::int as shipped,
      (count(*) filter (where f.tracked))::int as tracked,
      (count(*) filter (where f.has_case))::int as "withCase",
      (count(*) filter (where f.defect))::int as defects
    from chosen v left join flagged f on f.vendor_id = v.id
    group by v.id`)) as unknown as { rows: Omit<VendorCounts, 'cases' | 'responseHours'>[] };
  const responses = new Map(
    (await caseResponses(db, window, vendorId)).map((response) => [response.vendorId, response]),
  );
  return result.rows.map((row) => {
    const response = responses.get(row.vendorId);
    return {
      vendorId: row.vendorId,
      sales: Number(row.sales),
      lateDispatch: Number(row.lateDispatch),
      cancelled: Number(row.cancelled),
      shipped: Number(row.shipped),
      tracked: Number(row.tracked),
      withCase: Number(row.withCase),
      defects: Number(row.defects),
      cases: response?.cases ?? 0,
      responseHours: response?.medianHours ?? null,
    };
  });
}

export interface FlaggedSaleRow {
  saleId: string;
  orderNumber: number;
  placedAtMs: number;
  /** The placing moment to the microsecond, for the next page's keyset. */
  placedAtKey: string;
  dueMs: number;
  shippedAtMs: number | null;
  status: string;
  lateDispatch: boolean;
  notDispatched: boolean;
  cancelled: boolean;
  noTracking: boolean;
  hasCase: boolean;
  defect: boolean;
}

/** A page of one vendor's sales that count against it, newest first, after `after` (keyset). */
export async function salesAgainst(
  db: Db,
  window: FigureWindow,
  vendorId: string,
  after: { at: string; id: string } | undefined,
  limit: number,
): Promise<FlaggedSaleRow[]> {
  const flagged = await flaggedSales(db, window, sql`u.id = ${vendorId}`);
  const keyset =
    after === undefined ? sql`` : sql`and (f.created_at, f.id) < (${after.at}::timestamptz, ${after.id}::uuid)`;
  const result = (await db.execute(sql`${flagged}
    select f.id as "saleId", o.number as "orderNumber",
      (extract(epoch from f.created_at) * 1000)::float8 as "placedAtMs",
      to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "placedAtKey",
      (extract(epoch from f.due) * 1000)::float8 as "dueMs",
      (extract(epoch from f.shipped_at) * 1000)::float8 as "shippedAtMs",
      f.status, f.late_dispatch as "lateDispatch", f.not_dispatched as "notDispatched",
      f.cancelled, f.shipped and not f.tracked as "noTracking", f.has_case as "hasCase", f.defect
    from flagged f join orders o on o.id = f.order_id
    where (f.late_dispatch or f.not_dispatched or f.cancelled or (f.shipped and not f.tracked) or f.has_case or f.defect)
      ${keyset}
    order by f.created_at desc, f.id desc
    limit ${limit}`)) as unknown as { rows: FlaggedSaleRow[] };
  return result.rows.map((row) => ({
    ...row,
    orderNumber: Number(row.orderNumber),
    placedAtMs: Number(row.placedAtMs),
    dueMs: Number(row.dueMs),
    shippedAtMs: row.shippedAtMs === null ? null : Number(row.shippedAtMs),
  }));
}
