import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The standards' read of buyers' cases: the `cases` table of the cases module, read as the
 * documented read model of issue 44 (sale_id, vendor_id, reason, opened_at, first_response_at,
 * resolution, decision). Everything the standards read of cases is in this file.
 *
 * A sale has a case when any case row names it; it is a defect when a case was decided `refund` by
 * staff, or resolved `refund` by the vendor for a damaged or not-as-described item.
 */
/**
 * Per sale (`saleId`: the sale's id column in the caller's query): a lateral join on the sale's
 * cases and its two flags, whether it has a case and whether it is a defect. Lateral, so that the
 * planner reads each sale's cases by its key instead of hashing every case of the marketplace.
 */
export function caseFlagsOf(saleId: SQL): { join: SQL; hasCase: SQL; defect: SQL } {
  return {
    join: sql`left join lateral (
      select count(*) > 0 as has_case,
        coalesce(bool_or(c.decision = 'refund'
          or (c.resolution = 'refund' and c.reason in ('damaged_or_faulty', 'not_as_described'))), false) as defect
      from cases c where c.sale_id = ${saleId}
    ) sale_cases on true`,
    hasCase: sql`sale_cases.has_case`,
    defect: sql`sale_cases.defect`,
  };
}

export interface CaseResponse {
  vendorId: string;
  cases: number;
  /** Median hours from opening to the vendor's first answer; an unanswered case counts its time so far. */
  medianHours: number | null;
}

/** The response time of the cases about the sales placed in the window, per vendor (or one vendor). */
export async function caseResponses(
  db: Db,
  window: { from: Date; to: Date },
  vendorId: string | undefined,
): Promise<CaseResponse[]> {
  const to = window.to.toISOString();
  const result = (await db.execute(sql`
    select s.vendor_id as "vendorId", count(*)::int as cases,
      percentile_cont(0.5) within group (
        order by extract(epoch from (coalesce(c.first_response_at, ${to}::timestamptz) - c.opened_at)) / 3600
      )::float8 as "medianHours"
    from cases c join sales s on s.id = c.sale_id
    where s.created_at >= ${window.from.toISOString()}::timestamptz and s.created_at < ${to}::timestamptz
      and c.opened_at <= ${to}::timestamptz
      ${vendorId === undefined ? sql`` : sql`and s.vendor_id = ${vendorId}`}
    group by s.vendor_id`)) as unknown as { rows: { vendorId: string; cases: number; medianHours: number | null }[] };
  return result.rows.map((row) => ({
    vendorId: row.vendorId,
    cases: Number(row.cases),
    medianHours: row.medianHours === null ? null : Number(row.medianHours),
  }));
}
