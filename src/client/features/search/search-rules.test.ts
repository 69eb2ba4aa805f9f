import { describe, expect, it } from 'vitest';

import { isSearchable, isSearchShortcut, resultDetails } from './search-rules';

describe('home search rules', () => {
  it('searches only when the trimmed text is longer than 2 characters', () => {
    expect(isSearchable('ch')).toBe(false);
    expect(isSearchable('  ch  ')).toBe(false);
    expect(isSearchable('cha')).toBe(true);
  });

  it('recognises Ctrl+K and ⌘K only', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }>) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...mods,
    });
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', {}))).toBe(false);
    expect(isSearchShortcut(key('j', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('lists the extra info of each kind of row', () => {
    expect(
      resultDetails({
        id: 'p1',
        type: 'product',
        name: 'Ergonomic Chair',
        vendor: 'Acme',
        category: 'Furniture',
        price: '$249.00',
        href: '/vendors',
      }),
    ).toEqual(['Acme', 'Furniture', '$249.00']);
    expect(
      resultDetails({
        id: 'c1',
        type: 'contract',
        name: 'Office Supplies',
        vendor: 'Acme',
        expires: '2025-03-09',
        href: '/contracts',
      }),
    ).toEqual(['Acme', 'Expires 3/9/2025']);
    expect(
      resultDetails({
        id: 'r1',
        type: 'requisition',
        name: 'Laptops',
        department: 'IT',
        amount: '$4,250.00',
        href: '/my-requests',
      }),
    ).toEqual(['IT', '$4,250.00']);
    expect(
      resultDetails({
        id: 'r2',
        type: 'requisition',
        name: 'Chairs',
        vendor: 'Staples',
        category: 'Procurement',
        department: 'Procurement',
        amount: '$6,079.76',
        href: '/my-requests?id=r2',
      }),
    ).toEqual(['Staples', 'Procurement', '$6,079.76']);
  });
});
