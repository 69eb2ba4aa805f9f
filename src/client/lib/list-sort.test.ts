import { describe, expect, it } from 'vitest';

import { ariaSort, sortParam, toggleSort } from './list-sort';

describe('list sort', () => {
  it('writes the API sort parameter', () => {
    expect(sortParam({ field: 'endDate', desc: false })).toBe('endDate');
    expect(sortParam({ field: 'value', desc: true })).toBe('-value');
    expect(sortParam(null)).toBeUndefined();
  });

  it('toggles the same column and starts another ascending', () => {
    const first = toggleSort({ field: 'endDate', desc: false }, 'endDate');
    expect(first).toEqual({ field: 'endDate', desc: true });
    expect(toggleSort(first, 'endDate')).toEqual({ field: 'endDate', desc: false });
    expect(toggleSort(first, 'title')).toEqual({ field: 'title', desc: false });
    expect(toggleSort(null, 'vendor')).toEqual({ field: 'vendor', desc: false });
  });

  it('gives aria-sort per column', () => {
    const sort = { field: 'title', desc: true };
    expect(ariaSort(sort, 'title')).toBe('descending');
    expect(ariaSort(sort, 'vendor')).toBe('none');
    expect(ariaSort({ field: 'vendor', desc: false }, 'vendor')).toBe('ascending');
  });
});
