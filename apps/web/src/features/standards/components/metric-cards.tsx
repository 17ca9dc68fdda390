import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { formatStandardValue, STANDARD_METRIC_INFO, type StandardMetricDto } from '@soko/shared';
import { StandingBadge } from './standing-badge.tsx';

function thresholdText(metric: StandardMetricDto): string {
  const { unit, direction } = STANDARD_METRIC_INFO[metric.key];
  const suffix = unit === 'percent' ? ' %' : ' h';
  const word = direction === 'min' ? 'at least' : 'at most';
  return `Alert ${word} ${metric.alert}${suffix}, limit ${metric.limit}${suffix}`;
}

function countText(metric: StandardMetricDto): string {
  if (metric.key === 'caseResponseHours') return `${metric.denominator} ${metric.denominator === 1 ? 'case' : 'cases'}`;
  const of = metric.key === 'validTrackingRate' ? 'shipped sales' : 'sales';
  return `${metric.numerator} of ${metric.denominator} ${of}`;
}

/** Each figure as a card: its value, its status, what it counts and its lines; one column on a phone. */
export function MetricCards({ metrics, rated }: { metrics: StandardMetricDto[]; rated: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {metrics.map((metric) => {
        const info = STANDARD_METRIC_INFO[metric.key];
        return (
          <Card key={metric.key} withBorder padding="sm" component="section" aria-label={info.label}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600}>{info.label}</Text>
              {rated && <StandingBadge standing={metric.status} short />}
            </Group>
            <Text fz="xl" fw={700} mt={4}>
              {formatStandardValue(metric.key, metric.value)}
            </Text>
            <Text size="sm">{countText(metric)}</Text>
            <Text size="sm" c="dimmed">
              {info.explains}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {thresholdText(metric)}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
