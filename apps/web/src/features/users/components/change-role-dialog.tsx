import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { ROLE_STAFF, ROLE_SUPER_ADMIN, type UserListItem } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { fullName } from '../../../lib/format.ts';
import { changeUserRole } from '../api.ts';
import { isStaffRoleValue, StaffRoleSelect } from './staff-role-select.tsx';

interface ChangeRoleDialogProps {
  /** The staff account whose role changes; null while the dialog is closed. */
  account: UserListItem | null;
  onClose: () => void;
}

function ChangeRoleForm({ account, onClose }: { account: UserListItem; onClose: () => void }) {
  const [role, setRole] = useState(String(account.role));
  const [staffRole, setStaffRole] = useState<string | null>(account.staffRole);
  const [staffRoleError, setStaffRoleError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () =>
      changeUserRole(
        account._id,
        role === String(ROLE_STAFF) && isStaffRoleValue(staffRole)
          ? { role: ROLE_STAFF, staffRole }
          : { role: ROLE_SUPER_ADMIN },
      ),
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      onClose();
    },
    onError: alertApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role === String(ROLE_STAFF) && !isStaffRoleValue(staffRole)) {
      setStaffRoleError('Please choose a staff role');
      return;
    }
    change.mutate();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">Their menus and what they may do change the next time a page of theirs loads.</Text>
        <Radio.Group label="Role" value={role} onChange={setRole}>
          <Group mt="xs">
            <Radio value={String(ROLE_SUPER_ADMIN)} label="Super admin" />
            <Radio value={String(ROLE_STAFF)} label="Staff" />
          </Group>
        </Radio.Group>
        {role === String(ROLE_STAFF) && (
          <StaffRoleSelect
            required
            value={staffRole}
            error={staffRoleError}
            onChange={(value) => {
              setStaffRole(value);
              setStaffRoleError(null);
            }}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Group justify="flex-end">
          {/* Focus starts on Cancel, as in the app's other confirmations. */}
          <Button variant="default" onClick={onClose} disabled={change.isPending} data-autofocus>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Super admin: makes a staff account super admin, or staff with another role (never a vendor's account, never one's own). */
export function ChangeRoleDialog({ account, onClose }: ChangeRoleDialogProps) {
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={account ? `Change the role of ${fullName(account)}` : ''}
      centered
    >
      {/* Keyed by account, so that each opening starts from that account's role. */}
      {account && <ChangeRoleForm key={account._id} account={account} onClose={onClose} />}
    </Modal>
  );
}
