import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { marketplaceToday, type PublicUser, type VendorDetailsInput, vendorDetailsSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { BusinessFields } from '../../../components/business-fields.tsx';
import { DayInput } from '../../../components/day-input.tsx';
import { GstFields } from '../../../components/gst-fields.tsx';
import {
  ACCOUNT_DETAILS_FIELDS,
  type AccountDetailsValues,
  accountDetailsBody,
  accountDetailsValues,
} from '../../../lib/account-details.ts';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { updateVendorDetails } from '../api.ts';

const validate = schemaResolver(vendorDetailsSchema, { sync: true });

interface VendorDetailsFormProps {
  adminId: string;
  vendor: PublicUser;
  onSaved: () => void;
}

/** The Edit Vendor Details tab: the profile fields with the profile form's rules (docs/product.md section 5). */
export function VendorDetailsForm({ adminId, vendor, onSaved }: VendorDetailsFormProps) {
  const form = useForm<AccountDetailsValues>({
    initialValues: accountDetailsValues(vendor),
    validate: (values) => validate(accountDetailsBody(vendor, values)),
  });
  const save = useMutation({
    mutationFn: (body: VendorDetailsInput) => updateVendorDetails(adminId, vendor._id, body),
    onSuccess: ({ msg, vendor: saved }) => {
      alertSuccess(
        msg,
        saved.user.pendingEmail
          ? `The new email takes effect once ${saved.user.pendingEmail} is confirmed.`
          : undefined,
      );
      onSaved();
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ACCOUNT_DETAILS_FIELDS));
      alertApiError(error);
    },
  });
  const submit = (values: AccountDetailsValues) => {
    const parsed = vendorDetailsSchema.safeParse(accountDetailsBody(vendor, values));
    if (parsed.success) save.mutate(parsed.data);
  };
  const changesEmail = form.values.email.trim().toLowerCase() !== vendor.email.toLowerCase();

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <Fieldset legend="Contact person" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="First name" required key={form.key('firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required key={form.key('lastName')} {...form.getInputProps('lastName')} />
            <TextInput
              label="Email"
              type="email"
              required
              description={
                changesEmail
                  ? 'We send a link to the new address; it becomes the email once the vendor opens it.'
                  : undefined
              }
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput label="Phone" type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
            <DayInput
              label="Date of birth"
              max={marketplaceToday()}
              key={form.key('DOB')}
              {...form.getInputProps('DOB')}
            />
          </SimpleGrid>
        </Fieldset>
        <BusinessFields form={form} legend="Business" addressPath="address." required={false} />
        <GstFields form={form} registered={form.values.gstRegistered} owner="vendor" />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save vendor details
          </Button>
          <Button
            variant="default"
            onClick={() => form.setValues(accountDetailsValues(vendor))}
            disabled={save.isPending}
          >
            Undo changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
