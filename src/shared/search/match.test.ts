import { describe, expect, it } from 'vitest';
import { isSearchable, matchesSearch } from './match';

const chair = { name: 'Ergonomic Office Chair', vendor: 'Global Furniture Co', category: 'Furniture' };

describe('matchesSearch', () => {
  it('matches a substring of the name, vendor or category, ignoring case', () => {
    expect(matchesSearch(chair, 'office')).toBe(true);
    expect(matchesSearch(chair, 'CHAIR')).toBe(true);
    expect(matchesSearch(chair, 'global furn')).toBe(true);
    expect(matchesSearch(chair, 'urnitur')).toBe(true);
  });

  it('does not match text found in none of the fields', () => {
    expect(matchesSearch(chair, 'laptop')).toBe(false);
    expect(matchesSearch({ name: 'Dell Latitude' }, 'furniture')).toBe(false);
  });

  it('only searches when more than 2 characters are typed (after trimming)', () => {
    expect(matchesSearch(chair, 'of')).toBe(false);
    expect(matchesSearch(chair, '  of  ')).toBe(false);
    expect(matchesSearch(chair, 'off')).toBe(true);
    expect(matchesSearch(chair, '  off ')).toBe(true);
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });

  it('ignores missing vendor and category', () => {
    expect(matchesSearch({ name: 'Cisco Systems', vendor: null, category: undefined }, 'cisco')).toBe(true);
  });
});
