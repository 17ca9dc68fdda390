import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { DashboardChartPoint } from '@soko/shared';
import { formatDollars } from '../../../lib/dollars.ts';
import { dayLabel } from '../chart-data.ts';

const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Earnings are a small share of sales (a vendor's net is about 95 % of them, the marketplace's
 * fees a few percent): on one axis the two lines would lie on top of each other or flat along the
 * bottom. Each gets an axis of its own, sales on the left and earnings on the right.
 * Both colours reach 3:1 against the page (WCAG 1.4.11), as does the grey of the axes.
 */
export const SALES_CHART_SERIES = [
  { name: 'amount', label: 'Sales', color: 'orange.9', yAxisId: 'left' },
  { name: 'earnings', label: 'Earnings', color: 'brand.7', yAxisId: 'right' },
];

/**
 * Sales and earnings a day as an area chart. Loaded on its own (recharts is large) and drawn as one
 * image: the caption, summary and table beside it carry the same figures for screen readers.
 */
export function SalesChart({ points, label }: { points: DashboardChartPoint[]; label: string }) {
  const data = points.map((point) => ({ day: dayLabel(point.date), amount: point.amount, earnings: point.earnings }));
  return (
    <div role="img" aria-label={label}>
      <AreaChart
        h={260}
        data={data}
        dataKey="day"
        series={SALES_CHART_SERIES}
        curveType="monotone"
        withLegend
        withDots={false}
        valueFormatter={formatDollars}
        // Mantine's left axis has no id of its own: without this one, no series is plotted against it
        // and it draws no ticks.
        yAxisProps={{ yAxisId: 'left', tickFormatter: (value: number) => wholeDollars.format(value), width: 56 }}
        withRightYAxis
        rightYAxisProps={{ tickFormatter: (value: number) => wholeDollars.format(value), width: 56 }}
        yAxisLabel="Sales"
        rightYAxisLabel="Earnings"
        accessibilityLayer={false}
      />
    </div>
  );
}
