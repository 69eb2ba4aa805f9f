/**
 * `npx tsx bench/fuzz.ts`: sends malformed requests (src/server/test/fuzz-cases.ts) to every operation
 * of a running server's OpenAPI document over HTTP, as the demo roles and signed out, and prints the
 * count by status class; exits 1 when any answer is a 5xx.
 *
 * FUZZ_URL (default http://127.0.0.1:5000), FUZZ_REQUESTS (default 10000), FUZZ_SEED (default 8),
 * FUZZ_CONCURRENCY (default 4). Start the server with a high API_RATE_LIMIT (e.g. 100000), or most
 * answers are 429s:
 *   API_RATE_LIMIT=100000 DATA_DIR=$(mktemp -d) PORT=5099 node --import tsx src/server/main.ts
 *   FUZZ_URL=http://127.0.0.1:5099 npx tsx bench/fuzz.ts
 */
import {
  FUZZ_ROLES,
  collectionPaths,
  endpointsOf,
  fuzzCases,
  learnFromRows,
  type FuzzCase,
  type FuzzRole,
  type Known,
  type OpenApiDoc,
} from '../src/server/test/fuzz-cases';

const base = (process.env.FUZZ_URL ?? 'http://127.0.0.1:5000').replace(/\/$/, '');
const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 8);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const EMAIL = (role: FuzzRole) => `${role}@procura.test`;

async function signIn(role: FuzzRole): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL(role), password: 'procura-demo' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('procura_session='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in as ${role} failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

const cookies = new Map<FuzzRole, string>();
for (const role of FUZZ_ROLES) cookies.set(role, await signIn(role));
const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApiDoc;
const operations = endpointsOf(doc).length;

const known: Known = { ids: {}, seen: {} };
for (const path of collectionPaths(doc)) {
  for (const role of ['admin', 'employee'] as const) {
    const res = await fetch(`${base}${path}`, { headers: { cookie: cookies.get(role)! } });
    if (res.ok) learnFromRows(known, path, await res.json().catch(() => null));
  }
}

const cases = fuzzCases(doc, known, { seed, perOperation: Math.ceil(total / operations) }).slice(0, total);
const byClass: Record<string, number> = {};
const failures: string[] = [];

async function send(c: FuzzCase): Promise<void> {
  const headers: Record<string, string> = { ...c.headers };
  if (c.role) headers.cookie = cookies.get(c.role)!;
  const withBody = c.method !== 'GET' && c.method !== 'HEAD' && c.payload !== undefined;
  if (!withBody) delete headers['content-type'];
  let status: number;
  let text = '';
  try {
    const res = await fetch(`${base}${c.url}`, {
      method: c.method,
      headers,
      body: withBody ? c.payload : undefined,
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    // The server closing the connection (e.g. after a 413) is not an answer; count it apart.
    status = 0;
    text = String((err as Error).cause ?? err);
  }
  const cls = status ? `${String(status)[0]}xx` : 'no answer';
  byClass[cls] = (byClass[cls] ?? 0) + 1;
  if (status >= 500)
    failures.push(`${status} ${c.label} as ${c.role ?? 'signed out'}: ${text.slice(0, 160)}`);
}

const started = Date.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < cases.length) await send(cases[next++]!);
  }),
);

console.log(
  `${cases.length} malformed requests to ${operations} operations of ${base} (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
for (const cls of Object.keys(byClass).sort()) console.log(`  ${cls.padEnd(10)} ${byClass[cls]}`);
console.log(`  5xx total  ${failures.length}`);
for (const f of failures.slice(0, 50)) console.log(`  ${f}`);
process.exit(failures.length ? 1 : 0);
