import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ALERT_MS, CATALOGUE_MESSAGES, DEFAULT_LOW_STOCK_THRESHOLD, storeSchema } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { alertApiError, alertSuccess, alertWarning } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { myStoreQuery, saveStore } from '../api.ts';

interface StoreFormValues {
  bio: string;
  lowStockThreshold: number | string;
}

function StoreBioForm({
  bio,
  lowStockThreshold,
  storeName,
}: {
  bio: string;
  lowStockThreshold: number | null;
  storeName: string;
}) {
  const navigate = useNavigate();
  const form = useForm<StoreFormValues>({
    initialValues: { bio, lowStockThreshold: lowStockThreshold ?? '' },
    validate: schemaResolver(storeSchema, { sync: true }),
  });

  const submit = async (values: StoreFormValues) => {
    try {
      const saved = await saveStore(values);
      alertSuccess(saved.msg, undefined, ALERT_MS.normal);
      await navigate('/store/me');
    } catch (error) {
      form.setErrors(serverFieldErrors(error, ['bio', 'lowStockThreshold']));
      alertApiError(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text>
          Store name: <strong>{storeName}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          Your store is named after your business name; change it in your profile.
        </Text>
        <Textarea
          label="Bio"
          description="Tell buyers about your business and what you sell"
          required
          autosize
          minRows={4}
          maxLength={2000}
          key={form.key('bio')}
          {...form.getInputProps('bio')}
        />
        <NumberInput
          label="Low-stock threshold"
          description={`Products without a threshold of their own warn you at or below this stock (empty: ${DEFAULT_LOW_STOCK_THRESHOLD})`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          w={{ base: '100%', xs: 240 }}
          key={form.key('lowStockThreshold')}
          {...form.getInputProps('lowStockThreshold')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save store
          </Button>
          <Button component={Link} to="/store/me" variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** docs/product.md section 2: create the store, or change its bio (the only field a vendor sets). */
export function CreateStorePage() {
  usePageTitle('Create Store');
  const user = useSignedInUser();
  const myStore = useQuery(myStoreQuery());

  useEffect(() => {
    if (myStore.error) alertWarning(CATALOGUE_MESSAGES.storeError, ALERT_MS.sticky);
  }, [myStore.error]);

  const store = myStore.data?.store;
  const storeName = store?.name ?? (user.activeVendor?.displayName || user.displayName);

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{store ? 'Edit Store' : 'Create Store'}</Title>
        <Anchor component={Link} to="/store/me">
          Store
        </Anchor>
      </Group>
      {myStore.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the store" />
        </Center>
      )}
      {myStore.isError && (
        <Alert color="yellow" role="alert" title={CATALOGUE_MESSAGES.storeError}>
          <Button mt="xs" size="xs" onClick={() => myStore.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {myStore.data && (
        <Paper withBorder p="md">
          <StoreBioForm
            bio={store?.bio ?? ''}
            lowStockThreshold={store?.lowStockThreshold ?? null}
            storeName={storeName}
          />
        </Paper>
      )}
    </Stack>
  );
}
