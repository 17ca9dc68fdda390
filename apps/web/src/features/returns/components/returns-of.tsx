import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { ReturnDto } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { listTableClasses } from '../../../components/list-table.tsx';
import { LoadError } from '../../../components/query-state.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { type ReturnsOf, returnsOfQuery } from '../api.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';
import { returnedItemText } from './returned-items.ts';

function ReturnRow({ ret, showVendor }: { ret: ReturnDto; showVendor: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/returns/${ret._id}`} fw={600}>
          #{ret.number}
        </Anchor>
      </Table.Td>
      {showVendor && <Table.Td>{ret.vendor.displayName}</Table.Td>}
      <Table.Td>
        <ReturnStatusBadge status={ret.status} />
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {ret.items.map((item) => (
            <Text key={item.saleItemId} size="sm">
              {returnedItemText(item)}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">{formatDollars(ret.amount)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(ret.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The "Returns" section of a sale or an order page: each return of it, newest first, linking to the
 * return. Nothing while they load or when there is none; an order's rows name the vendor, as an
 * order spans vendors.
 */
export function ReturnsOfSection({ of }: { of: ReturnsOf }) {
  const returns = useQuery(returnsOfQuery(of));
  if (returns.isError) {
    return (
      <DetailSection title="Returns">
        <LoadError title="The returns could not be loaded" onRetry={() => returns.refetch()} />
      </DetailSection>
    );
  }
  if (!returns.data || returns.data.items.length === 0) return null;
  const showVendor = 'orderId' in of;
  return (
    <DetailSection title="Returns">
      {/* A phone fits the table to the screen (nothing in it to scroll to by keyboard). */}
      <Table.ScrollContainer minWidth={showVendor ? 600 : 480} className={listTableClasses.phoneFit}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Return</Table.Th>
              {showVendor && <Table.Th>Vendor</Table.Th>}
              <Table.Th>Status</Table.Th>
              <Table.Th>Items</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Opened</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {returns.data.items.map((ret) => (
              <ReturnRow key={ret._id} ret={ret} showVendor={showVendor} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}
