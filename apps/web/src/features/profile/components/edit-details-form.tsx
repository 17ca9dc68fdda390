import { Alert, Button, Fieldset, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { isStaff, marketplaceToday, type PublicUser, profileSchema, ROLE_VENDOR_MEMBER } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { BusinessFields } from '../../../components/business-fields.tsx';
import { DayInput } from '../../../components/day-input.tsx';
import { GstFields } from '../../../components/gst-fields.tsx';
import { PersonNameFields } from '../../../components/person-name-fields.tsx';
import {
  ACCOUNT_DETAILS_FIELDS,
  type AccountDetailsValues,
  accountDetailsBody,
  accountDetailsValues,
} from '../../../lib/account-details.ts';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { updateSessionUser } from '../../auth/index.ts';
import { updateProfileRequest } from '../api.ts';

interface EditDetailsValues extends AccountDetailsValues {
  currentPassword: string;
}

const fields = [...ACCOUNT_DETAILS_FIELDS, 'currentPassword'];

const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your email';
const validateProfile = schemaResolver(profileSchema, { sync: true });

/**
 * A change of details waiting for review fills its fields with what was asked for: a field saved
 * with the value in force withdraws that part of the request, so saving the phone must not do it.
 */
function valuesOf(user: PublicUser): EditDetailsValues {
  const values = accountDetailsValues(user);
  const requested = user.pendingChange?.after ?? {};
  return {
    ...values,
    displayName: requested.displayName ?? values.displayName,
    ABN: requested.abn ?? values.ABN,
    address: {
      c_address: requested.address ?? values.address.c_address,
      suburb: requested.suburb ?? values.address.suburb,
      state: requested.state ?? values.address.state,
      postcode: requested.postcode ?? values.address.postcode,
    },
    currentPassword: '',
  };
}

function isNewEmail(user: PublicUser, email: string): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

/** A team member acts for the owner's store: their details are their own, with no business of their own. */
const isTeamMember = (user: PublicUser) => user.role === ROLE_VENDOR_MEMBER;

/** What the server is sent: the current password only with a new email; a member's personal details only. */
function toSchemaInput(user: PublicUser, values: EditDetailsValues) {
  const currentPassword = isNewEmail(user, values.email) ? values.currentPassword : undefined;
  const body = accountDetailsBody(user, values);
  if (isTeamMember(user)) {
    const { firstName, lastName, email, phone, DOB } = body;
    return { firstName, lastName, email, phone, DOB, currentPassword };
  }
  return { ...body, currentPassword };
}

interface EditDetailsFormProps {
  user: PublicUser;
  onSaved: () => void;
}

/** docs/product.md sections 5 and 7: first name, last name and email are required; the rest is optional. */
export function EditDetailsForm({ user, onSaved }: EditDetailsFormProps) {
  const form = useForm<EditDetailsValues>({
    initialValues: valuesOf(user),
    validate: (values) => {
      const errors = validateProfile(toSchemaInput(user, values));
      if (isNewEmail(user, values.email) && values.currentPassword === '') {
        errors.currentPassword = CURRENT_PASSWORD_NEEDED;
      }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateProfileRequest>[1]) => updateProfileRequest(user._id, body),
    onSuccess: ({ user: saved, msg }) => {
      updateSessionUser(saved);
      alertSuccess(msg);
      onSaved();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, fields));
      alertApiError(error);
    },
  });

  const submit = (values: EditDetailsValues) => {
    const parsed = profileSchema.safeParse(toSchemaInput(user, values));
    if (parsed.success) save.mutate(parsed.data);
  };
  const changesEmail = isNewEmail(user, form.values.email);

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <Fieldset legend="Personal details" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <PersonNameFields form={form} autoComplete="own" />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              description={
                changesEmail
                  ? 'We will send a link to the new address; it becomes your email once you open it.'
                  : undefined
              }
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            {changesEmail && (
              <PasswordInput
                label="Current password"
                description="Needed to change your email"
                autoComplete="current-password"
                required
                key={form.key('currentPassword')}
                {...form.getInputProps('currentPassword')}
              />
            )}
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
            <DayInput
              label="Date of birth"
              autoComplete="bday"
              max={marketplaceToday()}
              key={form.key('DOB')}
              {...form.getInputProps('DOB')}
            />
          </SimpleGrid>
        </Fieldset>
        {!isTeamMember(user) && <BusinessDetails user={user} form={form} />}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
          <Button variant="default" onClick={() => form.setValues(valuesOf(user))} disabled={save.isPending}>
            Undo changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The business part of the form: the review notice, the business fields and, for vendors, GST registration. */
function BusinessDetails({ user, form }: { user: PublicUser; form: UseFormReturnType<EditDetailsValues> }) {
  return (
    <>
      {user.pendingChange ? (
        <Alert color="yellow" title="Changes waiting for review">
          The business fields below show the changes you asked for. Your current details stay in force until our team
          approves them; set a field back to its current value to withdraw that change.
        </Alert>
      ) : (
        user.identityStatus === 'approved' &&
        !isStaff(user) && (
          <Text size="sm" c="dimmed">
            A change of business name, ABN or address is checked by our team before it takes effect.
          </Text>
        )
      )}
      <BusinessFields form={form} legend="Business" addressPath="address." required={false} autoComplete="own" />
      {!isStaff(user) && <GstFields form={form} registered={form.values.gstRegistered} owner="own" />}
    </>
  );
}
