import { describe, expect, it } from 'vitest';

import { pageInfo, totalFrom } from './paged-list';

describe('totalFrom', () => {
  it('reads the X-Total-Count header', () => {
    expect(totalFrom('37', 10)).toBe(37);
    expect(totalFrom('0', 0)).toBe(0);
  });
  it('falls back to the number of rows when the header is missing or bad', () => {
    expect(totalFrom(null, 4)).toBe(4);
    expect(totalFrom('abc', 3)).toBe(3);
    expect(totalFrom('-1', 2)).toBe(2);
  });
});

describe('pageInfo', () => {
  it('describes the first page', () => {
    expect(pageInfo(0, 10, 25)).toEqual({
      from: 1,
      to: 10,
      page: 1,
      pages: 3,
      hasPrevious: false,
      hasNext: true,
    });
  });
  it('describes the last, partial page', () => {
    expect(pageInfo(20, 10, 25)).toEqual({
      from: 21,
      to: 25,
      page: 3,
      pages: 3,
      hasPrevious: true,
      hasNext: false,
    });
  });
  it('describes an empty list', () => {
    expect(pageInfo(0, 10, 0)).toEqual({
      from: 0,
      to: 0,
      page: 1,
      pages: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
  it('has no next page when the page ends exactly at the total', () => {
    expect(pageInfo(10, 10, 20).hasNext).toBe(false);
  });
});
