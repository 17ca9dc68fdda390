import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AU_STATES, type PublicUser, type VendorDetailsInput, vendorDetailsSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../auth/form-errors.ts';
import { updateVendorDetails } from '../api.ts';

interface VendorDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  DOB: string;
  displayName: string;
  ABN: string;
  address: { c_address: string; suburb: string; state: string | null; postcode: string };
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'DOB',
  'displayName',
  'ABN',
  'address.c_address',
  'address.suburb',
  'address.state',
  'address.postcode',
];

const validate = schemaResolver(vendorDetailsSchema, { sync: true });

function valuesOf(vendor: PublicUser): VendorDetailsValues {
  return {
    firstName: vendor.firstName,
    lastName: vendor.lastName,
    email: vendor.email,
    phone: vendor.phone,
    DOB: vendor.DOB ?? '',
    displayName: vendor.displayName,
    ABN: vendor.ABN,
    address: {
      c_address: vendor.address.c_address,
      suburb: vendor.address.suburb,
      state: vendor.address.state || null,
      postcode: vendor.address.postcode,
    },
  };
}

/** A business name or ABN the vendor never had may stay empty; one they have cannot be cleared. */
function toBody(vendor: PublicUser, values: VendorDetailsValues) {
  return {
    ...values,
    DOB: values.DOB === '' ? null : values.DOB,
    displayName: values.displayName.trim() === '' && vendor.displayName === '' ? undefined : values.displayName,
    ABN: values.ABN.trim() === '' && vendor.ABN === '' ? undefined : values.ABN,
    address: {
      c_address: values.address.c_address,
      suburb: values.address.suburb,
      state: values.address.state ?? '',
      postcode: values.address.postcode,
    },
  };
}

interface VendorDetailsFormProps {
  adminId: string;
  vendor: PublicUser;
  onSaved: () => void;
}

/** The Edit Vendor Details tab: the profile fields with the profile form's rules (spec section 5). */
export function VendorDetailsForm({ adminId, vendor, onSaved }: VendorDetailsFormProps) {
  const form = useForm<VendorDetailsValues>({
    initialValues: valuesOf(vendor),
    validate: (values) => validate(toBody(vendor, values)),
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
      form.setErrors(serverFieldErrors(error, FIELDS));
      alertApiError(error);
    },
  });
  const submit = (values: VendorDetailsValues) => {
    const parsed = vendorDetailsSchema.safeParse(toBody(vendor, values));
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
            <TextInput
              label="Date of birth"
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              key={form.key('DOB')}
              {...form.getInputProps('DOB')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Business" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Business name" key={form.key('displayName')} {...form.getInputProps('displayName')} />
            <TextInput label="ABN" inputMode="numeric" key={form.key('ABN')} {...form.getInputProps('ABN')} />
            <TextInput
              label="Street address"
              key={form.key('address.c_address')}
              {...form.getInputProps('address.c_address')}
            />
            <TextInput label="Suburb" key={form.key('address.suburb')} {...form.getInputProps('address.suburb')} />
            <Select
              label="State"
              data={AU_STATES}
              clearable
              key={form.key('address.state')}
              {...form.getInputProps('address.state')}
            />
            <TextInput
              label="Postcode"
              inputMode="numeric"
              maxLength={4}
              key={form.key('address.postcode')}
              {...form.getInputProps('address.postcode')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save vendor details
          </Button>
          <Button variant="default" onClick={() => form.setValues(valuesOf(vendor))} disabled={save.isPending}>
            Undo changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
