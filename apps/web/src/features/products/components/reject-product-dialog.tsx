import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CATALOGUE_MESSAGES, PRODUCT_REJECTION_REASON_MAX, type ProductDto, rejectProductSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { rejectProduct } from '../api.ts';

interface RejectProductDialogProps {
  /** The product to reject; the dialog is open while there is one. */
  product: Pick<ProductDto, '_id' | 'name'> | null;
  onClose: () => void;
  onRejected?: (product: ProductDto) => void;
}

/** Staff reject a product, always with a reason: the vendor is emailed it and sees it on the product. */
export function RejectProductDialog({ product, onClose, onRejected }: RejectProductDialogProps) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(rejectProductSchema, { sync: true }),
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectProduct(id, reason),
    onSuccess: (rejected) => {
      alertSuccess(CATALOGUE_MESSAGES.productRejected);
      form.reset();
      onRejected?.(rejected);
      onClose();
    },
    onError: alertApiError,
  });
  const close = () => {
    if (reject.isPending) return;
    form.reset();
    onClose();
  };

  return (
    <ReasonDialog
      opened={product !== null}
      onClose={close}
      title={`Reject ${product?.name ?? 'product'}?`}
      onSubmit={form.onSubmit(({ reason }) => {
        if (product) reject.mutate({ id: product._id, reason });
      })}
      form={form}
      description="Say what the vendor should change."
      maxLength={PRODUCT_REJECTION_REASON_MAX}
      submitLabel="Reject product"
      pending={reject.isPending}
      cancelDisabled={reject.isPending}
    >
      <Text size="sm">Buyers will not see the product. The vendor is emailed the reason and can edit it.</Text>
    </ReasonDialog>
  );
}
