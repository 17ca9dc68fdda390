import { Button, Group, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { hideReviewSchema, REVIEW_HIDE_REASON_MAX, type ReviewDto } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { hideReview, restoreReview } from '../api.ts';

/** Staff with the catalogue permission hide a review (with the reason the vendor is told) or restore it. */
export function ModerationActions({ review }: { review: ReviewDto }) {
  const [hiding, setHiding] = useState(false);
  const form = useForm({ initialValues: { reason: '' }, validate: schemaResolver(hideReviewSchema, { sync: true }) });
  const hide = useMutation({
    mutationFn: (reason: string) => hideReview(review._id, reason),
    onSuccess: () => {
      alertSuccess('Review hidden', 'The vendor is told the reason.');
      form.reset();
      setHiding(false);
    },
    onError: alertApiError,
  });
  const restore = useMutation({
    mutationFn: () => restoreReview(review._id),
    onSuccess: () => alertSuccess('Review restored'),
    onError: alertApiError,
  });
  const close = () => {
    if (hide.isPending) return;
    form.reset();
    setHiding(false);
  };
  return (
    <Group>
      {review.status === 'visible' ? (
        <Button
          size="xs"
          color="red.9"
          variant="outline"
          onClick={() => setHiding(true)}
          aria-label={`Hide the review by ${review.author} of ${review.product.name}`}
        >
          Hide
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          loading={restore.isPending}
          onClick={() => restore.mutate()}
          aria-label={`Restore the review by ${review.author} of ${review.product.name}`}
        >
          Restore
        </Button>
      )}
      <ReasonDialog
        opened={hiding}
        onClose={close}
        title="Hide this review?"
        onSubmit={form.onSubmit(({ reason }) => hide.mutate(reason))}
        form={form}
        description="The vendor is told this reason."
        maxLength={REVIEW_HIDE_REASON_MAX}
        submitLabel="Hide review"
        pending={hide.isPending}
        cancelDisabled={hide.isPending}
      >
        <Text size="sm">It leaves the storefront and stops counting in the product's and the store's rating.</Text>
      </ReasonDialog>
    </Group>
  );
}
