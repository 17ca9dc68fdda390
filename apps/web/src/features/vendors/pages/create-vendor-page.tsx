import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createVendorSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BusinessFields } from '../../../components/business-fields.tsx';
import { FormPage } from '../../../components/form-page.tsx';
import { PersonNameFields } from '../../../components/person-name-fields.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { createVendor } from '../api.ts';

interface CreateVendorValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  displayName: string;
  ABN: string;
  c_address: string;
  suburb: string;
  state: string | null;
  postcode: string;
}

const INITIAL: CreateVendorValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  displayName: '',
  ABN: '',
  c_address: '',
  suburb: '',
  state: null,
  postcode: '',
};

const FIELDS = Object.keys(INITIAL);
const toBody = (values: CreateVendorValues) => ({ ...values, state: values.state ?? '' });
const validate = schemaResolver(createVendorSchema, { sync: true });

/**
 * A vendor account opened by staff for a business they have verified themselves: it starts verified
 * and activated, and the vendor chooses a password from the link we email them.
 */
export function CreateVendorPage() {
  usePageTitle('Create vendor');
  const navigate = useNavigate();
  const form = useForm<CreateVendorValues>({
    initialValues: INITIAL,
    validate: (values) => validate(toBody(values)),
  });
  const create = useMutation({
    mutationFn: createVendor,
    onSuccess: async ({ msg, vendor }) => {
      alertSuccess(msg);
      await navigate(`/vendors?q=${encodeURIComponent(vendor.email)}`);
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      alertApiError(error);
    },
  });

  const submit = (values: CreateVendorValues) => {
    const parsed = createVendorSchema.safeParse(toBody(values));
    if (parsed.success) create.mutate(parsed.data);
  };

  return (
    <FormPage
      title="Create vendor"
      intro="For a business staff have already verified: the account starts verified and active, and the vendor gets an email with a link to choose their password."
      maw={860}
      onSubmit={form.onSubmit(submit)}
      gap="lg"
      submitLabel="Create vendor"
      submitting={create.isPending}
    >
      <Fieldset legend="Contact person" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <PersonNameFields form={form} autoComplete="off" />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            required
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
      </Fieldset>
      <BusinessFields form={form} legend="Business" addressPath="" required autoComplete="off" />
    </FormPage>
  );
}
