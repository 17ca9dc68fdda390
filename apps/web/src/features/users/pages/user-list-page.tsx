import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  ADMIN_TEXT,
  isStaff,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
  ROLE_VENDOR,
  roleLabel,
  USER_PAGE_SIZE,
  type UserListItem,
  type UserSort,
} from '@soko/shared';
import { IconDots, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { OnboardingBadge } from '../../../components/onboarding-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDate, fullName } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { resendInvitation, setUserActive, userListQuery } from '../api.ts';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';

const SORT_OPTIONS: { value: UserSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A to Z' },
  { value: '-name', label: 'Name Z to A' },
  { value: 'email', label: 'Email A to Z' },
  { value: '-email', label: 'Email Z to A' },
];

const ROLE_OPTIONS = [
  { value: '', label: 'Everyone' },
  { value: String(ROLE_VENDOR), label: 'Vendors' },
  { value: String(ROLE_SUPER_ADMIN), label: 'Super admins' },
  { value: String(ROLE_STAFF), label: 'Staff' },
];

function isSort(value: string | null): value is UserSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function roleOf(value: string | null): number | null {
  return ROLE_OPTIONS.some((option) => option.value !== '' && option.value === value) ? Number(value) : null;
}

/** An invited account that has not chosen a password yet: its link may have expired or been lost. */
function ResendInvitationButton({ user }: { user: UserListItem }) {
  const resend = useMutation({
    mutationFn: () => resendInvitation(user._id),
    onSuccess: ({ msg }) => alertSuccess(msg),
    onError: alertApiError,
  });
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={resend.isPending}
      onClick={() => resend.mutate()}
      aria-label={`Resend invitation to ${user.email}`}
    >
      Resend invitation
    </Button>
  );
}

interface RowActions {
  onChangeRole: (user: UserListItem) => void;
  onSetActive: (user: UserListItem) => void;
}

/** The super admin's actions on another account; none on their own (the server refuses them too). */
function UserActions({ user, onChangeRole, onSetActive }: { user: UserListItem } & RowActions) {
  const name = fullName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A vendor's account is never turned into staff: staff accounts are invited as staff. */}
        {isStaff(user) && <Menu.Item onClick={() => onChangeRole(user)}>Change role</Menu.Item>}
        {user.active ? (
          <Menu.Item color="red.9" onClick={() => onSetActive(user)}>
            Deactivate
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => onSetActive(user)}>Reactivate</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function UserRow({ user, own, actions }: { user: UserListItem; own: boolean; actions: RowActions }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          {fullName(user)}
        </Text>
        {user.displayName && (
          <Text size="xs" c="dimmed">
            {user.displayName}
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Table.Td>
      <Table.Td visibleFrom="sm">{roleLabel(user.role, user.staffRole)}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <OnboardingBadge state={user.onboarding} />
          {user.onboarding === 'passwordNotSet' && <ResendInvitationButton user={user} />}
        </Stack>
      </Table.Td>
      <Table.Td>{user.active ? 'Yes' : 'No'}</Table.Td>
      <Table.Td visibleFrom="sm">{formatDate(user.createdAt)}</Table.Td>
      <Table.Td>
        {own ? (
          <Text size="xs" c="dimmed">
            You
          </Text>
        ) : (
          <UserActions user={user} {...actions} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Every account (issue 8): searchable, sortable, filtered by role, paginated on the server; the super admin
 * changes staff roles and deactivates or reactivates accounts (issue 15).
 */
export function UserListPage() {
  usePageTitle('Users');
  const { page, q, searchText, searchHint, onSearchChange, setPage, getParam, setParam } = useListSearch();
  const requestedSort = getParam('sort');
  const sort: UserSort = isSort(requestedSort) ? requestedSort : 'newest';
  const role = roleOf(getParam('role'));
  const list = useQuery(userListQuery({ page, q, sort, role }));
  const total = list.data?.total ?? 0;
  const me = useSignedInUser();
  const [changingRole, setChangingRole] = useState<UserListItem | null>(null);
  const [switching, setSwitching] = useState<UserListItem | null>(null);
  const setActive = useMutation({
    mutationFn: (account: UserListItem) => setUserActive(account._id, !account.active),
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      setSwitching(null);
    },
    onError: alertApiError,
  });
  const actions: RowActions = { onChangeRole: setChangingRole, onSetActive: setSwitching };
  const switchingName = switching ? fullName(switching) : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Users</Title>
        <Button component={Link} to="/users/create-user" leftSection={<IconUserPlus size={18} aria-hidden />}>
          Create user
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search by name, business or email"
          description={searchHint}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 300 }}
        />
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={role === null ? '' : String(role)}
          allowDeselect={false}
          onChange={(value) => setParam('role', value)}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort}
          allowDeselect={false}
          onChange={(value) => setParam('sort', value === 'newest' ? null : value)}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <QueryState query={list} loadingLabel="Loading users" errorTitle="The users could not be loaded" />
      {list.data && total === 0 && <Text>{ADMIN_TEXT.noUsers}</Text>}
      {list.data && total > 0 && (
        <ListTable
          minWidth={820}
          caption={countOf(total, 'account', 'accounts', list.data.totalCapped)}
          head={
            <>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th visibleFrom="sm" scope="col">
                Email
              </Table.Th>
              <Table.Th visibleFrom="sm" scope="col">
                Role
              </Table.Th>
              <Table.Th scope="col">Onboarding</Table.Th>
              <Table.Th scope="col">Active</Table.Th>
              <Table.Th visibleFrom="sm" scope="col">
                Created
              </Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
          pagination={{
            total,
            totalCapped: list.data.totalCapped,
            searched: q !== '',
            limit: USER_PAGE_SIZE,
            page,
            onChange: setPage,
          }}
        >
          {list.data.items.map((user) => (
            <UserRow key={user._id} user={user} own={user._id === me._id} actions={actions} />
          ))}
        </ListTable>
      )}
      <ChangeRoleDialog account={changingRole} onClose={() => setChangingRole(null)} />
      <ConfirmDialog
        opened={switching !== null}
        title={switching?.active ? 'Deactivate account' : 'Reactivate account'}
        confirmLabel={switching?.active ? 'Deactivate' : 'Reactivate'}
        danger={switching?.active}
        pending={setActive.isPending}
        onClose={() => setSwitching(null)}
        onConfirm={() => switching && setActive.mutate(switching)}
      >
        <Text>
          {switching?.active
            ? `Deactivate ${switchingName}? They are signed out of every device at once and cannot sign in until reactivated.`
            : `Reactivate ${switchingName}? They can sign in again with their password.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
