import { describe, expect, it } from 'vitest';

import { loginUrlFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeNextPath('/po-summary?id=po-001')).toBe('/po-summary?id=po-001');
  });

  it('falls back to / for missing, foreign or login targets', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/login',
      '/login?next=/x',
    ]) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});

describe('loginUrlFor', () => {
  it('encodes the path and query into next', () => {
    expect(loginUrlFor('/po-summary?id=po-001')).toBe('/login?next=%2Fpo-summary%3Fid%3Dpo-001');
    expect(loginUrlFor('/')).toBe('/login?next=%2F');
  });
});
