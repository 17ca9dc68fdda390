import { Anchor, Group, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createUserSchema, ROLE_STAFF, ROLE_SUPER_ADMIN, ROLE_VENDOR } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { PersonNameFields } from '../../../components/person-name-fields.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { createUser } from '../api.ts';
import { StaffRoleSelect } from '../components/staff-role-select.tsx';

interface CreateUserValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The radio group's value: the role number as text, '' until one is chosen. */
  role: string;
  /** Staff only; kept while another role is chosen, so switching back does not lose it, but never sent then. */
  staffRole: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'role', 'staffRole'];
const validate = schemaResolver(createUserSchema, { sync: true });
const toBody = ({ staffRole, ...values }: CreateUserValues) => {
  const role = values.role === '' ? 0 : Number(values.role);
  return { ...values, role, ...(role === ROLE_STAFF ? { staffRole: staffRole || undefined } : {}) };
};

/** Creates a vendor, a super admin or a staff account; the new user chooses a password from the link we email them. */
export function CreateUserPage() {
  usePageTitle('Create user');
  const navigate = useNavigate();
  const form = useForm<CreateUserValues>({
    initialValues: { firstName: '', lastName: '', email: '', role: '', staffRole: '' },
    validate: (values) => validate(toBody(values)),
  });
  const create = useMutation({
    mutationFn: createUser,
    onSuccess: async ({ msg }) => {
      alertSuccess(msg);
      await navigate('/users');
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      alertApiError(error);
    },
  });

  const submit = (values: CreateUserValues) => {
    const parsed = createUserSchema.safeParse(toBody(values));
    if (parsed.success) create.mutate(parsed.data);
  };

  return (
    <FormPage
      title="Create user"
      intro="We email the new user a link to choose their password. Nobody else ever sees or sends a password."
      maw={720}
      onSubmit={form.onSubmit(submit)}
      gap="md"
      submitLabel="Create user"
      submitting={create.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <PersonNameFields form={form} autoComplete="off" />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <Radio.Group label="Role" withAsterisk key={form.key('role')} {...form.getInputProps('role')}>
        <Group mt="xs">
          <Radio value={String(ROLE_VENDOR)} label="Vendor" />
          <Radio value={String(ROLE_SUPER_ADMIN)} label="Super admin" />
          <Radio value={String(ROLE_STAFF)} label="Staff" />
        </Group>
      </Radio.Group>
      {form.values.role === String(ROLE_STAFF) && (
        <StaffRoleSelect
          required
          key={form.key('staffRole')}
          {...form.getInputProps('staffRole')}
          w={{ base: '100%', sm: 360 }}
        />
      )}
      {form.values.role === String(ROLE_VENDOR) && (
        <Text size="sm" c="dimmed">
          This vendor will still upload identity documents for staff to review. To add a vendor you have already
          verified, with their business details, use{' '}
          <Anchor component={Link} to="/vendors/create-vendors" underline="always">
            Create vendor
          </Anchor>
          .
        </Text>
      )}
    </FormPage>
  );
}
