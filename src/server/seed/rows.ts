/**
 * The demo tables are tuples, one line a row; `named` gives a row its field names, in order:
 * `named(['id', 'name'], ['vendor-002', 'Dell Technologies'])` is `{ id: 'vendor-002', name: 'Dell Technologies' }`.
 */
export function named<const K extends readonly string[], V extends { readonly [I in keyof K]: unknown }>(
  keys: K,
  values: V,
): { [I in keyof K & `${number}` as K[I]]: V[I & keyof V] } {
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as never;
}
