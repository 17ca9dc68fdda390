import { Anchor, Table } from '@mantine/core';
import { CASE_REASON_LABELS } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { listTableClasses } from '../../../components/list-table.tsx';
import { LoadError } from '../../../components/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { casesOfSaleQuery } from '../api.ts';
import { CaseStatusBadge } from './case-status-badge.tsx';

/** The "Cases" section of a sale's page: each buyer's case about it, newest first; nothing when none. */
export function CasesOfSaleSection({ saleId }: { saleId: string }) {
  const list = useQuery(casesOfSaleQuery(saleId));
  if (list.isError) {
    return (
      <DetailSection title="Cases">
        <LoadError title="The cases could not be loaded" onRetry={() => list.refetch()} />
      </DetailSection>
    );
  }
  if (!list.data || list.data.items.length === 0) return null;
  return (
    <DetailSection title="Cases">
      <Table.ScrollContainer minWidth={420} className={listTableClasses.phoneFit}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Case</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Opened</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((kase) => (
              <Table.Tr key={kase.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/cases/${kase.id}`} fw={600}>
                    #{kase.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{CASE_REASON_LABELS[kase.reason]}</Table.Td>
                <Table.Td>
                  <CaseStatusBadge status={kase.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(kase.openedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}
