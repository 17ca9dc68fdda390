import { Button, EmptyState, Group, Image, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CATALOGUE_MESSAGES, type CategoryDto, PAGE_SIZE } from '@soko/shared';
import { IconCategory, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { categoryListQuery, deleteCategory, updateCategory } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';

function EditCategoryModal({ category, onClose }: { category: CategoryDto | null; onClose: () => void }) {
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Edit category"
    >
      {category && (
        <CategoryForm
          initialValues={{
            title: category.title,
            description: category.description,
            image: category.image,
            gstFreeDefault: category.gstFreeDefault,
          }}
          submitLabel="Save category"
          onSave={async (values) => {
            await updateCategory(category._id, values);
            alertSuccess(CATALOGUE_MESSAGES.categoryUpdated);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function DeleteCategoryModal({ category, onClose }: { category: CategoryDto | null; onClose: () => void }) {
  const remove = useMutation({
    mutationFn: (categoryId: string) => deleteCategory(categoryId),
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      onClose();
    },
    onError: (error) => {
      alertApiError(error);
      onClose();
    },
  });
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Delete category"
    >
      {category && (
        <Stack gap="md">
          <Text>
            Delete <strong>{category.title}</strong> and all its subcategories? This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate(category._id)}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function NoCategory() {
  return (
    <EmptyState
      icon={<IconCategory aria-hidden />}
      title={CATALOGUE_MESSAGES.noCategory}
      description="Categories you add show here."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/category/add-category">
          Add Category
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** docs/product.md section 2: the categories, 9 a page, searchable, each editable and deletable. */
export function CategoryListPage() {
  usePageTitle('Categories');
  const { page, q, searchText, searchHint, onSearchChange, setPage } = useListSearch();
  const list = useQuery(categoryListQuery({ page, q }));
  const [editing, setEditing] = useState<CategoryDto | null>(null);
  const [deleting, setDeleting] = useState<CategoryDto | null>(null);

  const rows = list.data?.items.map((category) => (
    <Table.Tr key={category._id}>
      <Table.Td>
        <Image src={category.image} alt="" w={48} h={48} radius="sm" fit="cover" />
      </Table.Td>
      <Table.Td>
        <Text fw={500}>{category.title}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" maw={320}>
        <Text size="sm" lineClamp={2}>
          {category.description}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{category.subCategories.length}</Table.Td>
      <Table.Td visibleFrom="sm">{category.productCount}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(category)} aria-label={`Edit ${category.title}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => setDeleting(category)}
            aria-label={`Delete ${category.title}`}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  ));

  const total = list.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Categories</Title>
        <Group gap="xs">
          <Button component={Link} to="/category/add-category">
            Add Category
          </Button>
          <Button component={Link} to="/category/add-subcategory" variant="default">
            Add Subcategory
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Search categories"
        description={searchHint}
        placeholder="Title"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        maw={360}
      />
      <QueryState query={list} loadingLabel="Loading categories" errorTitle="The categories could not be loaded" />
      {list.data && total === 0 && q === '' && <NoCategory />}
      {list.data && total === 0 && q !== '' && <Text>No category matches “{q}”.</Text>}
      {list.data && total > 0 && (
        <ListTable
          minWidth={720}
          caption={countOf(total, 'category', 'categories')}
          head={
            <>
              <Table.Th>Image</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th visibleFrom="sm">Description</Table.Th>
              <Table.Th visibleFrom="sm">Subcategories</Table.Th>
              <Table.Th visibleFrom="sm">Products</Table.Th>
              <Table.Th>Actions</Table.Th>
            </>
          }
          pagination={{ total, limit: PAGE_SIZE.categories, page, onChange: setPage }}
        >
          {rows}
        </ListTable>
      )}
      <EditCategoryModal category={editing} onClose={() => setEditing(null)} />
      <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
