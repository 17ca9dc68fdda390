import {
  Anchor,
  Button,
  Fieldset,
  List,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { HOW_HEARD, IDENTITY_VERIFICATION_DAYS, type PublicUser, registerSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { BusinessFields } from '../../../components/business-fields.tsx';
import { PersonNameFields } from '../../../components/person-name-fields.tsx';
import { alertApiError } from '../../../lib/alerts.ts';
import { clearAuthToken } from '../../../lib/auth-token.ts';
import { alertPasswordMismatch, serverFieldErrors, withPasswordMismatch } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { registerRequest, rememberPendingAction } from '../api.ts';
import { getPendingAccount } from '../pending-account.ts';

interface RegisterFormValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  cPassword: string;
  displayName: string;
  c_address: string;
  suburb: string;
  state: string | null;
  postcode: string;
  phone: string;
  ABN: string;
  how: string | null;
  referralCode: string;
}

const initialValues: RegisterFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  cPassword: '',
  displayName: '',
  c_address: '',
  suburb: '',
  state: null,
  postcode: '',
  phone: '',
  ABN: '',
  how: null,
  referralCode: '',
};

const fields = Object.keys(initialValues);

const howHeardOptions = HOW_HEARD.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

/** The optional answers left empty are not sent at all. */
function toSchemaInput(values: RegisterFormValues) {
  return {
    ...values,
    state: values.state ?? '',
    how: values.how ?? undefined,
    referralCode: values.referralCode.trim() === '' ? undefined : values.referralCode,
  };
}

const validateRegistration = schemaResolver(registerSchema, { sync: true });

function ThankYouNotice({ user }: { user: PublicUser }) {
  return (
    <AuthCard title="Thank you for registering" focusTitle>
      <Stack gap="sm">
        <Text>
          Welcome to Soko, {user.firstName}. We have sent a verification link to <strong>{user.email}</strong>.
        </Text>
        <Text>The link is valid for 48 hours. Open it to verify your email address, then log in to continue.</Text>
        <Text>After you log in, we will ask you for two documents:</Text>
        <List>
          <List.Item>an ID, such as a passport or drivers licence</List.Item>
          <List.Item>proof of residence, such as a utility bill</List.Item>
        </List>
        <Text>Our team checks them within {IDENTITY_VERIFICATION_DAYS}.</Text>
        <Text c="dimmed">
          No email? Check your spam folder, or{' '}
          <Anchor component={Link} to="/account" underline="always">
            send a new verification link
          </Anchor>
          .
        </Text>
      </Stack>
    </AuthCard>
  );
}

/** docs/product.md section 5: vendor sign-up; a thank-you verification notice replaces the form once it is sent. */
export function RegisterPage() {
  usePageTitle('Register');
  const [hasPendingStep] = useState(() => getPendingAccount() !== null);
  const form = useForm<RegisterFormValues>({
    initialValues,
    validate: (values) =>
      withPasswordMismatch(validateRegistration(toSchemaInput(values)), {
        password: values.password,
        confirmation: values.cPassword,
        confirmationField: 'cPassword',
      }),
  });
  const register = useMutation({
    mutationFn: registerRequest,
    onSuccess: (response) => rememberPendingAction(response),
    onError: (error) => {
      clearAuthToken();
      form.setErrors(serverFieldErrors(error, fields));
      alertApiError(error);
    },
  });

  if (register.data) return <ThankYouNotice user={register.data.user} />;
  if (hasPendingStep) return <Navigate to="/account" replace />;

  const submit = (values: RegisterFormValues) => {
    const parsed = registerSchema.safeParse(toSchemaInput(values));
    if (parsed.success) register.mutate(parsed.data);
  };

  return (
    <AuthCard
      title="Register"
      wide
      description="Open your seller account. Fields marked with an asterisk (*) are required."
    >
      <form noValidate onSubmit={form.onSubmit(submit, alertPasswordMismatch)}>
        <Stack gap="lg">
          <Fieldset legend="Your account" variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                required
                key={form.key('phone')}
                {...form.getInputProps('phone')}
              />
              <PersonNameFields form={form} autoComplete="own" />
              <PasswordInput
                label="Password"
                description="At least 8 characters"
                // The hint goes under the box, so the box lines up with Confirm password beside it.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="new-password"
                required
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                required
                key={form.key('cPassword')}
                {...form.getInputProps('cPassword')}
              />
            </SimpleGrid>
          </Fieldset>
          <BusinessFields form={form} legend="Your business" addressPath="" required autoComplete="own" />
          <Fieldset legend="A little more (optional)" variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <Select
                label="How did you hear about us?"
                data={howHeardOptions}
                clearable
                key={form.key('how')}
                {...form.getInputProps('how')}
              />
              <TextInput label="Referral code" key={form.key('referralCode')} {...form.getInputProps('referralCode')} />
            </SimpleGrid>
          </Fieldset>
          <Button type="submit" size="md" loading={register.isPending}>
            Register
          </Button>
        </Stack>
      </form>
      <Text ta="center">
        Already registered?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
