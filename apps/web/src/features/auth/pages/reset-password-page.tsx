import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, resetPasswordSchema } from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api.ts';
import { alertPasswordMismatch, serverFieldErrors, withPasswordMismatch } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { resetPasswordRequest, resetTokenQueryOptions } from '../api.ts';

const fields = ['pwd', 'cPwd'];
const validateReset = schemaResolver(resetPasswordSchema, { sync: true });

function firstMessage(error: Error): string {
  return (error instanceof ApiError ? error.errors[0]?.msg : undefined) ?? 'Server Error';
}

function ResetError({ message }: { message: string }) {
  return (
    <AuthCard title="Password not reset" focusTitle>
      <Stack gap="md">
        <Text>{message}</Text>
        <Button component={Link} to="/login">
          Login
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * docs/product.md section 8: the link from the reset email; the token is checked first, then a new password is set.
 * An invitation's link (`?invitation=1`) sets a first password, and the page says so.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const title = searchParams.get('invitation') === '1' ? 'Set your password' : 'Reset password';
  usePageTitle(title);
  const { token = '' } = useParams();
  const check = useQuery(resetTokenQueryOptions(token));
  const form = useForm({
    initialValues: { pwd: '', cPwd: '' },
    validate: (values) =>
      withPasswordMismatch(validateReset(values), {
        password: values.pwd,
        confirmation: values.cPwd,
        confirmationField: 'cPwd',
      }),
  });
  const reset = useMutation({
    mutationFn: (values: { pwd: string; cPwd: string }) => resetPasswordRequest(token, values),
    // A rule about the password itself (e.g. too common) can be fixed here; anything else ends the attempt.
    onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
  });

  if (check.isPending) return <PageLoader />;
  if (check.isError) return <ResetError message={firstMessage(check.error)} />;
  if (reset.error && Object.keys(serverFieldErrors(reset.error, fields)).length === 0) {
    return <ResetError message={firstMessage(reset.error)} />;
  }

  if (reset.data) {
    return (
      <AuthCard title={MESSAGES.resetSuccess} focusTitle>
        <Stack gap="md">
          <Text>
            {reset.data.name}, you can now log in to {reset.data.email} with your new password. Any other device that
            was logged in has been logged out.
          </Text>
          <Button component={Link} to="/login">
            Login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} description={`Hi ${check.data.name}, choose a new password for ${check.data.email}.`}>
      <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values), alertPasswordMismatch)}>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            key={form.key('pwd')}
            {...form.getInputProps('pwd')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            key={form.key('cPwd')}
            {...form.getInputProps('cPwd')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {title}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
