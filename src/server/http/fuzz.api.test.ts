import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam } from '../test/factories/users';
import {
  FUZZ_ROLES,
  collectionPaths,
  endpointsOf,
  fuzzCases,
  learnFromRows,
  type FuzzRole,
  type Known,
  type OpenApiDoc,
} from '../test/fuzz-cases';

/**
 * Malformed requests to every operation of the OpenAPI document, as several roles: none may end in
 * a 5xx. Seeded (FUZZ_SEED), so a failure repeats; FUZZ_PER_OPERATION sets the cases per operation,
 * FUZZ_VERBOSE=1 prints the count by status class.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 8);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 14);

let t: TestApp;
let doc: OpenApiDoc;
const cookies = new Map<FuzzRole, string>();

/**
 * On the demo data set, for real ids and values of every kind of record; the requests are sent as a
 * team of users of each role created here.
 */
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  doc = t.app.swagger() as unknown as OpenApiDoc;
  const team = await createTeam(t, 'IT');
  for (const role of FUZZ_ROLES) cookies.set(role, await t.login(team[role]));
});
afterAll(() => t.close());

/** Real ids and field values, from the lists themselves (no demo row is named here). */
async function learn(): Promise<Known> {
  const known: Known = { ids: {}, seen: {} };
  for (const path of collectionPaths(doc)) {
    for (const role of ['admin', 'employee'] as const) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { cookie: cookies.get(role)! } });
      // JSON answers only (a list's CSV export tells no ids).
      const json = String(res.headers['content-type']).startsWith('application/json');
      if (res.statusCode === 200 && json) learnFromRows(known, path, res.json());
    }
  }
  return known;
}

describe('malformed requests to every route (issue 8, R2)', () => {
  it('walks every operation of the OpenAPI document: every API route, the ones added later included', () => {
    const fuzzed = new Set(endpointsOf(doc).map((e) => `${e.method} ${e.path}`));
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter((r) => !fuzzed.has(r))).toEqual([]);
  });

  it('answers every one with a 4xx or a success, never a 5xx', { timeout: 120_000 }, async () => {
    const cases = fuzzCases(doc, await learn(), { seed: SEED, perOperation: PER_OPERATION });
    const failures: string[] = [];
    const byClass: Record<string, number> = {};
    for (const c of cases) {
      const cookie = c.role ? { cookie: cookies.get(c.role)! } : {};
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { ...c.headers, ...cookie },
        payload: c.payload,
      });
      const cls = `${String(res.statusCode)[0]}xx`;
      byClass[cls] = (byClass[cls] ?? 0) + 1;
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${c.label} as ${c.role}: ${res.body.slice(0, 200)}`);
    }
    if (process.env.FUZZ_VERBOSE) console.log(byClass);
    expect(failures).toEqual([]);
    expect(byClass['4xx']).toBeGreaterThan(cases.length / 2);
  });
});
