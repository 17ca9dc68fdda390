import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { formatStandardValue, STANDARD_METRIC_INFO } from '@soko/shared';
import { IconGauge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { standardsQuery } from '../api.ts';
import { StandingBadge } from './standing-badge.tsx';

/** The vendor's dashboard card: its standing, and each figure past an alert or limit, linking to the page. */
export function StandardsCard() {
  const titleId = useId();
  const standards = useQuery(standardsQuery(''));
  if (!standards.data) return null;
  const { standing, metrics, rated, window } = standards.data;
  const flagged = metrics.filter((metric) => metric.status !== 'ok');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconGauge size={20} stroke={1.6} aria-hidden />
          <Title order={2} size="h4" id={titleId}>
            Service standards
          </Title>
        </Group>
        <StandingBadge standing={standing} />
      </Group>
      <Text size="sm" mt="xs">
        {rated
          ? flagged.length === 0
            ? `Every figure meets the standard over the last ${window.days} days.`
            : flagged
                .map(
                  (metric) =>
                    `${STANDARD_METRIC_INFO[metric.key].label} ${formatStandardValue(metric.key, metric.value)} (${metric.status === 'over' ? 'over the limit' : 'alert'})`,
                )
                .join('; ')
          : `Not rated until ${standards.data.minSales} sales in ${window.days} days.`}
      </Text>
      <Anchor component={Link} to="/standards" size="sm" fw={600} mt="xs" display="inline-block">
        See your standards
      </Anchor>
    </Card>
  );
}
