/** A server-side list sort: `field` ascending or `-field` descending (the API's `sort` parameter). */
export type ListSort = { field: string; desc: boolean };

export function sortParam(sort: ListSort | null | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.desc ? `-${sort.field}` : sort.field;
}

/** Clicking a column: the same column flips direction; another column starts ascending. */
export function toggleSort(current: ListSort | null | undefined, field: string): ListSort {
  if (current && current.field === field) return { field, desc: !current.desc };
  return { field, desc: false };
}

export function ariaSort(
  sort: ListSort | null | undefined,
  field: string,
): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.field !== field) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}
