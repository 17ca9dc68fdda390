import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PRODUCT_REJECTION_REASON_MAX, type ProductDto, rejectRevisionSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
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
    <Modal
      opened={opened}
      onClose={close}
      title={`Reject the changes to ${product.name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form noValidate onSubmit={form.onSubmit(({ reason }) => reject.mutate(reason))}>
        <Stack gap="md">
          <Text size="sm">
            Buyers keep seeing the approved version. The vendor is emailed the reason and can edit the product again.
          </Text>
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
              Reject changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
