import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { JobDto } from '@soko/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatRecordTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { jobKeys, jobListQuery, runJobRequest } from '../api.ts';

function every(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'daily' : `every ${seconds / 86_400} days`;
  if (seconds % 3_600 === 0) return seconds === 3_600 ? 'hourly' : `every ${seconds / 3_600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'every minute' : `every ${seconds / 60} minutes`;
  return `every ${seconds} seconds`;
}

function summaryText(summary: Record<string, number> | null): string {
  if (!summary) return '';
  return Object.entries(summary)
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
}

// Filled in dark shades: white text on them passes 4.5:1 in the light and the dark scheme alike.
function outcomeOf(job: JobDto): { label: string; color: string } {
  if (job.disabledReason !== null) return { label: 'Off', color: 'gray.8' };
  if (job.running) return { label: 'Running', color: 'blue.9' };
  if (job.lastOutcome === 'failed') return { label: 'Failed', color: 'red.9' };
  if (job.lastOutcome === 'succeeded') return { label: 'Succeeded', color: 'brand.8' };
  return { label: 'Not run yet', color: 'gray.8' };
}

function OutcomeBadge({ job }: { job: JobDto }) {
  const { label, color } = outcomeOf(job);
  return (
    <Badge color={color} variant="filled">
      {label}
    </Badge>
  );
}

function JobCard({ job }: { job: JobDto }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => runJobRequest(job.name),
    onSuccess: (ran) => {
      alertSuccess(`${ran.name} ran`, ran.lastOutcome === 'failed' ? (ran.lastError ?? 'It failed') : undefined);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: alertApiError,
  });
  return (
    <Card withBorder component="section" aria-labelledby={`job-${job.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" id={`job-${job.name}`}>
            {job.name}
          </Title>
          <OutcomeBadge job={job} />
        </Group>
        <Text size="sm">
          {job.description} ({every(job.intervalSeconds)})
        </Text>
        {job.disabledReason !== null && <Text size="sm">{job.disabledReason}</Text>}
        <Text size="sm">
          Last run: {job.lastFinishedAt ? formatRecordTime(job.lastFinishedAt) : 'never'}
          {job.lastDurationMs !== null && ` (${job.lastDurationMs} ms)`}
        </Text>
        {job.lastSummary && <Text size="sm">Did: {summaryText(job.lastSummary)}</Text>}
        {job.lastError && (
          <Text size="sm" c="red.9">
            Error: {job.lastError}
          </Text>
        )}
        <Text size="sm">Next run: {job.nextRunAt ? formatRecordTime(job.nextRunAt) : 'not scheduled'}</Text>
        <Button
          variant="light"
          onClick={() => run.mutate()}
          loading={run.isPending}
          disabled={job.disabledReason !== null || job.running}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`Run now: ${job.name}`}
        >
          Run now
        </Button>
      </Stack>
    </Card>
  );
}

/** The scheduled jobs, for the super admin: how each last ran, when it runs next, and running one now. */
export function JobsPage() {
  usePageTitle('Jobs');
  const jobs = useQuery(jobListQuery());
  return (
    <Stack gap="md">
      <Title order={1}>Jobs</Title>
      <Text>What the server does on its own. One instance runs each job; runs now are recorded in the audit log.</Text>
      {jobs.isPending && <Loader aria-label="Loading jobs" />}
      {jobs.isError && <Text c="red.9">The jobs could not be loaded.</Text>}
      {jobs.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {jobs.data.map((job) => (
            <JobCard key={job.name} job={job} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
