import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface CategoryFieldValues {
  title: string;
  description: string;
  image: string;
}

export const emptyCategoryFields: CategoryFieldValues = { title: '', description: '', image: '' };

/** Title, description and image URL: the fields a category and a subcategory share (docs/product.md section 5). */
export function CategoryFields<Values extends CategoryFieldValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <TextInput label="Title" required maxLength={100} key={form.key('title')} {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxLength={1000}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <TextInput
        label="Image URL"
        description="An http or https address of the image"
        type="url"
        required
        placeholder="https://"
        key={form.key('image')}
        {...form.getInputProps('image')}
      />
    </>
  );
}
