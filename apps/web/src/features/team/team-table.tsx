import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { VENDOR_TEAM_TEXT, type VendorTeamMember } from '@soko/shared';
import type { ReactNode } from 'react';

interface TeamTableProps {
  members: VendorTeamMember[];
  /** The owner's actions of a member's row; staff read the team without them. */
  actions?: (member: VendorTeamMember) => ReactNode;
}

/** A vendor's team: who, their role and whether they have set their password yet. */
export function TeamTable({ members, actions }: TeamTableProps) {
  if (members.length === 0) return <Text c="dimmed">No team members yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member._id}>
              <Table.Td>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {member.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
                {!member.passwordSet && (
                  <Badge size="sm" variant="light" color="yellow" mt={4}>
                    Invited
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{VENDOR_TEAM_TEXT.roleLabels[member.role]}</Table.Td>
              {actions && <Table.Td>{actions(member)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
