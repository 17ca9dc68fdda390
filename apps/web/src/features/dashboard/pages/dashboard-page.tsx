import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type DashboardDto, hasPermission, isStaff, type PublicUser } from '@soko/shared';
import { IconArrowBackUp, IconCash, IconMail, IconPackages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDollars } from '../../../lib/dollars.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { NextPayout } from '../../payouts/index.ts';
import { SecondFactorNudge } from '../../second-factor/index.ts';
import { StandardsCard } from '../../standards/index.ts';
import { dashboardQuery } from '../api.ts';
import { DashboardProducts, DashboardSkeletonCard, LatestOrders, StatCard } from '../components/dashboard-widgets.tsx';
import { SalesOverview } from '../components/sales-overview.tsx';
import { StockCard } from '../components/stock-card.tsx';
import { WorkQueue } from '../components/work-queue.tsx';

function DashboardSkeleton() {
  return (
    <Box role="status" aria-busy>
      <VisuallyHidden>Loading the dashboard</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {['earnings', 'net-worth', 'messages'].map((key) => (
            <DashboardSkeletonCard key={key}>
              <Skeleton h={20} w="60%" />
              <Skeleton h={36} w="40%" />
              <Skeleton h={14} w="80%" />
            </DashboardSkeletonCard>
          ))}
        </SimpleGrid>
        <DashboardSkeletonCard>
          <Skeleton h={20} w="40%" />
          <Skeleton h={260} />
        </DashboardSkeletonCard>
      </Stack>
    </Box>
  );
}

function DashboardBody({ data, user }: { data: DashboardDto; user: PublicUser }) {
  const admin = isStaff(user);
  // A vendor's own messages and returns are always theirs; staff see the cards their role works on.
  const showMessages = !admin || hasPermission(user, 'messages');
  const showReturns = !admin || hasPermission(user, 'returns');
  // The standards are the orders team's: the owner and members whose role covers orders.
  const showStandards = !admin && (!user.team || user.team.permissions.includes('orders'));
  // Stock is the catalogue's: finance (staff or a vendor's member) would only be refused it.
  const showStock = mayDo(user, 'catalogue.read');
  const earningsLabel = admin ? 'Marketplace fees' : 'Your net';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StatCard
          title="Earnings all time"
          icon={IconCash}
          value={formatDollars(data.earnings)}
          caption={
            admin
              ? "The marketplace's fees on every sale not cancelled"
              : 'Your net (after fees) from sales not cancelled'
          }
          detail={`Refunded to buyers: ${formatDollars(data.refunded)}`}
        />
        <StatCard
          title="Products net worth"
          icon={IconPackages}
          value={formatDollars(data.netWorth)}
          caption={admin ? 'Price times stock of every product' : 'Price times stock of your products'}
        />
        {showMessages && (
          <StatCard
            title="New Messages"
            icon={IconMail}
            value={String(data.unreadMessages)}
            caption={
              <Anchor component={Link} to="/messages/inbox" size="sm">
                Go to inbox
              </Anchor>
            }
          />
        )}
      </SimpleGrid>
      {showReturns && (
        <Card withBorder padding="md" component="section" aria-label="Returns">
          <Group gap="xs">
            <IconArrowBackUp size={20} stroke={1.6} aria-hidden />
            <Anchor component={Link} to="/returns?status=requested" fw={600}>
              Returns waiting: {data.returnsWaiting}
            </Anchor>
          </Group>
        </Card>
      )}
      {!admin && <NextPayout />}
      {showStock && <StockCard />}
      {showStandards && <StandardsCard />}
      {admin && <WorkQueue />}
      <SalesOverview points={data.chart} earningsLabel={earningsLabel} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <DashboardProducts products={data.products} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <LatestOrders orders={data.latestOrders} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** docs/product.md section 2: the figures, products and latest orders at a glance, all from one request. */
function Figures({ user }: { user: PublicUser }) {
  const dashboard = useQuery(dashboardQuery());
  return (
    <>
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && (
        <Alert color="red" role="alert" title="The dashboard could not be loaded">
          <Button mt="xs" size="xs" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {dashboard.data && <DashboardBody data={dashboard.data} user={user} />}
    </>
  );
}

/** Staff whose role holds no money figures (catalogue, verification) see only the work waiting for them. */
export function DashboardPage() {
  const user = useSignedInUser();
  usePageTitle('Dashboard');
  const figures = !isStaff(user) || hasPermission(user, 'money.read');
  return (
    <Stack gap="xs">
      <Title order={1}>Dashboard</Title>
      <Text size="lg">Welcome, {user.firstName}</Text>
      {!isStaff(user) && <SecondFactorNudge />}
      <Box mt="md">{figures ? <Figures user={user} /> : <WorkQueue />}</Box>
    </Stack>
  );
}
