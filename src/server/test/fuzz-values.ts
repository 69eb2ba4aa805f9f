/**
 * Building blocks of the malformed-request fuzzing (fuzz-cases.ts): a seeded random source, plausible
 * values from an OpenAPI/JSON schema, and the malformed values swapped in for them.
 */

/** A small seeded generator (mulberry32): the same seed gives the same cases on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minItems?: number;
  minimum?: number;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};

/** Values seen in the app's own list answers, by field name (department → IT, poNumber → PO-…). */
export type SeenValues = Record<string, string[]>;

/**
 * A value the schema would accept, as far as its JSON form tells: a value seen under the same field
 * name when there is one, else one made up (names hint at dates and emails).
 */
export function plausible(
  schema: JsonSchema | undefined,
  name: string,
  rnd: Random,
  seen: SeenValues = {},
  depth = 0,
): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.enum?.length) return rnd.pick(schema.enum);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return plausible(rnd.pick(alt), name, rnd, seen, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => plausible(s, name, rnd, seen, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(key) || rnd.chance(0.5))
        out[key] = plausible(prop, key, rnd, seen, depth + 1);
    }
    return out;
  }
  if (type === 'array') {
    const n = Math.max(schema.minItems ?? 0, 1);
    return Array.from({ length: n }, () => plausible(schema.items, name, rnd, seen, depth + 1));
  }
  const known = seen[name];
  if (known?.length && rnd.chance(0.8)) {
    const value = rnd.pick(known);
    if (type === 'integer' || type === 'number') return Number(value) || 1;
    if (type === 'string' || type === undefined) return value;
  }
  if (type === 'integer') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'number') return Math.max(schema.minimum ?? 2, 1);
  if (type === 'boolean') return rnd.chance(0.5);
  if (schema.format === 'date' || /date|deadline/i.test(name)) return '2031-03-14';
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
  return 'fuzz'.padEnd(schema.minLength ?? 1, 'z');
}

const deep = (levels: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

/** Values no field should take without a 4xx: wrong types, NUL, odd numbers, long text, nesting. */
export const MALFORMED_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'ok\udfffok',
  '0x10',
  '1e3',
  ' ',
  '',
  'Infinity',
  '-Infinity',
  'NaN',
  '1,000',
  '99999999999999999999.99',
  '12.345',
  '-0.001',
  1e308,
  -1e308,
  1e21,
  2 ** 64,
  2 ** 53 + 2,
  -1,
  0,
  0.001,
  123.456,
  true,
  null,
  [],
  {},
  [[[]]],
  ['a', 1, null],
  { $gt: '' },
  deep(40, 'x'),
  'x'.repeat(20_000),
  '😀'.repeat(300),
  '\u202eevil\u202d.pdf',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '2024-02-30',
  '99999-01-01',
  '-000001-01-01',
  '2024-01-01T25:61:00Z',
];

/** For a field that holds a number: notations and sizes a number column cannot take as they are. */
export const MALFORMED_NUMBERS: readonly unknown[] = [
  '0x10',
  '1e3',
  'Infinity',
  '12.345',
  12.345,
  1e10,
  1e12,
  1e21,
  1e308,
  3e9,
  2 ** 31,
  -1,
  '-0.001',
  0.001,
  '99999999999999999999.99',
  '1,5',
];

/** Path parameter values, already percent-encoded. */
export const MALFORMED_PATH_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%25',
  '..%2F..%2Fetc',
  'x'.repeat(5000),
  '0x10',
  '-1',
  '1e309',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%20',
  "'%3B--",
  'null',
  '%7B%7D',
];

/** Query values, already percent-encoded (some deliberately not valid UTF-8 or not valid escapes). */
export const MALFORMED_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  '0x10',
  '1e3',
  '%20',
  'Infinity',
  '-1',
  '1.5',
  '99999999999999999999999',
  '1e309',
  '-0',
  'true',
  '%5B%5D',
  'x'.repeat(5000),
  '-',
  '--amount',
  '%E2%80%AE',
];

/** Paths to every value inside `value` (objects and arrays), the root included. */
export function pathsIn(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsIn(v, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsIn(v, [...prefix, k]));
  }
  return out;
}

export function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node = root as Record<string | number, unknown> | undefined;
  for (const key of path) node = node?.[key] as Record<string | number, unknown> | undefined;
  return node;
}

export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

export function deleteAt(root: unknown, path: (string | number)[]): unknown {
  if (!path.length || !root || typeof root !== 'object') return undefined;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path[path.length - 1]!];
  return copy;
}
