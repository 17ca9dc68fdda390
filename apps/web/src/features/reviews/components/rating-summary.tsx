import { Group, Rating, Text } from '@mantine/core';
import type { RatingDto } from '@soko/shared';

/** "4.5 of 5 from 2 reviews", with stars the text already says (hidden from screen readers). */
export function ratingText(rating: RatingDto): string {
  if (rating.count === 0) return 'Not rated yet';
  return `Rated ${rating.average} of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

export function RatingSummary({ rating, size = 'sm' }: { rating: RatingDto; size?: 'xs' | 'sm' }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Rating value={rating.average} fractions={4} readOnly size={size} aria-hidden />
      <Text size={size}>{ratingText(rating)}</Text>
    </Group>
  );
}
