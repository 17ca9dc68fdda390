import { Badge, Card, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import type { PublicReviewDto, ReviewDto } from '@soko/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';

function isFull(review: PublicReviewDto | ReviewDto): review is ReviewDto {
  return 'status' in review;
}

/**
 * One review as written (plain text, its line breaks kept), with the vendor's reply; the vendor's and
 * staff's view adds the product, the order and, when hidden, why.
 */
export function ReviewCard({ review, children }: { review: PublicReviewDto | ReviewDto; children?: ReactNode }) {
  const full = isFull(review) ? review : null;
  const labelId = `review-${review._id}`;
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={labelId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Rating value={review.rating} readOnly size="sm" aria-hidden />
            <Text id={labelId} fw={600}>
              {review.rating} of 5{review.title ? `: ${review.title}` : ''}
            </Text>
          </Group>
          <Group gap="xs">
            <Badge color="teal.9" variant="light">
              Verified purchase
            </Badge>
            {full?.status === 'hidden' && (
              <Badge color="red.9" variant="filled">
                Hidden
              </Badge>
            )}
          </Group>
        </Group>
        {full && (
          <Text size="sm" c="dimmed">
            {full.product.name} · order #{full.orderNumber}
            {full.vendor.displayName ? ` · ${full.vendor.displayName}` : ''}
          </Text>
        )}
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Text>
        <Text size="sm" c="dimmed">
          {review.author} · {formatDate(review.createdAt)}
        </Text>
        {full?.status === 'hidden' && full.hiddenReason && (
          <Text size="sm" c="red.9">
            Hidden by Soko: {full.hiddenReason}
          </Text>
        )}
        {review.reply && (
          <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600}>
              The seller's reply
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply.body}
            </Text>
          </Paper>
        )}
        {children}
      </Stack>
    </Card>
  );
}
