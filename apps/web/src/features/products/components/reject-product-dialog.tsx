import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CATALOGUE_MESSAGES, PRODUCT_REJECTION_REASON_MAX, type ProductDto, rejectProductSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
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
    <Modal
      opened={product !== null}
      onClose={close}
      title={`Reject ${product?.name ?? 'product'}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) => {
          if (product) reject.mutate({ id: product._id, reason });
        })}
      >
        <Stack gap="md">
          <Text size="sm">Buyers will not see the product. The vendor is emailed the reason and can edit it.</Text>
          <Textarea
            label="Reason"
            description="Say what the vendor should change."
            required
            rows={4}
            maxLength={PRODUCT_REJECTION_REASON_MAX}
            data-autofocus
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={reject.isPending}>
              Reject product
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
