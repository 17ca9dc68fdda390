import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { CATALOGUE_MESSAGES } from '@soko/shared';
import { Link } from 'react-router';
import { alertSuccess } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { createCategory } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';

export function AddCategoryPage() {
  usePageTitle('Add Category');
  const user = useSignedInUser();

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Add Category</Title>
        <Anchor component={Link} to="/category">
          Category list
        </Anchor>
      </Group>
      <Paper withBorder p="md">
        <CategoryForm
          submitLabel="Add Category"
          resetAfterSave
          onSave={async (values) => {
            await createCategory(user._id, values);
            alertSuccess(CATALOGUE_MESSAGES.categoryAdded);
          }}
        />
      </Paper>
    </Stack>
  );
}
