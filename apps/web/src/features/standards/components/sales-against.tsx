import { Anchor, Button, EmptyState, Group, Table, Text } from '@mantine/core';
import { STANDARD_SALE_REASON_LABELS, type StandardsDto } from '@soko/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

interface SalesAgainstProps {
  sales: StandardsDto['sales'];
  /** Staff read another vendor's: its sales link to the sale page all the same. */
  onNext: (cursor: string) => void;
  onFirst?: () => void;
}

/** The sales that count against the vendor, newest first, each with why; "Next results" follows the cursor. */
export function SalesAgainst({ sales, onNext, onFirst }: SalesAgainstProps) {
  if (sales.items.length === 0 && !onFirst) {
    return <EmptyState icon={<IconCircleCheck aria-hidden />} title="No sale counts against these standards" />;
  }
  return (
    <>
      <ListTable
        minWidth={720}
        caption="Sales that count against the standards, newest first"
        highlightOnHover={false}
        head={
          <>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Placed
            </Table.Th>
            <Table.Th visibleFrom="sm" scope="col">
              Dispatch by
            </Table.Th>
            <Table.Th scope="col">Why it counts</Table.Th>
          </>
        }
      >
        {sales.items.map((sale) => (
          <Table.Tr key={sale.saleId}>
            <Table.Td>
              <Anchor component={Link} to={`/sale/${sale.saleId}`}>
                #{sale.orderNumber}
              </Anchor>
            </Table.Td>
            <Table.Td visibleFrom="sm">{formatDate(sale.placedAt)}</Table.Td>
            <Table.Td visibleFrom="sm">{formatDateTime(sale.dispatchBy)}</Table.Td>
            <Table.Td>
              <Text size="sm">{sale.reasons.map((reason) => STANDARD_SALE_REASON_LABELS[reason]).join(', ')}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {(sales.nextCursor || onFirst) && (
        <Group gap="sm">
          {onFirst && (
            <Button variant="default" onClick={onFirst}>
              First results
            </Button>
          )}
          {sales.nextCursor && (
            <Button variant="default" onClick={() => onNext(sales.nextCursor ?? '')}>
              Next results
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
