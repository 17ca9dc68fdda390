import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ACCOUNT_NAME_MAX, BANK_DETAILS_HOLD_HOURS, saveBankAccountSchema } from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BankAccountDetails } from '../../../components/bank-account-details.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { bankAccountQuery, type SaveBankAccountBody, saveBankAccount } from '../api.ts';

interface BankAccountValues {
  accountName: string;
  bsb: string;
  accountNumber: string;
  currentPassword: string;
}

const fields = ['accountName', 'bsb', 'accountNumber', 'currentPassword'];
const validateBankAccount = schemaResolver(saveBankAccountSchema, { sync: true });

function BankAccountForm({ userId }: { userId: string }) {
  const form = useForm<BankAccountValues>({
    initialValues: { accountName: '', bsb: '', accountNumber: '', currentPassword: '' },
    validate: validateBankAccount,
  });
  const save = useMutation({
    mutationFn: (body: SaveBankAccountBody) => saveBankAccount(userId, body),
    onSuccess: ({ msg }) => {
      form.reset();
      alertSuccess(msg);
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, fields));
      alertApiError(error);
    },
  });

  const submit = (values: BankAccountValues) => {
    const parsed = saveBankAccountSchema.safeParse(values);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={480}>
        <div>
          <Title order={2} fz="lg">
            Bank details for payouts
          </Title>
          <Text size="sm" c="dimmed">
            For your security, a change of bank details holds your payouts for {BANK_DETAILS_HOLD_HOURS} hours, and we
            email you about it.
          </Text>
        </div>
        <TextInput
          label="Account name"
          description="As your bank statement shows it"
          autoComplete="off"
          maxLength={ACCOUNT_NAME_MAX}
          required
          key={form.key('accountName')}
          {...form.getInputProps('accountName')}
        />
        <TextInput
          label="BSB"
          placeholder="000-000"
          inputMode="numeric"
          autoComplete="off"
          required
          key={form.key('bsb')}
          {...form.getInputProps('bsb')}
        />
        <TextInput
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          required
          key={form.key('accountNumber')}
          {...form.getInputProps('accountNumber')}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save bank details
        </Button>
      </Stack>
    </form>
  );
}

/** A vendor's bank account, where Soko pays them: the saved one (its number masked) and the form to change it. */
export function BankAccountPanel({ userId }: { userId: string }) {
  const saved = useQuery(bankAccountQuery(userId));
  return (
    <Stack gap="lg">
      <QueryState query={saved} loadingLabel="Loading bank details" errorTitle="The bank details could not be loaded" />
      {saved.data && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="lg" mb="sm">
            Where your payouts go
          </Title>
          {saved.data.bankAccount ? (
            <BankAccountDetails account={saved.data.bankAccount} />
          ) : (
            <Text>No bank details yet: add them so that Soko can pay you</Text>
          )}
        </Paper>
      )}
      <BankAccountForm userId={userId} />
    </Stack>
  );
}
