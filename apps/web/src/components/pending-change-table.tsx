import { Table } from '@mantine/core';
import { type PendingChangeView, REVIEWED_VENDOR_FIELD_LABELS, REVIEWED_VENDOR_FIELDS } from '@soko/shared';

const NONE = '(none)';

/** A vendor's change of details waiting for review: each field as it is in force, and as requested. */
export function PendingChangeTable({ change, caption }: { change: PendingChangeView; caption: string }) {
  const fields = REVIEWED_VENDOR_FIELDS.filter((field) => change.after[field] !== undefined);
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" layout="fixed">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Now</Table.Th>
            <Table.Th scope="col">Requested</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field}>
              <Table.Th scope="row" fw={500}>
                {REVIEWED_VENDOR_FIELD_LABELS[field]}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before[field] || NONE}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} fw={600}>
                {change.after[field] || NONE}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
