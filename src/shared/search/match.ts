import { SEARCH_MIN_CHARS } from './types';

/** The typed text, trimmed, is long enough to search ("more than 2 characters"). */
export const isSearchable = (text: string): boolean => text.trim().length >= SEARCH_MIN_CHARS;

/**
 * The spec's home-search rule: a case-insensitive substring match of the typed text against the
 * item's name, vendor or category, only when more than 2 characters are typed.
 */
export function matchesSearch(
  item: { name: string; vendor?: string | null; category?: string | null },
  text: string,
): boolean {
  if (!isSearchable(text)) return false;
  const needle = text.trim().toLowerCase();
  return [item.name, item.vendor, item.category].some(
    (field) => !!field && field.toLowerCase().includes(needle),
  );
}
