import { Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state.tsx';
import { myCommissionRulesQuery } from '../api.ts';
import { describePeriod, describeTerms } from '../rule-text.ts';

/**
 * The rates that can apply to a vendor's sales (issue 45): their own and everyone's, now or later,
 * most specific first, and the marketplace fee where none applies.
 */
export function MyRates({ vendorId }: { vendorId: string | undefined }) {
  const rates = useQuery(myCommissionRulesQuery(vendorId));
  return (
    <Stack gap="sm">
      <QueryState query={rates} loadingLabel="Loading fees" errorTitle="The fees could not be loaded" />
      {rates.data && (
        <>
          <Text>
            Where no rate below applies, the marketplace fee does:{' '}
            <strong>{describeTerms(rates.data.builtInDefault, 'a sale')}</strong> of the price and shipping. A rate for
            a category applies to its subcategories too, unless one has its own.
          </Text>
          {rates.data.rules.length === 0 ? (
            <Text c="dimmed">No special rate applies to you.</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Applies to</Table.Th>
                    <Table.Th>Rate</Table.Th>
                    <Table.Th>When</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rates.data.rules.map((rule) => (
                    <Table.Tr key={rule._id}>
                      <Table.Td>
                        {rule.note}
                        <Text size="sm" c="dimmed">
                          {rule.category ? rule.category.title : 'Every category'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{describeTerms(rule)}</Table.Td>
                      <Table.Td>
                        {describePeriod(rule.startsAt, rule.endsAt)}{' '}
                        {rule.inForce ? <Badge color="green">In force</Badge> : <Badge color="gray">Later</Badge>}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
