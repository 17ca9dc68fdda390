import { defineTemplate, link } from './mail.layout.ts';

/** Reviews (issue 44): the vendor hears of a new review, and of staff hiding or restoring one. */
export const reviewMailTemplates = {
  reviewNew: defineTemplate<{ firstName: string; productName: string; rating: number; title: string; body: string }>(
    (review, { appUrl }) => ({
      subject: `New ${review.rating}-star review of ${review.productName}`,
      firstName: review.firstName,
      paragraphs: [
        `A buyer who received ${review.productName} rated it ${review.rating} of 5.`,
        review.title ? `${review.title}: ${review.body}` : review.body,
        'You can reply once, and edit your reply; buyers see it under the review.',
      ],
      action: { label: 'Read and reply', url: link(appUrl, '/reviews') },
    }),
  ),

  reviewModerated: defineTemplate<{ firstName: string; productName: string; hidden: boolean; reason: string }>(
    (review, { appUrl }) => ({
      subject: review.hidden
        ? `A review of ${review.productName} was hidden`
        : `A review of ${review.productName} is shown again`,
      firstName: review.firstName,
      paragraphs: review.hidden
        ? [
            `Soko hid a review of ${review.productName}: it no longer shows to buyers or counts in your rating.`,
            `Reason: ${review.reason}`,
          ]
        : [`Soko restored a review of ${review.productName}: it shows to buyers and counts in your rating again.`],
      action: { label: 'See your reviews', url: link(appUrl, '/reviews') },
    }),
  ),
};
