import { type PublicUser, REVIEW_TEXT, type ReviewDto, type ReviewListDto } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeStaff, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { ProductReviewsSection } from './index.ts';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/review-list-page.tsx');
});

const REVIEW_ID = 'a1a80101-0000-4000-8000-000000000001';

function makeReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    _id: REVIEW_ID,
    rating: 4,
    title: 'Warm',
    body: 'Soft and warm',
    author: 'Esi M.',
    verifiedPurchase: true,
    reply: null,
    createdAt: '2026-12-01T02:00:00.000Z',
    status: 'visible',
    hiddenReason: null,
    product: { _id: 'p1', name: 'Kente scarf' },
    vendor: { _id: 'u1', displayName: 'Amara Crafts' },
    saleId: 's1',
    orderNumber: 100_123,
    ...overrides,
  };
}

function server(user: PublicUser, review: ReviewDto) {
  localStorage.setItem('token', 'test-token');
  let current = review;
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    if (url.startsWith('/api/review/list')) {
      const list: ReviewListDto = { items: [current], nextCursor: null };
      return jsonResponse(list);
    }
    if (url === `/api/review/${REVIEW_ID}/reply` && init?.method === 'POST') {
      const { body } = JSON.parse(String(init.body)) as { body: string };
      const at = '2026-12-02T02:00:00.000Z';
      current = { ...current, reply: { body, createdAt: at, updatedAt: at } };
      return jsonResponse(current);
    }
    if (url === `/api/review/${REVIEW_ID}/hide` && init?.method === 'POST') {
      const { reason } = JSON.parse(String(init.body)) as { reason: string };
      current = { ...current, status: 'hidden', hiddenReason: reason };
      return jsonResponse(current);
    }
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

describe('reviews page', () => {
  it('lets the vendor reply inline, refusing an empty reply, and shows the reply', async () => {
    const fetchMock = server(makeUser(), makeReview());
    renderRoutes(appRoutes, '/reviews');
    const review = await screen.findByRole('listitem', { name: '4 of 5: Warm' });
    expect(within(review).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(review).getByText('Kente scarf · order #100123 · Amara Crafts')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Reply to the review by Esi M.' }));
    await userEvent.click(within(review).getByRole('button', { name: 'Post reply' }));
    expect(await within(review).findByText(REVIEW_TEXT.replyRequired)).toBeInTheDocument();
    await userEvent.type(within(review).getByRole('textbox', { name: /Your reply/ }), 'Thank you, Esi!');
    await userEvent.click(within(review).getByRole('button', { name: 'Post reply' }));
    expect(await within(review).findByText('Thank you, Esi!')).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Edit reply to the review by Esi M.' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/review/${REVIEW_ID}/reply`)).toBe(true);
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });

  it('lets catalogue staff hide a review with a reason, and offers no reply', async () => {
    server(makeStaff('catalogue'), makeReview());
    renderRoutes(appRoutes, '/reviews');
    const review = await screen.findByRole('listitem', { name: '4 of 5: Warm' });
    expect(within(review).queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Hide the review by Esi M. of Kente scarf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText(REVIEW_TEXT.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Names a person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Hidden by Soko: Names a person')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore the review by Esi M. of Kente scarf' })).toBeInTheDocument();
  });

  it('shows support staff every review without moderation, filtered as the address says', async () => {
    const fetchMock = server(makeStaff('support'), makeReview());
    renderRoutes(appRoutes, '/reviews?rating=4&replied=false&status=visible');
    const review = await screen.findByRole('listitem', { name: '4 of 5: Warm' });
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rating', { selector: 'input' })).toHaveValue('4 stars');
    expect(screen.getByLabelText('Reply', { selector: 'input' })).toHaveValue('Waiting for a reply');
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/review/list'));
    expect(asked).toEqual(['/api/review/list?limit=20&rating=4&status=visible&replied=false']);
  });

  it("shows a product's rating and its reviews with the seller's reply, and more on request", async () => {
    localStorage.setItem('token', 'test-token');
    const reply = {
      body: 'Thank you, Esi!',
      createdAt: '2026-12-02T02:00:00.000Z',
      updatedAt: '2026-12-02T02:00:00.000Z',
    };
    const { _id, rating, title, body, author, verifiedPurchase, createdAt } = makeReview();
    const first = { _id, rating, title, body, author, verifiedPurchase, createdAt, reply };
    const second = { ...first, _id: 'r2', rating: 5, title: 'Perfect', reply: null };
    const fetchMock = mockFetch((url) => {
      if (url === '/api/product/p1/reviews?limit=5') {
        return jsonResponse({ rating: { average: 4.5, count: 2 }, items: [first], nextCursor: 'next' });
      }
      if (url === '/api/product/p1/reviews?limit=5&cursor=next') {
        return jsonResponse({ rating: { average: 4.5, count: 2 }, items: [second], nextCursor: null });
      }
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderWithProviders(<ProductReviewsSection productId="p1" />);
    expect(await screen.findByText('Rated 4.5 of 5 from 2 reviews')).toBeInTheDocument();
    const review = screen.getByRole('listitem', { name: '4 of 5: Warm' });
    expect(within(review).getByText('Thank you, Esi!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('listitem', { name: '5 of 5: Perfect' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
