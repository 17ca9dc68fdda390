import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { DashboardChartPoint } from '@soko/shared';
import { formatDollars } from '../../products/components/product-price.tsx';
import { dayLabel } from '../chart-data.ts';

const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

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
        series={[
          // Both reach 3:1 against the page (WCAG 1.4.11), as does the grey of the axes.
          { name: 'amount', label: 'Sales', color: 'orange.9' },
          { name: 'earnings', label: 'Earnings', color: 'brand.7' },
        ]}
        curveType="monotone"
        withLegend
        withDots={false}
        valueFormatter={formatDollars}
        yAxisProps={{ tickFormatter: (value: number) => wholeDollars.format(value), width: 56 }}
        accessibilityLayer={false}
      />
    </div>
  );
}
