import { type DashboardChartPoint, dollarsToCents } from '@soko/shared';

/** DD/MM of a YYYY-MM-DD day, read as the calendar day it names (no time-zone shift). */
export function dayLabel(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return `${day}/${month}`;
}

export interface ChartTotals {
  sales: number;
  amountCents: number;
  earningsCents: number;
}

/** The whole period's totals, added in cents so that no float drift shows. */
export function chartTotals(points: DashboardChartPoint[]): ChartTotals {
  return points.reduce<ChartTotals>(
    (totals, point) => ({
      sales: totals.sales + point.sales,
      amountCents: totals.amountCents + dollarsToCents(point.amount),
      earningsCents: totals.earningsCents + dollarsToCents(point.earnings),
    }),
    { sales: 0, amountCents: 0, earningsCents: 0 },
  );
}
