import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { REVIEW_REPLY_MAX, type ReviewDto, reviewReplySchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { replyToReview } from '../api.ts';

/** The vendor's one reply, written inline under the review and edited the same way. */
export function ReplyForm({ review }: { review: ReviewDto }) {
  const [open, setOpen] = useState(false);
  const form = useForm({
    initialValues: { body: review.reply?.body ?? '' },
    validate: schemaResolver(reviewReplySchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (body: string) => replyToReview(review._id, body),
    onSuccess: () => {
      alertSuccess(review.reply ? 'Reply updated' : 'Reply posted');
      setOpen(false);
    },
    onError: alertApiError,
  });
  if (!open) {
    return (
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            form.setValues({ body: review.reply?.body ?? '' });
            setOpen(true);
          }}
          aria-label={`${review.reply ? 'Edit reply' : 'Reply'} to the review by ${review.author}`}
        >
          {review.reply ? 'Edit reply' : 'Reply'}
        </Button>
      </Group>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit(({ body }) => save.mutate(body))}>
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          description="Shown under the review on the storefront. Plain text."
          required
          autosize
          minRows={3}
          maxLength={REVIEW_REPLY_MAX}
          data-autofocus
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {review.reply ? 'Save reply' : 'Post reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
