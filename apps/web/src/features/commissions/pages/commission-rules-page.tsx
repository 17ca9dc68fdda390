import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CommissionRuleDto } from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { commissionRulesQuery, deleteCommissionRule } from '../api.ts';
import { RuleForm } from '../components/rule-form.tsx';
import { describePeriod, describeTerms } from '../rule-text.ts';

/** What a rule applies to, in the order the most specific wins. */
function scopeOf(rule: CommissionRuleDto): string {
  if (rule.vendor && rule.category) return `${rule.vendor.displayName}, ${rule.category.title}`;
  if (rule.vendor) return `${rule.vendor.displayName}, every category`;
  if (rule.category) return `Every vendor, ${rule.category.title}`;
  return 'Every vendor, every category';
}

/**
 * Finance > Commission rules (issue 45): what Soko charges each sale line. The most specific rule in
 * force wins; a change prices new sales only. Finance and the super admin change them (stepped up).
 */
export function CommissionRulesPage() {
  usePageTitle('Commission rules');
  const user = useSignedInUser();
  const mayChange = mayDo(user, 'commissions');
  const rules = useQuery(commissionRulesQuery());
  const [editing, setEditing] = useState<CommissionRuleDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CommissionRuleDto | null>(null);
  const remove = useMutation({
    mutationFn: (rule: CommissionRuleDto) => deleteCommissionRule(rule._id),
    onSuccess: (deleted) => {
      alertSuccess(deleted.msg);
      setDeleting(null);
    },
    onError: alertApiError,
  });

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Commission rules</Title>
        {mayChange && <Button onClick={() => setEditing('new')}>Add rule</Button>}
      </Group>
      <Text>
        Each sale line pays the most specific rule in force when the order is placed: a vendor&apos;s rule for the
        line&apos;s category, then the vendor&apos;s own, then the category&apos;s (a subcategory&apos;s own before its
        parents&apos;), then one for everyone. The fee is frozen on the line: changing or deleting a rule changes new
        sales only.
      </Text>
      <QueryState query={rules} loadingLabel="Loading commission rules" errorTitle="The rules could not be loaded" />
      {rules.data && (
        <>
          <Text size="sm">
            Where no rule applies: the marketplace fee, {describeTerms(rules.data.builtInDefault, 'a sale')} of the
            price and shipping.
          </Text>
          {rules.data.rules.length === 0 ? (
            <Paper withBorder p="md">
              <Text>No rule yet: every sale pays the marketplace fee.</Text>
            </Paper>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Applies to</Table.Th>
                    <Table.Th>Rate</Table.Th>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Note</Table.Th>
                    {mayChange && <Table.Th>Actions</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rules.data.rules.map((rule) => (
                    <Table.Tr key={rule._id}>
                      <Table.Td>{scopeOf(rule)}</Table.Td>
                      <Table.Td>{describeTerms(rule)}</Table.Td>
                      <Table.Td>
                        {describePeriod(rule.startsAt, rule.endsAt)}{' '}
                        {rule.inForce && <Badge color="green">In force</Badge>}
                      </Table.Td>
                      <Table.Td>{rule.note}</Table.Td>
                      {mayChange && (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button size="xs" variant="default" onClick={() => setEditing(rule)}>
                              Edit<VisuallyHidden> {rule.note}</VisuallyHidden>
                            </Button>
                            <Button size="xs" variant="default" color="red" onClick={() => setDeleting(rule)}>
                              Delete<VisuallyHidden> {rule.note}</VisuallyHidden>
                            </Button>
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a commission rule' : 'Edit the commission rule'}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        {editing !== null && <RuleForm rule={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this rule?"
        confirmLabel="Delete rule"
        cancelLabel="Keep rule"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        {deleting?.note}: new sales will pay the next rule that applies. Sales already made keep their fee.
      </ConfirmDialog>
    </Stack>
  );
}
