import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  VENDOR_TEAM_ROLES,
  VENDOR_TEAM_TEXT,
  type VendorTeamMember,
  type VendorTeamRole,
  vendorTeamInviteSchema,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { changeMemberRole, inviteMember, removeMember, resendInvitation, teamQuery } from '../api.ts';
import { TeamTable } from '../team-table.tsx';

const ROLE_OPTIONS = VENDOR_TEAM_ROLES.map((role) => ({
  value: role,
  label: `${VENDOR_TEAM_TEXT.roleLabels[role]}: ${VENDOR_TEAM_TEXT.roleDescriptions[role]}`,
}));
const isRole = (value: string | null): value is VendorTeamRole => VENDOR_TEAM_ROLES.includes(value as VendorTeamRole);

interface InviteValues {
  name: string;
  email: string;
  role: string;
}

const validateInvite = schemaResolver(vendorTeamInviteSchema, { sync: true });

function InviteForm() {
  const form = useForm<InviteValues>({
    initialValues: { name: '', email: '', role: '' },
    validate: (values) => validateInvite(values),
  });
  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      form.reset();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['name', 'email', 'role']));
      alertApiError(error);
    },
  });
  const submit = (values: InviteValues) => {
    const parsed = vendorTeamInviteSchema.safeParse(values);
    if (parsed.success) invite.mutate(parsed.data);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invite-heading">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-heading">
            Invite a member
          </Title>
          <Text size="sm">
            We email them a link to choose their password, valid for 7 days. They sign in with their own password and
            see only what their role covers.
          </Text>
          <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
          <Select label="Role" required data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ChangeRoleDialog({ member, onClose }: { member: VendorTeamMember | null; onClose: () => void }) {
  const [role, setRole] = useState<string | null>(member?.role ?? null);
  const change = useMutation({
    mutationFn: (next: VendorTeamRole) => changeMemberRole(member?._id ?? '', next),
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      onClose();
    },
    onError: alertApiError,
  });
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={member ? `Change the role of ${member.name}` : ''}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isRole(role)) change.mutate(role);
        }}
      >
        <Stack gap="md">
          <Select
            label="Role"
            required
            data={ROLE_OPTIONS}
            value={role}
            onChange={setRole}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={change.isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Settings > Team (issue 30): the owner's team, invitations, roles and removal. */
export function TeamPage() {
  usePageTitle('Team');
  const team = useQuery(teamQuery());
  const [changing, setChanging] = useState<VendorTeamMember | null>(null);
  const [removing, setRemoving] = useState<VendorTeamMember | null>(null);
  const remove = useMutation({
    mutationFn: (member: VendorTeamMember) => removeMember(member._id),
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      setRemoving(null);
    },
    onError: alertApiError,
  });
  const resend = useMutation({
    mutationFn: (member: VendorTeamMember) => resendInvitation(member._id),
    onSuccess: ({ msg }) => alertSuccess(msg),
    onError: alertApiError,
  });
  return (
    <Stack gap="md" maw={840}>
      <Title order={1}>Team</Title>
      <Text>
        The people who help run your store, each with their own sign-in. Only you manage the team and the bank details.
      </Text>
      <QueryState query={team} loadingLabel="Loading your team" errorTitle="Your team could not be loaded" />
      {team.data && (
        <TeamTable
          members={team.data.items}
          actions={(member) => (
            <Group gap="xs" justify="flex-end" wrap="wrap">
              {!member.passwordSet && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => resend.mutate(member)}
                  loading={resend.isPending && resend.variables?._id === member._id}
                  aria-label={`Resend the invitation to ${member.name}`}
                >
                  Resend invitation
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => setChanging(member)}>
                Change role
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setRemoving(member)}>
                Remove
              </Button>
            </Group>
          )}
        />
      )}
      <InviteForm />
      <ChangeRoleDialog key={changing?._id ?? 'none'} member={changing} onClose={() => setChanging(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove team member"
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <Text>
          Remove {removing?.name} from your team? They are signed out of every device at once and can no longer sign in.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
