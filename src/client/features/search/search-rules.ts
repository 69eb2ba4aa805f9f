import { formatDate } from '@shared/format';
import type { SearchResult } from '@shared/search/types';

export { isSearchable } from '@shared/search/match';

export const SEARCH_DEBOUNCE_MS = 200;

/** Spec section 2, Home / welcome. */
export const SEARCH_PLACEHOLDER = 'Search vendors, products, contracts, POs, or anything in the system...';

/** Ctrl+K or ⌘K: the search shortcut (`search-shortcut.ts`). */
export function isSearchShortcut(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey;
}

/** The extra info of a result row: vendor, category, price / expires / department, amount (no repeats). */
export function resultDetails(item: SearchResult): string[] {
  const details: string[] = [];
  if (item.vendor) details.push(item.vendor);
  if (item.category) details.push(item.category);
  if (item.price) details.push(item.price);
  if (item.expires) details.push(`Expires ${formatDate(item.expires)}`);
  if (item.department) details.push(item.department);
  if (item.amount) details.push(item.amount);
  return [...new Set(details)];
}
