import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BANK_TEXT, type BankAccountDto, hasPermission } from '@soko/shared';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { BankAccountDetails } from '../../../components/bank-account-details.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError } from '../../../lib/alerts.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { revealAccountNumber, vendorBankAccountQuery } from '../api.ts';

function RevealableBankAccount({ vendorId, account }: { vendorId: string; account: BankAccountDto }) {
  // Revealing is finance's (and audited); other staff who read money see the masked number only.
  const canReveal = hasPermission(useSignedInUser(), 'bank.reveal');
  const number = useRef<HTMLSpanElement>(null);
  const reveal = useMutation({
    mutationFn: () => revealAccountNumber(vendorId),
    // The button goes away with the reveal: keyboard focus moves to what it revealed rather than to the page.
    onSuccess: () => requestAnimationFrame(() => number.current?.focus()),
    onError: alertApiError,
  });
  return (
    <BankAccountDetails
      account={account}
      accountNumber={
        <Stack gap={4} component="span">
          <Group gap="xs" component="span">
            {/* Read out when the full number replaces the masked one. */}
            <span aria-live="polite" ref={number} tabIndex={-1}>
              {reveal.data ?? account.accountNumber}
            </span>
            {reveal.data === undefined && canReveal && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEye size={14} aria-hidden />}
                loading={reveal.isPending}
                onClick={() => reveal.mutate()}
              >
                Reveal account number
              </Button>
            )}
          </Group>
          {canReveal && (
            <Text component="span" size="xs" c="dimmed" fw={400}>
              Each reveal is recorded in the audit log
            </Text>
          )}
        </Stack>
      }
    />
  );
}

/** The vendor's bank account, where their payouts go; staff may reveal the full number. */
export function VendorBankAccount({ vendorId }: { vendorId: string }) {
  const saved = useQuery(vendorBankAccountQuery(vendorId));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        Bank details
      </Title>
      <QueryState query={saved} loadingLabel="Loading bank details" errorTitle="The bank details could not be loaded" />
      {saved.data &&
        (saved.data.bankAccount ? (
          // A changed account starts hidden again: a number revealed before belongs to the old one.
          <RevealableBankAccount
            key={saved.data.bankAccount.updatedAt}
            vendorId={vendorId}
            account={saved.data.bankAccount}
          />
        ) : (
          <Text>{BANK_TEXT.noBankDetails}</Text>
        ))}
    </Paper>
  );
}
