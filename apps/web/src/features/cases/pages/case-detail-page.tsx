import { Anchor, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CASE_DECISION_LABELS,
  CASE_REASON_LABELS,
  CASE_RESOLUTION_LABELS,
  type CaseDetailDto,
  isStaff,
} from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { caseQuery } from '../api.ts';
import { DecideCaseButton, ResolveCaseButton } from '../components/case-outcome-dialogs.tsx';
import { CaseStatusBadge } from '../components/case-status-badge.tsx';
import { CaseMessageForm, CaseTimeline } from '../components/case-timeline.tsx';

/** Where the case stands, in a sentence, and what the caller can do about it. */
function standing(kase: CaseDetailDto, staff: boolean): string {
  switch (kase.status) {
    case 'open':
      return staff
        ? `Waiting for the vendor's answer, due by ${formatDateTime(kase.respondBy)}; unanswered, it comes to the Soko team.`
        : `Please answer by ${formatDateTime(kase.respondBy)}: unanswered, the case goes to the Soko team.`;
    case 'responded':
      return 'The vendor has answered; the case waits for its resolution.';
    case 'resolved':
      return kase.resolution === 'rejected'
        ? 'The vendor rejected the case: the buyer may still ask Soko to step in.'
        : 'Resolved by the vendor.';
    case 'escalated':
      return staff ? 'Escalated: waiting for your decision.' : 'With the Soko team: they will decide.';
    case 'decided':
      return 'Decided by the Soko team.';
  }
}

function Outcome({ kase }: { kase: CaseDetailDto }) {
  return (
    <SimpleGrid component="dl" cols={1} spacing="sm" m={0}>
      {kase.resolution && (
        <DetailItem term="Resolution">
          {CASE_RESOLUTION_LABELS[kase.resolution]}
          {kase.resolutionNote ? `: ${kase.resolutionNote}` : ''}
        </DetailItem>
      )}
      {kase.decision && (
        <DetailItem term="Decision">
          {CASE_DECISION_LABELS[kase.decision]}: {kase.decisionReason}
        </DetailItem>
      )}
      {kase.refund && (
        <DetailItem term="Refunded">
          {formatDollars(kase.refund.amount + kase.refund.shipping)} (items {formatDollars(kase.refund.amount)}, postage{' '}
          {formatDollars(kase.refund.shipping)})
        </DetailItem>
      )}
      {kase.returnId && (
        <DetailItem term="Return">
          <Anchor component={Link} to={`/returns/${kase.returnId}`}>
            The return it opened
          </Anchor>
        </DetailItem>
      )}
    </SimpleGrid>
  );
}

function CaseDetail({ kase }: { kase: CaseDetailDto }) {
  const staff = isStaff(useSignedInUser());
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>Case #{kase.number}</Title>
        <Group gap="sm">
          <CaseStatusBadge status={kase.status} size="lg" />
          <Text c="dimmed">
            {CASE_REASON_LABELS[kase.reason]} · opened <DateTime value={kase.openedAt} /> · {kase.vendor.displayName}
          </Text>
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DetailSection title="Timeline">
            <Stack gap="md">
              <CaseTimeline kase={kase} />
              {kase.canWrite && <CaseMessageForm kase={kase} />}
            </Stack>
          </DetailSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <DetailSection title="Status">
              <Stack gap="sm">
                <Text>{standing(kase, staff)}</Text>
                <Outcome kase={kase} />
                {(kase.canResolve || kase.canDecide) && (
                  <Group gap="sm">
                    {kase.canResolve && <ResolveCaseButton kase={kase} />}
                    {kase.canDecide && <DecideCaseButton kase={kase} />}
                  </Group>
                )}
              </Stack>
            </DetailSection>
            <DetailSection title="Order">
              <SimpleGrid component="dl" cols={1} spacing="sm" m={0}>
                <DetailItem term="Customer">{kase.order.customerName}</DetailItem>
                <DetailItem term="Sale">
                  <Anchor component={Link} to={`/sale/${kase.saleId}`}>
                    Sale of order #{kase.order.number}
                  </Anchor>
                </DetailItem>
              </SimpleGrid>
            </DetailSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Issue 44: one case, its timeline, and the answer, resolution or decision the caller may give. */
export function CaseDetailPage() {
  const { id = '' } = useParams();
  const kase = useQuery(caseQuery(id));
  usePageTitle(kase.data ? `Case #${kase.data.number}` : 'Case');
  return (
    <DetailPage
      query={kase}
      back={{ to: '/cases', label: 'Back to cases' }}
      title="Case"
      loadingLabel="Loading the case"
      errorTitle="The case could not be loaded"
    >
      {(data) => <CaseDetail kase={data} />}
    </DetailPage>
  );
}
