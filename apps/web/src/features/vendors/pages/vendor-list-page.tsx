import {
  ActionIcon,
  Anchor,
  Button,
  EmptyState,
  Group,
  Menu,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  ADMIN_TEXT,
  hasPermission,
  type Paginated,
  VENDOR_PAGE_SIZE,
  type VendorListResponse,
  type VendorSort,
  type VendorSummary,
} from '@soko/shared';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconDots,
  IconSearch,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { countOf, listTableClasses, totalText } from '../../../components/list-table.tsx';
import { OnboardingBadge } from '../../../components/onboarding-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { setVendorActive, vendorListQuery } from '../api.ts';
import { DeactivateModal } from '../components/deactivate-modal.tsx';
import { useSelectVendor } from '../components/use-select-vendor.ts';

type Tab = keyof VendorListResponse;

const TABS: { value: Tab; label: string; empty: string }[] = [
  { value: 'allVendor', label: 'All', empty: ADMIN_TEXT.noActiveVendor },
  { value: 'active', label: 'Active', empty: ADMIN_TEXT.noActiveVendor },
  { value: 'inactive', label: 'Inactive', empty: 'No inactive vendor' },
];

const SORTS: VendorSort[] = ['newest', 'oldest', 'name', '-name', 'email', '-email', 'products', '-products'];

/** A sortable column: the first click sorts ascending (newest first for the join date). */
const SORTABLE: Record<'name' | 'email' | 'products' | 'joined', { asc: VendorSort; desc: VendorSort }> = {
  name: { asc: 'name', desc: '-name' },
  email: { asc: 'email', desc: '-email' },
  products: { asc: 'products', desc: '-products' },
  joined: { asc: 'oldest', desc: 'newest' },
};

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

function isSort(value: string | null): value is VendorSort {
  return SORTS.some((sort) => sort === value);
}

/** Vendors needing staff's eyes on their documents are sent to the verification queue. */
const NEEDS_REVIEW = new Set(['awaitingReview', 'rejected', 'documentsNeeded']);

interface SortableThProps {
  label: string;
  column: keyof typeof SORTABLE;
  sort: VendorSort;
  onSort: (sort: VendorSort) => void;
  /** A column a phone leaves out (see ListTable). */
  visibleFrom?: 'sm';
}

/** A column header that sorts the list on the server; aria-sort tells screen readers the order. */
function SortableTh({ label, column, sort, onSort, visibleFrom }: SortableThProps) {
  const { asc, desc } = SORTABLE[column];
  const direction = sort === asc ? 'ascending' : sort === desc ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th scope="col" aria-sort={direction} visibleFrom={visibleFrom}>
      <UnstyledButton
        onClick={() => onSort(direction === 'ascending' ? desc : asc)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

interface RowProps {
  vendor: VendorSummary;
  busy: boolean;
  onSelect: (vendor: VendorSummary) => void;
  onActivate: (vendor: VendorSummary) => void;
  onDeactivate: (vendor: VendorSummary) => void;
}

function VendorRow({ vendor, busy, onSelect, onActivate, onDeactivate }: RowProps) {
  const staff = useSignedInUser();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {vendor.displayName || vendor.name}
        </Text>
        <Text size="xs" c="dimmed">
          {vendor.name}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
        {vendor.email}
      </Table.Td>
      <Table.Td visibleFrom="sm">{vendor.phone || '-'}</Table.Td>
      <Table.Td visibleFrom="sm">
        {vendor.products}
        <Text span size="xs" c="dimmed">
          {' '}
          ({vendor.liveProducts} live)
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{vendor.sales}</Table.Td>
      <Table.Td>
        <OnboardingBadge state={vendor.onboarding} />
      </Table.Td>
      <Table.Td visibleFrom="sm">{formatDate(vendor.createdAt)}</Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${vendor.displayName}`} loading={busy}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onSelect(vendor)}>Select as active vendor</Menu.Item>
            {hasPermission(staff, 'vendors') &&
              (vendor.active ? (
                <Menu.Item color="red.9" onClick={() => onDeactivate(vendor)}>
                  Deactivate
                </Menu.Item>
              ) : (
                <Menu.Item onClick={() => onActivate(vendor)}>Activate</Menu.Item>
              ))}
            {hasPermission(staff, 'verification') && NEEDS_REVIEW.has(vendor.onboarding) && (
              <Menu.Item component={Link} to={`/vendors/verification/${vendor._id}`}>
                Review documents
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

interface VendorTableProps {
  list: Paginated<VendorSummary>;
  sort: VendorSort;
  onSort: (sort: VendorSort) => void;
  busyId: string | null;
  actions: Omit<RowProps, 'vendor' | 'busy'>;
}

function VendorTable({ list, sort, onSort, busyId, actions }: VendorTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000} maxHeight={640} className={listTableClasses.phoneFit}>
      <Table striped highlightOnHover stickyHeader verticalSpacing="sm">
        <Table.Caption>{countOf(list.total, 'vendor', 'vendors', list.totalCapped)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Vendor" column="name" sort={sort} onSort={onSort} />
            <SortableTh label="Email" column="email" sort={sort} onSort={onSort} visibleFrom="sm" />
            <Table.Th visibleFrom="sm" scope="col">
              Phone
            </Table.Th>
            <SortableTh label="Products" column="products" sort={sort} onSort={onSort} visibleFrom="sm" />
            <Table.Th visibleFrom="sm" scope="col">
              Sales
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <SortableTh label="Joined" column="joined" sort={sort} onSort={onSort} visibleFrom="sm" />
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.items.map((vendor) => (
            <VendorRow key={vendor._id} vendor={vendor} busy={busyId === vendor._id} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** docs/product.md section 2: the vendors list with tabs All, Active and Inactive, searchable and sortable. */
export function VendorListPage() {
  usePageTitle('Vendors');
  const admin = useSignedInUser();
  const createsVendors = hasPermission(admin, 'vendors');
  const { page, q, searchText, searchHint, onSearchChange, setPage, getParam, setParam } = useListSearch();
  const requestedTab = getParam('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'allVendor';
  const requestedSort = getParam('sort');
  const sort: VendorSort = isSort(requestedSort) ? requestedSort : 'newest';
  const lists = useQuery(vendorListQuery(admin._id, { page, q, sort }));
  const [toDeactivate, setToDeactivate] = useState<VendorSummary | null>(null);
  const select = useSelectVendor();

  const setActive = useMutation({
    mutationFn: ({ vendor, active }: { vendor: VendorSummary; active: boolean }) =>
      setVendorActive(admin._id, vendor._id, active),
    onSuccess: ({ msg, vendor }) => {
      alertSuccess(`${msg}: ${vendor.displayName}`);
      setToDeactivate(null);
    },
    onError: alertApiError,
  });
  const busyId = setActive.isPending
    ? (setActive.variables?.vendor._id ?? null)
    : select.isPending
      ? (select.variables ?? null)
      : null;
  const current = lists.data?.[tab];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Vendors</Title>
        <Group gap="sm">
          {hasPermission(admin, 'verification') && (
            <Button variant="default" component={Link} to="/vendors/verification">
              Verification queue
            </Button>
          )}
          {createsVendors && (
            <Button component={Link} to="/vendors/create-vendors" leftSection={<IconUserPlus size={18} aria-hidden />}>
              Create vendor
            </Button>
          )}
        </Group>
      </Group>
      <TextInput
        label="Search by business, name, email or phone"
        description={searchHint}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 360 }}
      />
      <QueryState query={lists} loadingLabel="Loading vendors" errorTitle="The vendors could not be loaded" />
      {lists.data && (
        <Tabs value={tab} onChange={(value) => isTab(value) && setParam('tab', value === 'allVendor' ? null : value)}>
          <Tabs.List>
            {TABS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label} ({totalText(lists.data[value].total, lists.data[value].totalCapped)})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, empty }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {value === tab && current && current.total === 0 && (
                <EmptyState icon={<IconUsersGroup aria-hidden />} title={q === '' ? empty : `No vendor matches “${q}”`}>
                  {createsVendors && (
                    <EmptyState.Actions>
                      <Button component={Link} to="/vendors/create-vendors">
                        Create vendor
                      </Button>
                    </EmptyState.Actions>
                  )}
                </EmptyState>
              )}
              {value === tab && current && current.total > 0 && (
                <Stack gap="sm">
                  <VendorTable
                    list={current}
                    sort={sort}
                    onSort={(next) => setParam('sort', next === 'newest' ? null : next)}
                    busyId={busyId}
                    actions={{
                      onSelect: (vendor) => select.mutate(vendor._id),
                      onActivate: (vendor) => setActive.mutate({ vendor, active: true }),
                      onDeactivate: setToDeactivate,
                    }}
                  />
                  <ListPagination
                    total={current.total}
                    totalCapped={current.totalCapped}
                    searched={q !== ''}
                    limit={VENDOR_PAGE_SIZE}
                    page={page}
                    onChange={setPage}
                  />
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Text size="sm" c="dimmed">
        Vendors waiting for identity checks are in the{' '}
        <Anchor component={Link} to="/vendors/verification" underline="always">
          verification queue
        </Anchor>
        .
      </Text>
      <DeactivateModal
        vendorName={toDeactivate?.displayName ?? null}
        loading={setActive.isPending}
        onClose={() => setToDeactivate(null)}
        onConfirm={() => toDeactivate && setActive.mutate({ vendor: toDeactivate, active: false })}
      />
    </Stack>
  );
}
