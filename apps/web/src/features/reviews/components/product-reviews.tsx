import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state.tsx';
import { productReviewsQuery } from '../api.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';

/** A product's visible reviews and rating as buyers see them, newest first, on the product's page. */
export function ProductReviewsSection({ productId }: { productId: string }) {
  const reviews = useInfiniteQuery(productReviewsQuery(productId));
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="product-reviews">
      <Title order={2} id="product-reviews" size="h3" mb="xs">
        Reviews
      </Title>
      <QueryState query={reviews} loadingLabel="Loading the reviews" errorTitle="The reviews could not be loaded" />
      {first && (
        <Stack gap="sm">
          <RatingSummary rating={first.rating} />
          {items.length === 0 ? (
            <Text c="dimmed">No review yet. Buyers can review the product once it is delivered.</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reviews">
              {items.map((review) => (
                <ReviewCard key={review._id} review={review} />
              ))}
            </Stack>
          )}
          {reviews.hasNextPage && (
            <Button variant="default" onClick={() => reviews.fetchNextPage()} loading={reviews.isFetchingNextPage}>
              Show more reviews
            </Button>
          )}
        </Stack>
      )}
    </section>
  );
}
