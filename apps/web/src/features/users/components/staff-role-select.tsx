import { Select, type SelectProps, Stack, Text } from '@mantine/core';
import { ROLE_STAFF, roleLabel, STAFF_ROLES, type StaffRole } from '@soko/shared';

/** What each staff role works on, in one line (packages/shared STAFF_ROLE_PERMISSIONS says it exactly). */
export const STAFF_ROLE_SUMMARY: Record<StaffRole, string> = {
  support: 'Vendors, messages, sale status and returns; reads money figures',
  catalogue: 'Categories, product approval and revision review',
  finance: 'Payouts, refunds, statements and revealing bank details',
  verification: 'The identity queue and vendors’ detail changes',
};

/** "Catalogue" rather than "Staff: Catalogue": the select is already about the staff role. */
const staffRoleName = (staffRole: StaffRole) => roleLabel(ROLE_STAFF, staffRole).replace(/^Staff: /, '');

const DATA = STAFF_ROLES.map((value) => ({ value, label: staffRoleName(value) }));

export function isStaffRoleValue(value: string | null): value is StaffRole {
  return STAFF_ROLES.some((staffRole) => staffRole === value);
}

/** The staff role of a staff account: each option says what the role may do, and so does the field once chosen. */
export function StaffRoleSelect(props: Omit<SelectProps, 'data' | 'label' | 'renderOption'>) {
  const chosen = typeof props.value === 'string' && isStaffRoleValue(props.value) ? props.value : null;
  return (
    <Select
      label="Staff role"
      placeholder="Choose a staff role"
      allowDeselect={false}
      {...props}
      data={DATA}
      description={chosen ? STAFF_ROLE_SUMMARY[chosen] : 'What this staff member works on'}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed">
            {isStaffRoleValue(option.value) ? STAFF_ROLE_SUMMARY[option.value] : ''}
          </Text>
        </Stack>
      )}
    />
  );
}
