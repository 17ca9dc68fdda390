import { Anchor, Group, Stack, Title } from '@mantine/core';
import { CATALOGUE_MESSAGES } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { productQuery } from '../api.ts';
import { ProductForm } from '../components/product-form.tsx';

export function AddProductPage() {
  usePageTitle('Add Product');
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Add Product</Title>
        <Anchor component={Link} to="/product">
          Product List
        </Anchor>
      </Group>
      <ProductForm />
    </Stack>
  );
}

export function EditProductPage() {
  usePageTitle('Edit Product');
  const { id = '' } = useParams();
  const product = useQuery(productQuery(id));

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Edit Product</Title>
        <Anchor component={Link} to={`/product/${id}`}>
          View product
        </Anchor>
      </Group>
      <QueryState query={product} loadingLabel="Loading the product" errorTitle={CATALOGUE_MESSAGES.productError} />
      {product.data && <ProductForm key={product.data._id} product={product.data} />}
    </Stack>
  );
}
