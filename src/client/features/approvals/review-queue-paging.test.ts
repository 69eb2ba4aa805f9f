import { describe, expect, it } from 'vitest';

import { REVIEW_PAGE_SIZE, clampReviewOffset } from './review-queue-paging';

describe('clampReviewOffset', () => {
  it('keeps an offset that still has items', () => {
    expect(clampReviewOffset(0, 5)).toBe(0);
    expect(clampReviewOffset(20, 21)).toBe(20);
  });
  it('moves back to the last page when the current one emptied', () => {
    expect(clampReviewOffset(20, 20)).toBe(0);
    expect(clampReviewOffset(40, 39, 20)).toBe(20);
    expect(clampReviewOffset(10, 7, 5)).toBe(5);
  });
  it('goes to the start when nothing is left', () => {
    expect(clampReviewOffset(REVIEW_PAGE_SIZE, 0)).toBe(0);
  });
});
