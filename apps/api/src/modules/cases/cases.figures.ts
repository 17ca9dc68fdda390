import type { AppDeps } from '../../deps.ts';
import { caseFiguresRows, countByStatus } from './cases.repo.ts';

/** A vendor's case figures over its sales placed in a period (the seller standards may use them). */
export interface VendorCaseFigures {
  /** Sales with any case. */
  salesWithCase: number;
  /** Sales whose case staff refunded, or the vendor refunded for damaged_or_faulty / not_as_described. */
  defectSales: number;
  /** Median hours from opening to the vendor's first answer, over the answered cases; null without one. */
  caseResponseHours: number | null;
}

/**
 * Per vendor, the case figures of the sales placed in [from, to): what the standards read model
 * (the `cases` table, joined on sale_id) gives, as one grouped statement for any number of vendors.
 */
export async function caseFiguresOf(
  deps: Pick<AppDeps, 'db'>,
  vendorIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, VendorCaseFigures>> {
  const figures = new Map<string, VendorCaseFigures>();
  if (vendorIds.length === 0) return figures;
  for (const row of await caseFiguresRows(deps.db, vendorIds, from, to)) {
    figures.set(row.vendorId, {
      salesWithCase: Number(row.salesWithCase),
      defectSales: Number(row.defectSales),
      caseResponseHours: row.responseHours === null ? null : Number(row.responseHours),
    });
  }
  return figures;
}

/** Escalated cases waiting for staff: the work queue's count. */
export function casesEscalated(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countByStatus(deps.db, 'escalated');
}
