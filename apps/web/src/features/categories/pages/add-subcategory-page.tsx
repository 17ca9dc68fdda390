import { Alert, Anchor, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CATALOGUE_MESSAGES, SUBCATEGORY_LEVELS, subcategorySchema } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { allCategoriesQuery, createSubcategory, subcategoriesAtLevelQuery } from '../api.ts';
import { CategoryFields, type CategoryFieldValues, emptyCategoryFields } from '../components/category-fields.tsx';

interface SubcategoryValues extends CategoryFieldValues {
  categoryId: string | null;
  level: string;
  parentId: string | null;
}

const FIELDS = ['title', 'description', 'image', 'level', 'parentId'];
const LEVEL_OPTIONS = SUBCATEGORY_LEVELS.map((level) => ({ value: String(level), label: `Level ${level}` }));
const validateSubcategory = schemaResolver(subcategorySchema, { sync: true });

function toSchemaInput(values: SubcategoryValues) {
  return {
    title: values.title,
    description: values.description,
    image: values.image,
    level: Number(values.level),
    parentId: values.parentId ?? '',
  };
}

/**
 * docs/product.md section 4: levels 1-4. Level 1 hangs under the category; a deeper level needs a parent from
 * the level above, and without one the category can go no deeper.
 */
export function AddSubcategoryPage() {
  usePageTitle('Add Subcategory');
  const categories = useQuery(allCategoriesQuery());
  const form = useForm<SubcategoryValues>({
    initialValues: { categoryId: null, level: '1', parentId: null, ...emptyCategoryFields },
    validate: (values) => ({
      ...validateSubcategory(toSchemaInput(values)),
      ...(values.categoryId ? {} : { categoryId: 'Please choose a category' }),
    }),
  });
  const { categoryId } = form.values;
  const level = Number(form.values.level);
  const needsParent = level > 1;
  const parents = useQuery({ ...subcategoriesAtLevelQuery(categoryId, level - 1), enabled: needsParent });
  const noParentAvailable = needsParent && parents.data !== undefined && parents.data.length === 0;

  const submit = async (values: SubcategoryValues) => {
    if (!values.categoryId) return;
    try {
      await createSubcategory(values.categoryId, subcategorySchema.parse(toSchemaInput(values)));
      alertSuccess(CATALOGUE_MESSAGES.subcategoryAdded);
      form.setValues({ ...emptyCategoryFields, parentId: null });
      form.resetDirty();
    } catch (error) {
      form.setErrors(serverFieldErrors(error, FIELDS));
      alertApiError(error);
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Add Subcategory</Title>
        <Anchor component={Link} to="/category">
          Category list
        </Anchor>
      </Group>
      <Paper withBorder p="md">
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            <Select
              label="Category"
              required
              searchable
              nothingFoundMessage="No Category"
              data={(categories.data ?? []).map((category) => ({ value: category._id, label: category.title }))}
              disabled={categories.isPending}
              key={form.key('categoryId')}
              {...form.getInputProps('categoryId')}
              onChange={(value) => form.setValues({ categoryId: value, parentId: null })}
            />
            <Select
              label="Level"
              required
              allowDeselect={false}
              data={LEVEL_OPTIONS}
              key={form.key('level')}
              {...form.getInputProps('level')}
              onChange={(value) => form.setValues({ level: value ?? '1', parentId: null })}
            />
            {needsParent && categoryId && (
              <Select
                label={`Parent (level ${level - 1})`}
                required
                searchable
                data={(parents.data ?? []).map((parent) => ({ value: parent._id, label: parent.title }))}
                disabled={parents.isPending || noParentAvailable}
                key={form.key('parentId')}
                {...form.getInputProps('parentId')}
              />
            )}
            {noParentAvailable && (
              <Alert color="yellow" role="status">
                {CATALOGUE_MESSAGES.maximumSubcategory}
              </Alert>
            )}
            {parents.isError && (
              <Alert color="red" role="alert">
                The level {level - 1} subcategories could not be loaded.
              </Alert>
            )}
            <CategoryFields form={form} />
            <Group>
              <Button type="submit" loading={form.submitting} disabled={noParentAvailable}>
                Add Subcategory
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
