import { describe, expect, it } from 'vitest';

import { poEditHref, poSummaryHref } from './po-links';

describe('PO links', () => {
  it('point at the summary and edit screens, the id encoded', () => {
    expect(poSummaryHref('PO-2026-001')).toBe('/po-summary?id=PO-2026-001');
    expect(poEditHref('po 1&x')).toBe('/po-edit?id=po%201%26x');
  });
});
