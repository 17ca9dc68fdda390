import { describe, expect, it } from 'vitest';
import { createReviewSchema, REVIEW_TEXT, ratingOf, reviewListQuerySchema } from './reviews.ts';

const base = {
  saleId: '00000000-0000-4000-8000-000000000001',
  productId: '00000000-0000-4000-8000-000000000002',
  rating: 5,
};

const messageOf = (body: string) => createReviewSchema.safeParse({ ...base, body }).error?.issues[0]?.message;

describe('a review', () => {
  it('keeps plain text, trimmed, with Windows line ends made plain', () => {
    expect(createReviewSchema.parse({ ...base, title: ' Warm ', body: ' Soft\r\nand <3 warm, 5 > 4 ' })).toEqual({
      ...base,
      title: 'Warm',
      body: 'Soft\nand <3 warm, 5 > 4',
    });
  });

  it('refuses tags, comments, entities and control characters, whatever their case or spacing', () => {
    for (const body of ['<b>bold</b>', '< script>', '<!-- x -->', 'a</p>', 'Tom &amp; Jerry', '&#60;', 'bell\u0007']) {
      expect(messageOf(body), body).toBe(REVIEW_TEXT.plainText);
    }
  });

  it('needs a body and keeps to the limits', () => {
    expect(messageOf('  ')).toBe(REVIEW_TEXT.bodyRequired);
    expect(messageOf('x'.repeat(2_001))).toBe(REVIEW_TEXT.bodyTooLong);
    expect(createReviewSchema.safeParse({ ...base, body: 'x'.repeat(2_000) }).success).toBe(true);
  });
});

describe('ratings', () => {
  it('average to two decimals, 0 without reviews', () => {
    expect(ratingOf(13, 3)).toEqual({ average: 4.33, count: 3 });
    expect(ratingOf(9, 2)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(0, 0)).toEqual({ average: 0, count: 0 });
  });

  it('list filters read true and false as booleans and leave the rest out', () => {
    expect(reviewListQuerySchema.parse({ replied: 'false', rating: '2' })).toMatchObject({ replied: false, rating: 2 });
    expect(reviewListQuerySchema.parse({}).replied).toBeUndefined();
  });
});
