import {
  DEFAULT_STANDARD_THRESHOLDS,
  isStaffRole,
  LIST_TEXT,
  STANDARD_METRIC_INFO,
  STANDARD_METRIC_KEYS,
  STANDARDS_TEXT,
  type StandardSaleDto,
  type StandardSaleReason,
  type StandardsDto,
  type StandardsSettingsDto,
  type StandardsVendorDto,
  type StandardsVendorListDto,
  type StandardThresholds,
  type UpdateStandardsSettingsRequest,
  type VendorStanding,
} from '@soko/shared';
import type { StandardsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { csvStream, keysetBatches } from '../../lib/csv-stream.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { countStandards, type FlaggedSaleRow, salesAgainst, type VendorCounts } from './standards.figures.repo.ts';
import { figureWindow, rate, STANDING_RANK } from './standards.rating.ts';
import {
  countKeptAtRank,
  type KeptCursor,
  type KeptListRow,
  listKept,
  readAllKept,
  readSettingsRow,
  saveSettingsRow,
  upsertKept,
} from './standards.repo.ts';

type ReadDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export async function thresholdsOf(db: Db): Promise<{ thresholds: StandardThresholds; updatedAt: Date | null }> {
  const row = await readSettingsRow(db);
  return row
    ? { thresholds: { ...DEFAULT_STANDARD_THRESHOLDS, ...row.thresholds }, updatedAt: row.updatedAt }
    : { thresholds: DEFAULT_STANDARD_THRESHOLDS, updatedAt: null };
}

function settingsDto(
  config: StandardsConfig,
  thresholds: StandardThresholds,
  updatedAt: Date | null,
): StandardsSettingsDto {
  return {
    thresholds,
    windowDays: config.windowDays,
    dispatchBusinessDays: config.dispatchBusinessDays,
    minSales: config.minSales,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** `GET /api/standards/settings` (super admin). */
export async function standardsSettings(deps: Pick<AppDeps, 'db' | 'config'>): Promise<StandardsSettingsDto> {
  const { thresholds, updatedAt } = await thresholdsOf(deps.db);
  return settingsDto(deps.config.standards, thresholds, updatedAt);
}

/** The counts a kept row holds, for rating it again against new thresholds. */
function countsOfKept(row: Omit<KeptListRow, 'displayName' | 'email' | 'active'>): VendorCounts {
  return {
    vendorId: row.vendorId,
    sales: row.sales,
    lateDispatch: row.lateDispatch,
    cancelled: row.cancelled,
    shipped: row.shipped,
    tracked: row.tracked,
    withCase: row.withCase,
    defects: row.defects,
    cases: row.cases,
    responseHours: row.responseHours,
  };
}

/**
 * `PUT /api/standards/settings` (super admin, audited). The kept standings are rated again against
 * the new thresholds in the same transaction, so the staff list agrees at once; vendors are told
 * by the refresh the route starts next.
 */
export async function updateStandardsSettings(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  admin: User,
  input: UpdateStandardsSettingsRequest,
): Promise<StandardsSettingsDto> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await thresholdsOf(tx);
    await saveSettingsRow(tx, input.thresholds, admin.id, at);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'standards.settings',
      entityType: 'standards',
      entityId: 'thresholds',
      before: before.thresholds,
      after: input.thresholds,
    });
    await rateKeptAgain(tx, deps.config.standards, input.thresholds);
  });
  return settingsDto(deps.config.standards, input.thresholds, at);
}

async function rateKeptAgain(db: Db, config: StandardsConfig, thresholds: StandardThresholds): Promise<void> {
  const rows = await readAllKept(db);
  await upsertKept(
    db,
    rows.map((row) => {
      const rating = rate(countsOfKept(row), thresholds, config.minSales);
      const { told: _told, ...kept } = row;
      return { ...kept, ...keptRating(rating) };
    }),
  );
}

export function keptRating(rating: ReturnType<typeof rate>) {
  return {
    rated: rating.rated,
    standing: rating.standing,
    standingRank: STANDING_RANK[rating.standing],
    risk: rating.risk,
  };
}

function windowDto(window: { from: Date; to: Date }, days: number) {
  return { from: window.from.toISOString(), to: window.to.toISOString(), days };
}

function encodeCursor(parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeCursor(cursor: string): unknown[] {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(parts)) return parts;
  } catch {
    // Not ours: refused below.
  }
  throw badRequest(LIST_TEXT.badCursor, 'cursor');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function saleCursorOf(cursor: string | undefined): { at: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [at, id] = decodeCursor(cursor);
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !UUID.test(id)) {
    throw badRequest(LIST_TEXT.badCursor, 'cursor');
  }
  return { at, id };
}

function keptCursorOf(cursor: string | undefined): KeptCursor | undefined {
  if (cursor === undefined) return undefined;
  const [rank, risk, vendorId] = decodeCursor(cursor);
  if (!Number.isInteger(rank) || !Number.isInteger(risk) || typeof vendorId !== 'string' || !UUID.test(vendorId)) {
    throw badRequest(LIST_TEXT.badCursor, 'cursor');
  }
  return { rank: rank as number, risk: risk as number, vendorId };
}

function reasonsOf(row: FlaggedSaleRow): StandardSaleReason[] {
  const reasons: [boolean, StandardSaleReason][] = [
    [row.lateDispatch, 'late_dispatch'],
    [row.notDispatched, 'not_dispatched'],
    [row.cancelled, 'cancelled'],
    [row.noTracking, 'no_tracking'],
    [row.hasCase, 'case'],
    [row.defect, 'defect'],
  ];
  return reasons.filter(([flag]) => flag).map(([, reason]) => reason);
}

function saleDto(row: FlaggedSaleRow): StandardSaleDto {
  return {
    saleId: row.saleId,
    orderNumber: row.orderNumber,
    placedAt: new Date(row.placedAtMs).toISOString(),
    dispatchBy: new Date(row.dueMs).toISOString(),
    shippedAt: row.shippedAtMs === null ? null : new Date(row.shippedAtMs).toISOString(),
    status: row.status,
    reasons: reasonsOf(row),
  };
}

/**
 * `GET /api/standards`: one vendor's standards counted now from the records, with a page of the
 * sales that count against it. A vendor (or a member of its team) reads its own; staff name the vendor.
 */
export async function standardsOfVendor(
  deps: ReadDeps,
  actor: User,
  query: { vendorId?: string; cursor?: string; limit: number },
): Promise<StandardsDto> {
  const staff = isStaffRole(actor.role);
  // A vendor naming another vendor hears what it would of a vendor that does not exist.
  if (!staff && query.vendorId !== undefined && query.vendorId !== actor.id) throw notFound('Vendor');
  const vendorId = staff ? query.vendorId : actor.id;
  if (vendorId === undefined) throw badRequest(STANDARDS_TEXT.vendorRequired, 'vendorId');
  const after = saleCursorOf(query.cursor);
  const config = deps.config.standards;
  const window = figureWindow(config, deps.clock.now());
  const [counts] = await countStandards(deps.db, window, vendorId);
  if (!counts) throw notFound('Vendor');
  const { thresholds } = await thresholdsOf(deps.db);
  const rating = rate(counts, thresholds, config.minSales);
  const rows = await salesAgainst(deps.db, window, vendorId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    vendorId,
    rated: rating.rated,
    standing: rating.standing,
    minSales: config.minSales,
    dispatchBusinessDays: config.dispatchBusinessDays,
    window: windowDto(window, config.windowDays),
    metrics: rating.metrics,
    sales: {
      items: page.map(saleDto),
      nextCursor: rows.length > query.limit && last ? encodeCursor([last.placedAtKey, last.saleId]) : null,
    },
  };
}

function keptDto(row: KeptListRow, thresholds: StandardThresholds, minSales: number): StandardsVendorDto {
  const rating = rate(countsOfKept(row), thresholds, minSales);
  return {
    vendorId: row.vendorId,
    displayName: row.displayName,
    email: row.email,
    active: row.active,
    rated: rating.rated,
    standing: row.standing,
    sales: row.sales,
    metrics: rating.metrics,
    computedAt: row.computedAt.toISOString(),
  };
}

const rankFilter = (status: VendorStanding | undefined) =>
  status === undefined ? {} : { rank: STANDING_RANK[status] };

/** `GET /api/standards/vendors` (staff): the kept figures of every vendor, worst first. */
export async function listStandardsVendors(
  deps: ReadDeps,
  query: { status?: VendorStanding; cursor?: string; limit: number },
): Promise<StandardsVendorListDto> {
  const config = deps.config.standards;
  const after = keptCursorOf(query.cursor);
  const [rows, { thresholds }] = await Promise.all([
    listKept(deps.db, rankFilter(query.status), after, query.limit + 1),
    thresholdsOf(deps.db),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const now = deps.clock.now();
  return {
    items: page.map((row) => keptDto(row, thresholds, config.minSales)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.standingRank, last.risk, last.vendorId]) : null,
    window: windowDto({ from: new Date(now.getTime() - config.windowDays * 86_400_000), to: now }, config.windowDays),
  };
}

function keptBatches(db: Db, filter: { rank?: number }) {
  return keysetBatches<KeptListRow, KeptCursor>(
    (after, limit) => listKept(db, filter, after, limit),
    (row) => ({ rank: row.standingRank, risk: row.risk, vendorId: row.vendorId }),
  );
}

const CSV_HEADER = [
  'Vendor',
  'Email',
  'Active',
  'Standing',
  'Sales in window',
  ...STANDARD_METRIC_KEYS.map(
    (key) => `${STANDARD_METRIC_INFO[key].label} (${STANDARD_METRIC_INFO[key].unit === 'percent' ? '%' : 'hours'})`,
  ),
  'Counted at',
];

/** `GET /api/standards/vendors.csv` (staff): the list, in its order, streamed. */
export function exportStandardsVendors(deps: ReadDeps, filter: { status?: VendorStanding }) {
  const config = deps.config.standards;
  const settings = thresholdsOf(deps.db);
  async function* batches() {
    const { thresholds } = await settings;
    for await (const batch of keptBatches(deps.db, rankFilter(filter.status))) {
      yield batch.map((row) => keptDto(row, thresholds, config.minSales));
    }
  }
  return csvStream(batches(), CSV_HEADER, (row) => [
    row.displayName,
    row.email,
    row.active ? 'yes' : 'no',
    row.standing,
    row.sales,
    ...row.metrics.map((metric) => (metric.value === null ? '' : metric.value)),
    row.computedAt,
  ]);
}

/** Vendors over a limit at the last refresh: the staff work queue's count. */
export function vendorsOverLimit(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countKeptAtRank(deps.db, STANDING_RANK.over);
}
