import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { CATALOGUE_MESSAGES, isStaff } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { productQuery } from '../api.ts';
import { ProductForm } from '../components/product-form.tsx';
import { withProposedChanges } from '../form-model.ts';

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
  // Staff's edits apply at once, so they edit the approved version; a vendor edits their proposal.
  const staff = isStaff(useSignedInUser());

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>Edit Product</Title>
        <Anchor component={Link} to={`/product/${id}`}>
          View product
        </Anchor>
      </Group>
      <QueryState query={product} loadingLabel="Loading the product" errorTitle={CATALOGUE_MESSAGES.productError} />
      {product.data?.revision?.status === 'pending' && (
        <Alert color="blue" variant="light" title="Changes waiting for review" role="note">
          {staff
            ? 'The form shows the approved version, and your edit applies at once. Review the vendor’s changes from the product page.'
            : 'The form shows the changes you proposed. Buyers see the approved version until the Soko team approves them; saving again replaces the proposal.'}
        </Alert>
      )}
      {product.data && (
        <ProductForm key={product.data._id} product={staff ? product.data : withProposedChanges(product.data)} />
      )}
    </Stack>
  );
}
