import {
  MALFORMED_NUMBERS,
  MALFORMED_PATH_VALUES,
  MALFORMED_QUERY_VALUES,
  MALFORMED_VALUES,
  plausible,
  seededRandom,
  type JsonSchema,
  type Random,
  type SeenValues,
  deleteAt,
  pathsIn,
  setAt,
  valueAt,
} from './fuzz-values';

/**
 * Malformed requests for every operation of the OpenAPI document (GET /api/docs/json), so that new
 * routes are fuzzed without being listed: wrong types, NUL bytes and lone surrogates, huge, hex and
 * exponent numbers, missing fields, extra nesting, long strings, bad ids, bad content types, empty
 * bodies, broken JSON and broken multipart. The API test and bench/fuzz.ts both send these.
 */

export type FuzzRole = 'admin' | 'procurement' | 'finance' | 'employee' | 'manager' | 'legal' | 'director';
export const FUZZ_ROLES: readonly FuzzRole[] = [
  'admin',
  'procurement',
  'finance',
  'employee',
  'manager',
  'legal',
];

export type FuzzCase = {
  /** "METHOD /path template: what is malformed" — for the report of a failing case. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** null: signed out. */
  role: FuzzRole | null;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

export type Endpoint = { method: string; path: string; op: Operation };

/** Every operation of the document (HEAD aside), in document order. */
export function endpointsOf(doc: OpenApiDoc): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => method !== 'head' && method !== 'parameters')
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** GET collections without path parameters: their rows name real ids for the `{…}` of other paths. */
export const collectionPaths = (doc: OpenApiDoc) =>
  endpointsOf(doc)
    .filter((e) => e.method === 'GET' && !e.path.includes('{'))
    .map((e) => e.path);

/**
 * What the app's own list answers tell: real ids for path parameters, by collection path then field
 * name (`id`, `stepId`, …), and field values by name for plausible bodies and queries.
 */
export type Known = { ids: Record<string, Record<string, string[]>>; seen: SeenValues };

/** Adds the string and number fields of a list answer's rows (at most 20 rows) to `known`. */
export function learnFromRows(known: Known, collection: string, rows: unknown): void {
  if (!Array.isArray(rows)) return;
  const ids = (known.ids[collection] ??= {});
  for (const row of rows.slice(0, 20)) {
    if (!row || typeof row !== 'object') continue;
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const text = String(value);
      if (typeof value === 'string' && /(^id|Id)$/.test(key)) (ids[key] ??= []).push(text);
      const seen = (known.seen[key] ??= []);
      if (seen.length < 8 && !seen.includes(text)) seen.push(text);
    }
  }
}

const MULTIPART_BOUNDARY = 'fuzzBoundary8';
const multipart = (body: string) => ({
  'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  body,
});
const PDF_PART = `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz`;

/** Raw bodies with their content types: each one is broken in its own way. */
const RAW_BODIES: readonly { 'content-type'?: string; body: string }[] = [
  { 'content-type': 'application/json', body: '{"a":' },
  { 'content-type': 'application/json', body: '' },
  { 'content-type': 'application/json', body: '\ufeff{}' },
  { 'content-type': 'application/json', body: '{"a":1,"a":2' },
  { 'content-type': 'application/json', body: '['.repeat(5000) + ']'.repeat(5000) },
  { 'content-type': 'application/json', body: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}' },
  { 'content-type': 'application/json', body: '"\\u0000"' },
  { 'content-type': 'application/json', body: 'null' },
  { 'content-type': 'application/json; charset=utf-16', body: '{}' },
  { 'content-type': 'text/plain', body: 'hello' },
  { 'content-type': 'application/xml', body: '<a/>' },
  { 'content-type': 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { 'content-type': 'multipart/form-data', body: 'no boundary' },
  { 'content-type': 'multipart/form-data; boundary=', body: '--\r\n' },
  multipart(PDF_PART),
  multipart(`${PDF_PART}\r\n--${MULTIPART_BOUNDARY}--\r\n`.replace('a.pdf', 'a\u0000\u202e.pdf')),
  multipart(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\na\u0000b\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  ),
  multipart(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  ),
  multipart(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\n`),
  multipart(`garbage`),
  { body: '{}' },
];

/** The JSON body schema of an operation, if it takes one. */
const bodySchemaOf = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;

type Parts = { path: string; query: string; headers: Record<string, string>; payload?: string; what: string };

function queryOf(
  params: Parameter[],
  seen: SeenValues,
  rnd: Random,
  bad?: string,
): { query: string; what: string } {
  const pairs: string[] = [];
  let what = 'valid query';
  const queryParams = params.filter((p) => p.in === 'query');
  const victim = bad !== undefined && queryParams.length ? rnd.pick(queryParams).name : undefined;
  for (const p of queryParams) {
    if (p.name === victim) {
      pairs.push(`${p.name}=${bad}`);
      what = `query ${p.name}=${bad!.slice(0, 40)}`;
    } else if (p.required || rnd.chance(0.3)) {
      pairs.push(`${p.name}=${encodeURIComponent(String(plausible(p.schema, p.name, rnd, seen)))}`);
    }
  }
  if (bad !== undefined && !victim) {
    pairs.push(`x=${bad}`);
    what = `query x=${bad.slice(0, 40)}`;
  }
  if (bad !== undefined && rnd.chance(0.15) && queryParams.length) {
    const name = rnd.pick(queryParams).name;
    pairs.push(`${name}=1&${name}=2&${name}[a]=3`);
    what += ` + repeated ${name}`;
  }
  return { query: pairs.length ? `?${pairs.join('&')}` : '', what };
}

function pathOf(endpoint: Endpoint, known: Known, rnd: Random, bad?: string): { path: string; what: string } {
  const collection = endpoint.path.split('/{')[0]!;
  const params = (endpoint.op.parameters ?? []).filter((p) => p.in === 'path');
  const victim = bad !== undefined && params.length ? rnd.pick(params).name : undefined;
  let what = '';
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === victim) {
      what = `path ${name}=${bad!.slice(0, 40)}`;
      return bad!;
    }
    const schema = params.find((p) => p.name === name)?.schema;
    if (schema?.enum?.length) return encodeURIComponent(String(rnd.pick(schema.enum)));
    const ids = known.ids[collection]?.[name] ?? known.ids[collection]?.id ?? [];
    return ids.length ? encodeURIComponent(rnd.pick(ids)) : 'fuzz-missing-id';
  });
  return { path, what };
}

function oneCase(endpoint: Endpoint, known: Known, rnd: Random): Parts {
  const params = endpoint.op.parameters ?? [];
  const schema = bodySchemaOf(endpoint.op);
  const hasPath = params.some((p) => p.in === 'path');
  const hasQuery = params.some((p) => p.in === 'query');
  const kinds = [
    ...(schema ? ['field', 'field', 'field', 'missing', 'shape'] : []),
    'raw',
    ...(hasPath ? ['path', 'path'] : []),
    ...(hasQuery ? ['query', 'query'] : ['query']),
  ];
  const kind = rnd.pick(kinds);
  const json = { 'content-type': 'application/json' };
  const p = pathOf(endpoint, known, rnd, kind === 'path' ? rnd.pick(MALFORMED_PATH_VALUES) : undefined);
  const q = queryOf(params, known.seen, rnd, kind === 'query' ? rnd.pick(MALFORMED_QUERY_VALUES) : undefined);
  const base = { path: p.path, query: q.query };
  const sample = schema ? plausible(schema, 'body', rnd, known.seen) : undefined;
  const sampleBody = sample === undefined ? {} : { headers: json, payload: JSON.stringify(sample) };
  switch (kind) {
    case 'field': {
      const at = rnd.pick(pathsIn(sample));
      const numeric = typeof valueAt(sample, at) === 'number' && rnd.chance(0.7);
      const value = rnd.pick(numeric ? MALFORMED_NUMBERS : MALFORMED_VALUES);
      const what = `body ${at.join('.') || '(root)'}=${JSON.stringify(value)?.slice(0, 40)}`;
      return { ...base, headers: json, payload: JSON.stringify(setAt(sample, at, value)), what };
    }
    case 'missing': {
      const at = rnd.pick(pathsIn(sample).filter((x) => x.length));
      const body = at ? deleteAt(sample, at) : {};
      return {
        ...base,
        headers: json,
        payload: JSON.stringify(body ?? {}),
        what: `body without ${at?.join('.')}`,
      };
    }
    case 'shape': {
      const shapes = [
        [],
        'text',
        42,
        null,
        [sample],
        { data: sample },
        { ...(sample as object), extra: { a: [{ b: {} }] } },
      ];
      const body = rnd.pick(shapes);
      return {
        ...base,
        headers: json,
        payload: JSON.stringify(body),
        what: `body shaped ${JSON.stringify(body)?.slice(0, 40)}`,
      };
    }
    case 'raw': {
      const raw = rnd.pick(RAW_BODIES);
      const headers: Record<string, string> = raw['content-type']
        ? { 'content-type': raw['content-type'] }
        : {};
      return {
        ...base,
        headers,
        payload: raw.body,
        what: `raw ${raw['content-type'] ?? 'no type'}: ${raw.body.slice(0, 30)}`,
      };
    }
    case 'path':
      return { ...base, ...sampleBody, headers: sampleBody.headers ?? {}, what: p.what };
    default:
      return { ...base, ...sampleBody, headers: sampleBody.headers ?? {}, what: q.what };
  }
}

/** `perOperation` malformed requests for every operation, as roles taken in turn (some signed out). */
export function fuzzCases(
  doc: OpenApiDoc,
  known: Known,
  opts: { seed: number; perOperation: number },
): FuzzCase[] {
  const rnd = seededRandom(opts.seed);
  const cases: FuzzCase[] = [];
  for (const endpoint of endpointsOf(doc)) {
    // Signing out would end the shared session of the role: the sign-out route is fuzzed signed out.
    const signOut = endpoint.path.endsWith('/logout');
    for (let i = 0; i < opts.perOperation; i++) {
      const c = oneCase(endpoint, known, rnd);
      const role = signOut || rnd.chance(0.08) ? null : rnd.pick(FUZZ_ROLES);
      cases.push({
        label: `${endpoint.method} ${endpoint.path}: ${c.what}`,
        method: endpoint.method,
        url: c.path + c.query,
        headers: c.headers,
        payload: c.payload,
        role,
      });
    }
  }
  return cases;
}
