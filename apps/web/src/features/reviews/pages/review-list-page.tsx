import { Button, EmptyState, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isStaff, REVIEW_STATUSES, type ReviewStatus } from '@soko/shared';
import { IconStar } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { NoMatches } from '../../../components/no-matches.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { type ReviewFilters, reviewListQuery } from '../api.ts';
import { ModerationActions } from '../components/moderation-actions.tsx';
import { ReplyForm } from '../components/reply-form.tsx';
import { ReviewCard } from '../components/review-card.tsx';

/** The filters' choice for "any": the address then has no such parameter. */
const ANY = 'any';

const RATING_OPTIONS = [
  { value: ANY, label: 'Any rating' },
  ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` })),
];
const STATUS_OPTIONS = [
  { value: ANY, label: 'Visible and hidden' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];
const REPLIED_OPTIONS = [
  { value: ANY, label: 'Replied or not' },
  { value: 'false', label: 'Waiting for a reply' },
  { value: 'true', label: 'Replied' },
];

function filtersOf(getParam: (key: string) => string | null): ReviewFilters {
  const rating = Number(getParam('rating'));
  const status = getParam('status');
  const replied = getParam('replied');
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    status: REVIEW_STATUSES.find((each): each is ReviewStatus => each === status),
    replied: replied === 'true' ? true : replied === 'false' ? false : undefined,
    productId: getParam('productId') ?? undefined,
  };
}

/**
 * Issue 44: a vendor's reviews with an inline reply (written once, edited after); for staff, every
 * vendor's, with hide (and the reason the vendor is told) and restore for the catalogue team.
 */
export function ReviewListPage() {
  usePageTitle('Reviews');
  const user = useSignedInUser();
  const staff = isStaff(user);
  const moderates = staff && mayDo(user, 'catalogue');
  const { getParam, setParam } = useListSearch();
  const filters = filtersOf(getParam);
  const list = useInfiniteQuery(reviewListQuery(filters));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const select = (key: string) => (value: string | null) => setParam(key, value === ANY ? null : value);

  return (
    <Stack gap="md">
      <Title order={1}>Reviews</Title>
      <Text c="dimmed" size="sm">
        {staff
          ? 'Every vendor’s reviews, newest first. A hidden review leaves the storefront and the ratings; the vendor is told why.'
          : 'Reviews buyers wrote of delivered items, newest first. You can reply once to each, and edit your reply.'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label="Rating"
          data={RATING_OPTIONS}
          value={filters.rating ? String(filters.rating) : ANY}
          allowDeselect={false}
          onChange={select('rating')}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status ?? ANY}
          allowDeselect={false}
          onChange={select('status')}
        />
        <Select
          label="Reply"
          data={REPLIED_OPTIONS}
          value={filters.replied === undefined ? ANY : String(filters.replied)}
          allowDeselect={false}
          onChange={select('replied')}
        />
      </SimpleGrid>
      <QueryState query={list} loadingLabel="Loading reviews" errorTitle="The reviews could not be loaded" />
      {list.data && items.length === 0 && !filtered && (
        <EmptyState
          icon={<IconStar aria-hidden />}
          title="No review yet"
          description="Buyers can review an item once it is delivered; their reviews show here."
        />
      )}
      {list.data && items.length === 0 && filtered && (
        <NoMatches
          onClear={() => {
            for (const key of ['rating', 'status', 'replied', 'productId']) setParam(key, null);
          }}
        >
          No review matches these filters.
        </NoMatches>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reviews">
          {items.map((review) => (
            <ReviewCard key={review._id} review={review}>
              {!staff && <ReplyForm review={review} />}
              {moderates && <ModerationActions review={review} />}
            </ReviewCard>
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more reviews
        </Button>
      )}
    </Stack>
  );
}
