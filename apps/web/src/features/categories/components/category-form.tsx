import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { categorySchema } from '@soko/shared';
import { alertApiError } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { CategoryFields, type CategoryFieldValues, emptyCategoryFields } from './category-fields.tsx';

const FIELDS = ['title', 'description', 'image'];

interface CategoryFormProps {
  initialValues?: CategoryFieldValues;
  submitLabel: string;
  /** Resolves when saved; a rejection is reported as alerts, with field messages under the fields. */
  onSave: (values: CategoryFieldValues) => Promise<unknown>;
  /** After a successful save: a new category starts from empty fields, an edit keeps them. */
  resetAfterSave?: boolean;
}

export function CategoryForm({ initialValues, submitLabel, onSave, resetAfterSave = false }: CategoryFormProps) {
  const form = useForm<CategoryFieldValues>({
    initialValues: initialValues ?? emptyCategoryFields,
    validate: schemaResolver(categorySchema, { sync: true }),
  });

  const submit = async (values: CategoryFieldValues) => {
    try {
      await onSave(values);
      if (resetAfterSave) form.reset();
    } catch (error) {
      form.setErrors(serverFieldErrors(error, FIELDS));
      alertApiError(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <CategoryFields form={form} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
