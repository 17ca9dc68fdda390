import { Button, Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DASHBOARD_CHART_DAYS, type DashboardChartPoint, formatCents } from '@soko/shared';
import { lazy, Suspense, useId } from 'react';
import { listTableClasses } from '../../../components/list-table.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { chartTotals, dayLabel } from '../chart-data.ts';

// recharts is large: it loads only once the dashboard has its figures, apart from the page itself.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart.tsx')).SalesChart }));

const CHART_HEIGHT = 260;

function ChartTable({ points }: { points: DashboardChartPoint[] }) {
  return (
    <Table.ScrollContainer minWidth={360} mt="sm" className={listTableClasses.phoneFit}>
      <Table verticalSpacing={4} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Earnings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={point.date}>
              <Table.Td>
                <time dateTime={point.date}>{dayLabel(point.date)}</time>
              </Table.Td>
              <Table.Td ta="right">{point.sales}</Table.Td>
              <Table.Td ta="right">{formatDollars(point.amount)}</Table.Td>
              <Table.Td ta="right">{formatDollars(point.earnings)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The last 30 days of sales and earnings: a chart for the eye, a one-line summary and, on request,
 * the same figures as a table (the chart's text alternative).
 */
export function SalesOverview({ points, earningsLabel }: { points: DashboardChartPoint[]; earningsLabel: string }) {
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const [tableShown, table] = useDisclosure(false);
  const totals = chartTotals(points);
  const title = `Sales and earnings, last ${DASHBOARD_CHART_DAYS} days`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} aria-describedby={summaryId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Button variant="default" size="xs" onClick={table.toggle} aria-expanded={tableShown} aria-controls={tableId}>
          {tableShown ? 'Hide table' : 'Show as table'}
        </Button>
      </Group>
      <Text size="sm" id={summaryId} mb="sm">
        {totals.sales} {totals.sales === 1 ? 'sale' : 'sales'} worth {formatCents(totals.amountCents)};{' '}
        {earningsLabel.toLowerCase()} {formatCents(totals.earningsCents)}.
      </Text>
      <Suspense fallback={<Skeleton h={CHART_HEIGHT} aria-hidden />}>
        <SalesChart points={points} label={`Chart of ${title.toLowerCase()}, as in the summary above`} />
      </Suspense>
      <div id={tableId}>{tableShown && <ChartTable points={points} />}</div>
    </Card>
  );
}
