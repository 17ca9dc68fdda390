import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { categorySchema } from '@soko/shared';
import { alertApiError } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { CategoryFields, type CategoryFieldValues, emptyCategoryFields } from './category-fields.tsx';

const FIELDS = ['title', 'description', 'image'];

/** A category (level 0) also says whether its new products start as GST-free. */
export interface CategoryFormValues extends CategoryFieldValues {
  gstFreeDefault: boolean;
}

interface CategoryFormProps {
  initialValues?: CategoryFormValues;
  submitLabel: string;
  /** Resolves when saved; a rejection is reported as alerts, with field messages under the fields. */
  onSave: (values: CategoryFormValues) => Promise<unknown>;
  /** After a successful save: a new category starts from empty fields, an edit keeps them. */
  resetAfterSave?: boolean;
}

export function CategoryForm({ initialValues, submitLabel, onSave, resetAfterSave = false }: CategoryFormProps) {
  const form = useForm<CategoryFormValues>({
    initialValues: initialValues ?? { ...emptyCategoryFields, gstFreeDefault: false },
    validate: schemaResolver(categorySchema, { sync: true }),
  });

  const submit = async (values: CategoryFormValues) => {
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
        <Checkbox
          label="New products are GST-free"
          description="For basic food and other GST-free goods; the vendor can still change it on each product."
          key={form.key('gstFreeDefault')}
          {...form.getInputProps('gstFreeDefault', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
