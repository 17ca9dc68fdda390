import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BankAccountDto } from '@soko/shared';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { DetailItem } from './detail-item.tsx';

interface BankAccountDetailsProps {
  account: BankAccountDto;
  /** What the account number reads; the masked number unless staff revealed it. */
  accountNumber?: ReactNode;
}

/** A vendor's saved bank account, as the vendor and staff see it, with the hold on payouts while it lasts. */
export function BankAccountDetails({ account, accountNumber = account.accountNumber }: BankAccountDetailsProps) {
  // The server only says until when; a hold that has run out no longer stops a payout.
  const holdUntil = account.holdUntil !== null && Date.parse(account.holdUntil) > Date.now() ? account.holdUntil : null;
  return (
    <Stack gap="sm">
      {holdUntil && (
        <Alert color="yellow" title="Payouts on hold">
          Payouts to this account wait until {formatDateTime(holdUntil)}.
        </Alert>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <DetailItem term="Account name">{account.accountName}</DetailItem>
        <DetailItem term="BSB">
          {account.bsb}
          {account.bankName ? ` (${account.bankName})` : ''}
        </DetailItem>
        <DetailItem term="Account number">{accountNumber}</DetailItem>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Last changed {formatDate(account.updatedAt)}
      </Text>
    </Stack>
  );
}
