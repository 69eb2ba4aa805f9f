import { describe, expect, it } from 'vitest';

import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Sarah Chen')).toBe('SC');
    expect(initials('  mary  ann   lee ')).toBe('ML');
    expect(initials('Cher')).toBe('C');
    expect(initials('   ')).toBe('?');
  });
});
