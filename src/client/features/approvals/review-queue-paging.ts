/** The review queue's server page size (GET /api/review-queue?limit=…&offset=…). */
export const REVIEW_PAGE_SIZE = 20;

/**
 * The offset to show for `total` items: the same one while it still has items, else the start of the
 * last page (deciding the only item of the last page must not leave an empty page behind).
 */
export function clampReviewOffset(offset: number, total: number, limit = REVIEW_PAGE_SIZE): number {
  if (offset < total) return offset;
  return total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
}
