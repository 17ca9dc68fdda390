import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordSchema, maskEmail } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { forgotPasswordRequest } from '../api.ts';

function failureMessage(error: Error): string {
  return (error instanceof ApiError ? error.errors[0]?.msg : undefined) ?? 'Server Error';
}

/** docs/product.md section 8: ask for a reset link; the states are submit, loading, success and failure. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });
  const request = useMutation({ mutationFn: forgotPasswordRequest });

  if (request.data) {
    return (
      <AuthCard title="Check your email" focusTitle>
        <Stack gap="md">
          <Text>
            We have sent a password reset link to <strong>{maskEmail(request.data.email)}</strong>. The link is valid
            for 1 hour.
          </Text>
          <Text c="dimmed">No email? Check your spam folder, or ask for a new link in a few minutes.</Text>
          <Button component={Link} to="/login" variant="default">
            Back to login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values))}>
        <Stack gap="md">
          {request.error && (
            <Alert color="red" role="alert" title="The link could not be sent">
              {failureMessage(request.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Text ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
