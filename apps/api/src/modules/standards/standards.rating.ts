import {
  AU_STATES,
  marketplaceDayOf,
  STANDARD_METRIC_INFO,
  STANDARD_METRIC_KEYS,
  type StandardMetricDto,
  type StandardMetricKey,
  type StandardStatus,
  type StandardThresholds,
  standardStatusOf,
  type VendorStanding,
} from '@soko/shared';
import type { StandardsConfig } from '../../config.ts';
import { businessDeadline, marketplaceDayStart } from '../../lib/business-days.ts';
import type { FigureWindow, VendorCounts } from './standards.figures.repo.ts';

const DAY_MS = 86_400_000;

/** The deadlines of the last window asked for: the same all day long, and 819 deadlines cost 25 ms to work out. */
let lastDeadlines: { key: string; deadlines: FigureWindow['deadlines'] } | undefined;

/**
 * The window ending `now`: the sales placed in the last `windowDays` days, and the dispatch
 * deadline of each of its marketplace days for every region (national, then each state's
 * holidays), so that the database compares a sale with its deadline without a calendar of its own.
 */
export function figureWindow(config: StandardsConfig, now: Date): FigureWindow {
  const from = new Date(now.getTime() - config.windowDays * DAY_MS);
  const firstDay = marketplaceDayOf(from);
  const lastDay = marketplaceDayOf(now);
  const key = `${firstDay}|${lastDay}|${config.dispatchBusinessDays}`;
  if (lastDeadlines?.key !== key) {
    const deadlines: FigureWindow['deadlines'] = [];
    for (let day = firstDay; day <= lastDay; day = nextDay(day)) {
      const start = marketplaceDayStart(day);
      for (const region of ['', ...AU_STATES] as const) {
        const due = businessDeadline(start, config.dispatchBusinessDays, region === '' ? undefined : region);
        deadlines.push({ region, day, due: due.toISOString() });
      }
    }
    lastDeadlines = { key, deadlines };
  }
  return { from, to: now, deadlines: lastDeadlines.deadlines };
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
}

const STATUS_RANK: Record<StandardStatus, number> = { ok: 0, alert: 1, over: 2 };
export const STANDING_RANK: Record<VendorStanding, number> = { unrated: 0, ok: 1, alert: 2, over: 3 };

export function statusRank(status: StandardStatus): number {
  return STATUS_RANK[status];
}

const percent = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : Math.round((numerator / denominator) * 10_000) / 100;

function measure(
  counts: VendorCounts,
  key: StandardMetricKey,
): { value: number | null; numerator: number; denominator: number } {
  switch (key) {
    case 'lateDispatchRate':
      return {
        value: percent(counts.lateDispatch, counts.sales),
        numerator: counts.lateDispatch,
        denominator: counts.sales,
      };
    case 'cancellationRate':
      return { value: percent(counts.cancelled, counts.sales), numerator: counts.cancelled, denominator: counts.sales };
    case 'validTrackingRate':
      return { value: percent(counts.tracked, counts.shipped), numerator: counts.tracked, denominator: counts.shipped };
    case 'caseRate':
      return { value: percent(counts.withCase, counts.sales), numerator: counts.withCase, denominator: counts.sales };
    case 'defectRate':
      return { value: percent(counts.defects, counts.sales), numerator: counts.defects, denominator: counts.sales };
    case 'caseResponseHours':
      return {
        value: counts.responseHours === null ? null : Math.round(counts.responseHours * 10) / 10,
        numerator: counts.cases,
        denominator: counts.cases,
      };
  }
}

export interface Rating {
  rated: boolean;
  standing: VendorStanding;
  metrics: StandardMetricDto[];
  /** How far the worst figure has gone towards its limit (10,000 = at the limit). */
  risk: number;
}

/** How far a figure has gone towards its limit: 10,000 at the limit, more past it. */
function severity(key: StandardMetricKey, value: number | null, limit: number): number {
  if (value === null) return 0;
  const [gone, room] = STANDARD_METRIC_INFO[key].direction === 'max' ? [value, limit] : [100 - value, 100 - limit];
  if (room <= 0) return gone > 0 ? 1_000_000 : 0;
  return Math.min(1_000_000, Math.round((gone / room) * 10_000));
}

/**
 * A vendor's figures against the thresholds. Below `minSales` sales the vendor is not rated: the
 * figures are shown, every status is ok and nothing is told.
 */
export function rate(counts: VendorCounts, thresholds: StandardThresholds, minSales: number): Rating {
  const rated = counts.sales >= minSales;
  let worst: StandardStatus = 'ok';
  let risk = 0;
  const metrics = STANDARD_METRIC_KEYS.map((key) => {
    const { value, numerator, denominator } = measure(counts, key);
    const { alert, limit } = thresholds[key];
    const status = rated ? standardStatusOf(key, value, thresholds[key]) : 'ok';
    if (STATUS_RANK[status] > STATUS_RANK[worst]) worst = status;
    risk = Math.max(risk, severity(key, value, limit));
    return { key, value, numerator, denominator, alert, limit, status };
  });
  return { rated, standing: rated ? worst : 'unrated', metrics, risk };
}
