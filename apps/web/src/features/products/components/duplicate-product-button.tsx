import { Button } from '@mantine/core';
import type { ProductDto } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { duplicateProduct } from '../api.ts';

/** Copies a product as a new one waiting for approval, then opens the copy. */
export function DuplicateProductButton({ product }: { product: Pick<ProductDto, '_id' | 'name'> }) {
  const navigate = useNavigate();
  const duplicate = useMutation({
    mutationFn: () => duplicateProduct(product._id),
    onSuccess: async (copy) => {
      alertSuccess(`${copy.name} was added and waits for approval`);
      await navigate(`/product/${copy._id}`);
    },
    onError: alertApiError,
  });
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={duplicate.isPending}
      aria-label={`Duplicate ${product.name}`}
      onClick={() => duplicate.mutate()}
    >
      Duplicate
    </Button>
  );
}
