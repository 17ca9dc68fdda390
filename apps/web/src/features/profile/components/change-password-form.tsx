import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { alertPasswordMismatch, serverFieldErrors, withPasswordMismatch } from '../../../lib/form-errors.ts';
import { startSession } from '../../auth/index.ts';
import { changePasswordRequest } from '../api.ts';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  cPassword: string;
}

const fields = ['currentPassword', 'password', 'cPassword'];
const validateChange = schemaResolver(changePasswordSchema, { sync: true });

export function ChangePasswordForm({ userId }: { userId: string }) {
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', cPassword: '' },
    validate: (values) => {
      const errors = validateChange(values);
      if (values.cPassword === '') errors.cPassword = 'Confirm password is required';
      return withPasswordMismatch(errors, {
        password: values.password,
        confirmation: values.cPassword,
        confirmationField: 'cPassword',
      });
    },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, password }: ChangePasswordValues) =>
      changePasswordRequest(userId, { currentPassword, password }),
    onSuccess: ({ msg, token, user }) => {
      // The old token stopped working with the change: this browser carries on with the new one.
      startSession({ token, user });
      form.reset();
      alertSuccess(msg, 'You are still logged in here; your other devices have been logged out.');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, fields));
      alertApiError(error);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values), alertPasswordMismatch)}>
      <Stack gap="md" maw={480}>
        <div>
          <Title order={2} fz="lg">
            Change password
          </Title>
          <Text size="sm" c="dimmed">
            Changing your password logs you out on every other device.
          </Text>
        </div>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          key={form.key('cPassword')}
          {...form.getInputProps('cPassword')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
