import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SUBCATEGORY_LEVELS, type SubcategorySummary } from '@soko/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { allCategoriesQuery, childSubcategoriesQuery } from '../../categories/index.ts';
import type { ProductFormValues } from '../form-model.ts';

interface SubcategoryLevel {
  level: number;
  options: SubcategorySummary[];
  isPending: boolean;
}

/**
 * The subcategory selects under a category: each chosen (sub)category offers its children as the
 * next level, until one has none or the deepest level is reached.
 */
export function useSubcategoryChain(category: string | null, subCategories: readonly string[]) {
  const parents = category ? [category, ...subCategories].slice(0, SUBCATEGORY_LEVELS.length) : [];
  const children = useQueries({ queries: parents.map((parentId) => childSubcategoriesQuery(parentId)) });
  const levels: SubcategoryLevel[] = children
    .map((query, index) => ({ level: index + 1, options: query.data ?? [], isPending: query.isPending }))
    .filter((level) => level.isPending || level.options.length > 0);
  const chosenTitles = subCategories.flatMap((id, index) => {
    const title = children[index]?.data?.find((option) => option._id === id)?.title;
    return title === undefined ? [] : [title];
  });
  return { levels, chosenTitles };
}

interface CategoryChainFieldsProps {
  form: UseFormReturnType<ProductFormValues>;
  levels: SubcategoryLevel[];
}

export function CategoryChainFields({ form, levels }: CategoryChainFieldsProps) {
  const categories = useQuery(allCategoriesQuery());
  const { subCategories } = form.getValues();

  const chooseSubcategory = (level: number, value: string | null) => {
    const kept = subCategories.slice(0, level - 1);
    form.setFieldValue('subCategories', value ? [...kept, value] : kept);
  };

  return (
    <>
      <Select
        label="Category"
        required
        searchable
        // Focus lands here when the form has errors; a list opening over them would hide them.
        openOnFocus={false}
        nothingFoundMessage="No Category"
        data={(categories.data ?? []).map((category) => ({ value: category._id, label: category.title }))}
        disabled={categories.isPending}
        error={form.errors.category ?? (categories.isError ? 'The categories could not be loaded' : undefined)}
        value={form.getValues().category}
        onChange={(value) => form.setValues({ category: value, subCategories: [] })}
      />
      {levels.map(({ level, options, isPending }) => (
        <Select
          key={level}
          label={level === 1 ? 'Subcategory' : `Subcategory level ${level}`}
          searchable
          openOnFocus={false}
          clearable
          data={options.map((option) => ({ value: option._id, label: option.title }))}
          disabled={isPending}
          placeholder={isPending ? 'Loading…' : 'Choose'}
          value={subCategories[level - 1] ?? null}
          onChange={(value) => chooseSubcategory(level, value)}
          error={level === 1 ? form.errors.subCategories : undefined}
        />
      ))}
    </>
  );
}
