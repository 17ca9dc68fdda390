import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IDENTITY_VERIFICATION_DAYS } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AbrSummary } from '../../../components/abr-check.tsx';
import { listTableClasses } from '../../../components/list-table.tsx';
import { formatDate, fullName } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { type QueueStatus, verificationQueueQueryOptions } from '../api.ts';
import { SharedDetailsNote } from '../components/shared-details.tsx';
import { IdentityStatusBadge } from '../components/status-badge.tsx';
import { VendorChangeCard } from '../components/vendor-change-card.tsx';

const STATUS_TABS: { value: QueueStatus; label: string; empty: string }[] = [
  { value: 'submitted', label: 'Awaiting review', empty: 'No vendors are waiting for verification' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected vendors' },
  { value: 'approved', label: 'Approved', empty: 'No approved vendors yet' },
  { value: 'changes', label: 'Detail changes', empty: 'No vendor is waiting for a change of details' },
];

function isQueueStatus(value: string | null): value is QueueStatus {
  return STATUS_TABS.some((tab) => tab.value === value);
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

interface QueueTableProps {
  status: QueueStatus;
  page: number;
  empty: string;
  onPageChange: (page: number) => void;
}

function QueueTable({ status, page, empty, onPageChange }: QueueTableProps) {
  const adminId = useSignedInUser()._id;
  const queue = useQuery(verificationQueueQueryOptions(status, page));

  if (queue.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  if (queue.isError) {
    return (
      <Alert color="red" title="The queue could not be loaded">
        <Button mt="sm" variant="default" onClick={() => void queue.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { items, total, limit } = queue.data;
  if (items.length === 0) return <Text py="lg">{empty}</Text>;
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <Stack gap="md">
      {status === 'changes' ? (
        items.map((item) => <VendorChangeCard key={item._id} adminId={adminId} item={item} />)
      ) : (
        <Table.ScrollContainer minWidth={720} className={listTableClasses.phoneFit}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Vendor</Table.Th>
                <Table.Th visibleFrom="sm" scope="col">
                  Business
                </Table.Th>
                <Table.Th visibleFrom="sm" scope="col">
                  Email
                </Table.Th>
                <Table.Th visibleFrom="sm" scope="col">
                  Submitted
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">ABN on the register</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/vendors/verification/${item._id}`} fw={600}>
                      {fullName(item)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{item.displayName}</Table.Td>
                  <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.email}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{item.submittedAt ? formatDate(item.submittedAt) : '-'}</Table.Td>
                  <Table.Td>
                    <IdentityStatusBadge status={item.identityStatus} />
                  </Table.Td>
                  <Table.Td>
                    <AbrSummary abr={item.abr} />
                    <SharedDetailsNote shared={item.sharedDetails} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? 'vendor' : 'vendors'}
        </Text>
        {pages > 1 && (
          <nav aria-label="Queue pages">
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
              })}
            />
          </nav>
        )}
      </Group>
    </Stack>
  );
}

/** The staff's queue of vendors' identity documents (docs/product.md section 1: verified after sign-up). */
export function VerificationQueuePage() {
  usePageTitle('Verification queue');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: QueueStatus = isQueueStatus(requested) ? requested : 'submitted';
  const page = pageNumber(searchParams.get('page'));

  const show = (nextStatus: QueueStatus, nextPage: number) => {
    setSearchParams(nextPage > 1 ? { status: nextStatus, page: String(nextPage) } : { status: nextStatus });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Verification queue</Title>
        <Text c="dimmed">
          Check each new vendor's ID and proof of residence. Vendors are told to expect an answer within{' '}
          {IDENTITY_VERIFICATION_DAYS}. Verified vendors' changes of business name, ABN or address wait under Detail
          changes.
        </Text>
      </div>
      <Tabs value={status} onChange={(value) => isQueueStatus(value) && show(value, 1)}>
        <Tabs.List>
          {STATUS_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STATUS_TABS.map(({ value, empty }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === status && (
              <QueueTable status={value} page={page} empty={empty} onPageChange={(next) => show(value, next)} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
