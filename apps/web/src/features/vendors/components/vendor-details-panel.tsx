import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ONBOARDING_STATE_LABEL, type VendorDetail } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AbrDetails } from '../../../components/abr-check.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { PendingChangeTable } from '../../../components/pending-change-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDate, fullName } from '../../../lib/format.ts';
import { TeamTable, teamQuery } from '../../team/index.ts';

/** The Vendor Details tab: who the vendor is, where they stand, and what they sell. */
export function VendorDetailsPanel({ detail }: { detail: VendorDetail }) {
  const { user, summary } = detail;
  const { c_address, suburb, state, postcode } = user.address;
  return (
    <Stack gap="md">
      {user.pendingChange && (
        <Alert color="yellow" title="Change of details waiting for review">
          <Stack gap="xs">
            <Text size="sm">
              The details below stay in force until the change is approved in the{' '}
              <Anchor component={Link} to="/vendors/verification?status=changes" size="sm">
                verification queue
              </Anchor>
              .
            </Text>
            <PendingChangeTable change={user.pendingChange} caption="Requested by the vendor" />
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Account
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem term="Business name">{user.displayName || '-'}</DetailItem>
          <DetailItem term="Contact">{fullName(user)}</DetailItem>
          <DetailItem term="Email">
            {user.email}
            {user.pendingEmail ? ` (changing to ${user.pendingEmail} once confirmed)` : ''}
          </DetailItem>
          <DetailItem term="Phone">{user.phone || '-'}</DetailItem>
          <DetailItem term="ABN">{user.ABN || '-'}</DetailItem>
          <DetailItem term="Date of birth">{user.DOB ? formatDate(user.DOB) : '-'}</DetailItem>
          <DetailItem term="Address">
            {[c_address, suburb, state, postcode].filter(Boolean).join(', ') || '-'}
          </DetailItem>
          <DetailItem term="Joined">{formatDate(user.createdAt)}</DetailItem>
          <DetailItem term="Status">{user.active ? 'Active' : 'Inactive'}</DetailItem>
          <DetailItem term="Onboarding">{ONBOARDING_STATE_LABEL[summary.onboarding]}</DetailItem>
        </SimpleGrid>
      </Paper>
      <AbrDetails abr={detail.abr} vendor={user} />
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Store
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem term="Products">{summary.products}</DetailItem>
          <DetailItem term="Live on the storefront">{summary.liveProducts}</DetailItem>
          <DetailItem term="Paused">{detail.pausedProducts}</DetailItem>
          <DetailItem term="Sales">{summary.sales}</DetailItem>
          <DetailItem term="Sale on every product">
            {detail.salePercentage === null ? 'Differs by product' : `${detail.salePercentage}%`}
          </DetailItem>
          <DetailItem term="Shipping provider">{detail.shippingProvider ?? 'Differs by product'}</DetailItem>
        </SimpleGrid>
      </Paper>
      <VendorTeam vendorId={user._id} />
    </Stack>
  );
}

/** The vendor's team (issue 30): who acts for the vendor, with which role. */
function VendorTeam({ vendorId }: { vendorId: string }) {
  const team = useQuery(teamQuery(vendorId));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        Team
      </Title>
      <QueryState query={team} loadingLabel="Loading the team" errorTitle="The team could not be loaded" />
      {team.data && <TeamTable members={team.data.items} />}
    </Paper>
  );
}
