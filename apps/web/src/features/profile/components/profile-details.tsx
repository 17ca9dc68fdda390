import { Alert, Avatar, Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isStaff, type PublicUser, roleLabel, type TeamMembership, VENDOR_TEAM_TEXT } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { DetailItem } from '../../../components/detail-item.tsx';
import { PendingChangeTable } from '../../../components/pending-change-table.tsx';
import { formatDate, fullName } from '../../../lib/format.ts';
import { myStoreQuery } from '../../store/index.ts';

function initials(user: PublicUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

function addressLines(user: PublicUser): string[] {
  const { c_address, suburb, state, postcode, country } = user.address;
  return [c_address, [suburb, state, postcode].filter(Boolean).join(' '), country].filter(Boolean);
}

const NOT_SET = 'Not set';

/**
 * docs/product.md section 2 shows placeholder bars at 0%; Soko shows the store's real figures, the same as the
 * store page, and 0% until they have loaded.
 */
function StorePerformanceCard() {
  const store = useQuery(myStoreQuery());
  const figures = store.data?.performance;
  // A store with no sale to judge has no delivery rate yet, nor one without products a quality:
  // not a 100 % it has not earned.
  const performance = [
    {
      label: 'Product Quality',
      value: figures?.productQuality ?? 0,
      none: figures?.productBasis.total === 0 ? 'No products yet' : null,
    },
    {
      label: 'Delivery Rate',
      value: figures?.deliveryRate ?? 0,
      none: figures?.deliveryBasis.judged === 0 ? 'No sales yet' : null,
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        Store performance
      </Title>
      <Stack gap="sm">
        {performance.map(({ label, value, none }) => (
          <div key={label}>
            <Group justify="space-between" mb={4}>
              <Text fw={500}>{label}</Text>
              <Text fw={500}>{none ?? `${value}%`}</Text>
            </Group>
            <Progress value={none ? 0 : value} aria-label={label} size="lg" />
          </div>
        ))}
        <Text size="sm" c="dimmed">
          {store.isError
            ? 'The store performance could not be loaded.'
            : 'Product quality is the share of your products that are approved; delivery rate, the share of your shipped sales that were delivered.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * A member of a vendor's team has no business of their own: their profile is who they are, the store
 * they work for and what their role lets them do (the store's figures are the owner's).
 */
function MemberDetails({ user, team }: { user: PublicUser; team: TeamMembership }) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar size={64} radius="xl" color="brand" aria-hidden>
          {initials(user)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="xl">
            {fullName(user)}
          </Title>
          <Text c="dimmed">{team.vendorName}</Text>
          <Badge mt={4} variant="light">
            {VENDOR_TEAM_TEXT.roleLabels[team.role]}
          </Badge>
        </div>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Details
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem term="Name">{fullName(user)}</DetailItem>
          <DetailItem term="Email">{user.email}</DetailItem>
          <DetailItem term="Phone">{user.phone || NOT_SET}</DetailItem>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Team
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem term="Store">{team.vendorName}</DetailItem>
          <DetailItem term="Role">{VENDOR_TEAM_TEXT.roleLabels[team.role]}</DetailItem>
          <DetailItem term="What your role lets you do">{VENDOR_TEAM_TEXT.roleDescriptions[team.role]}</DetailItem>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

export function ProfileDetails({ user }: { user: PublicUser }) {
  if (user.team) return <MemberDetails user={user} team={user.team} />;
  const address = addressLines(user);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar size={64} radius="xl" color="brand" aria-hidden>
          {initials(user)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="xl">
            {fullName(user)}
          </Title>
          {user.displayName && <Text c="dimmed">{user.displayName}</Text>}
          <Badge mt={4} variant="light">
            {roleLabel(user.role, user.staffRole)}
          </Badge>
        </div>
      </Group>

      {user.pendingEmail && (
        <Alert color="yellow" title="New email waiting for verification">
          Open the link we sent to {user.pendingEmail} to make it your email. Until then you keep using {user.email}.
        </Alert>
      )}

      {user.pendingChange && (
        <Alert color="yellow" title="Changes waiting for review">
          <Stack gap="xs">
            <Text size="sm">
              Our team checks a change of business name, ABN or address before it takes effect. Until then your
              invoices, payouts and store keep your current details. Asked for on{' '}
              {formatDate(user.pendingChange.requestedAt)}.
            </Text>
            <PendingChangeTable change={user.pendingChange} caption="Your requested changes" />
          </Stack>
        </Alert>
      )}

      {!user.pendingChange && user.pendingChangeRejectionReason && (
        <Alert color="red" title="Your change of details was not approved">
          Your current details stay in force. Reason: {user.pendingChangeRejectionReason}
        </Alert>
      )}

      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Details
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem term="Name">{fullName(user)}</DetailItem>
          <DetailItem term="Business name">{user.displayName || NOT_SET}</DetailItem>
          <DetailItem term="Email">{user.email}</DetailItem>
          <DetailItem term="Phone">{user.phone || NOT_SET}</DetailItem>
          <DetailItem term="Date of birth">{user.DOB ? formatDate(`${user.DOB}T00:00:00`) : NOT_SET}</DetailItem>
          <DetailItem term="ABN">{user.ABN || NOT_SET}</DetailItem>
          {!isStaff(user) && (
            <DetailItem term="GST">
              {user.gstRegistered && user.gstRegisteredFrom
                ? `Registered from ${formatDate(`${user.gstRegisteredFrom}T00:00:00`)}`
                : 'Not registered'}
            </DetailItem>
          )}
          <DetailItem term="Address">
            {address.length === 0
              ? NOT_SET
              : address.map((line) => (
                  <Box component="span" display="block" key={line}>
                    {line}
                  </Box>
                ))}
          </DetailItem>
          <DetailItem term="Role">{roleLabel(user.role, user.staffRole)}</DetailItem>
        </SimpleGrid>
      </Paper>

      {!isStaff(user) && <StorePerformanceCard />}
    </Stack>
  );
}
