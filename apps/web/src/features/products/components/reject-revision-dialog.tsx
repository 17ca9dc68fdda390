import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PRODUCT_REJECTION_REASON_MAX, type ProductDto, rejectRevisionSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { rejectProductRevision } from '../api.ts';

interface RejectRevisionDialogProps {
  product: Pick<ProductDto, '_id' | 'name'>;
  opened: boolean;
  onClose: () => void;
  onRejected: (product: ProductDto) => void;
}

/** Staff reject a product's changes, always with a reason: the vendor is emailed it and sees it on the product. */
export function RejectRevisionDialog({ product, opened, onClose, onRejected }: RejectRevisionDialogProps) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(rejectRevisionSchema, { sync: true }),
  });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectProductRevision(product._id, reason),
    onSuccess: (rejected) => {
      alertSuccess('Changes rejected');
      form.reset();
      onRejected(rejected);
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
      opened={opened}
      onClose={close}
      title={`Reject the changes to ${product.name}?`}
      onSubmit={form.onSubmit(({ reason }) => reject.mutate(reason))}
      form={form}
      description="Say what the vendor should change."
      maxLength={PRODUCT_REJECTION_REASON_MAX}
      submitLabel="Reject changes"
      pending={reject.isPending}
      cancelDisabled={reject.isPending}
    >
      <Text size="sm">
        Buyers keep seeing the approved version. The vendor is emailed the reason and can edit the product again.
      </Text>
    </ReasonDialog>
  );
}
