import type { ReviewDto, ReviewStatus } from '@soko/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { reviewKeys } from './keys.ts';

export const REVIEW_LIST_SIZE = 20;
/** A product page shows this many reviews at a time. */
export const PRODUCT_REVIEWS_SIZE = 5;

export interface ReviewFilters {
  rating?: number | undefined;
  status?: ReviewStatus | undefined;
  replied?: boolean | undefined;
  productId?: string | undefined;
}

/** The vendor's reviews, or every vendor's for staff (the server decides by the session), by cursor. */
export function reviewListQuery(filters: ReviewFilters) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ pageParam }) =>
      send(
        apiClient.GET('/api/review/list', {
          params: {
            query: {
              limit: REVIEW_LIST_SIZE,
              ...(pageParam ? { cursor: pageParam } : {}),
              ...(filters.rating ? { rating: filters.rating } : {}),
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.productId ? { productId: filters.productId } : {}),
              ...(filters.replied === undefined
                ? {}
                : { replied: filters.replied ? ('true' as const) : ('false' as const) }),
            },
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A product's visible reviews with its rating, as the storefront shows them. */
export function productReviewsQuery(productId: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.ofProduct(productId),
    queryFn: ({ pageParam }) =>
      send(
        apiClient.GET('/api/product/{id}/reviews', {
          params: {
            path: { id: productId },
            query: { limit: PRODUCT_REVIEWS_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** After a change, every list and product page that may show the review asks again. */
async function changed(review: ReviewDto): Promise<ReviewDto> {
  await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return review;
}

export async function replyToReview(id: string, body: string): Promise<ReviewDto> {
  return changed(await send(apiClient.POST('/api/review/{id}/reply', { params: { path: { id } }, body: { body } })));
}

export async function hideReview(id: string, reason: string): Promise<ReviewDto> {
  return changed(await send(apiClient.POST('/api/review/{id}/hide', { params: { path: { id } }, body: { reason } })));
}

export async function restoreReview(id: string): Promise<ReviewDto> {
  return changed(await send(apiClient.POST('/api/review/{id}/restore', { params: { path: { id } } })));
}
