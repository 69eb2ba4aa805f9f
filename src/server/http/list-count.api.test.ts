import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrders } from '../test/factories/purchase-orders';
import { statementsSent } from '../test/statements';
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from './list';

/** Lists count at most LIST_COUNT_CAP matching rows and say when more match (X-Total-Count-Capped). */
let t: TestApp, team: Team, many: string, few: string;
beforeAll(async () => {
  let vendorId: string;
  ({ t, team, vendorId } = await createWorld());
  many = vendorId;
  few = (await createVendor(t)).id;
  await createPurchaseOrders(t, LIST_COUNT_CAP + 5, { vendorId: many, department: team.department });
  await createPurchaseOrders(t, 7, { vendorId: few, department: team.department });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/purchase-orders?${query}`, as: team.procurement });
  expect(res.statusCode).toBe(200);
  const rows = res.json() as { id: string; poNumber: string }[];
  return {
    ids: rows.map((r) => r.id),
    numbers: rows.map((r) => r.poNumber),
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-count-capped'],
  };
};

describe('list totals', () => {
  it('past the cap: X-Total-Count is the cap and X-Total-Count-Capped true', async () => {
    const page = await list(`vendorId=${many}&limit=10`);
    expect(page.ids).toHaveLength(10);
    expect(page).toMatchObject({ total: String(LIST_COUNT_CAP), capped: 'true' });
  });

  it('pages on beyond the cap while rows remain', async () => {
    const page = await list(`vendorId=${many}&limit=10&offset=${LIST_COUNT_CAP}`);
    expect(page.ids).toHaveLength(5);
    expect(page.capped).toBe('true');
    const past = await list(`vendorId=${many}&limit=10&offset=${LIST_COUNT_CAP + 10}`);
    expect(past.ids).toEqual([]);
  });

  it('below the cap: the exact total, whether the page is full, partial or past the end', async () => {
    for (const query of ['limit=5', 'limit=5&offset=5', 'limit=50', 'limit=5&offset=20']) {
      const page = await list(`vendorId=${few}&${query}`);
      expect(page).toMatchObject({ total: '7', capped: undefined });
    }
    expect((await list(`vendorId=${few}&limit=5&offset=5`)).ids).toHaveLength(2);
  });

  it("counts a full page in the page's own statement", async () => {
    await list(`vendorId=${few}&limit=5`); // signed in first
    const { out, texts } = await statementsSent(t, () => list(`vendorId=${few}&limit=5`));
    expect(out).toMatchObject({ total: '7', capped: undefined });
    // The page with its count (the session was read by the request before: session-cache.ts).
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/count\(\*\)/);
  });
});

describe('totals of a text search', () => {
  /** The bulk prefix shared by a vendor's PO numbers ("PO-bulk-…-" of "PO-bulk-…-17"). */
  const prefixOf = async (vendorId: string) =>
    (await list(`vendorId=${vendorId}&limit=1`)).numbers[0]!.replace(/-\d+$/, '-');

  it(`stops counting at ${SEARCH_COUNT_CAP} matches and pages on past them`, async () => {
    expect(SEARCH_COUNT_CAP).toBeLessThan(LIST_COUNT_CAP);
    const q = encodeURIComponent(await prefixOf(many));
    const first = await list(`q=${q}&limit=10`);
    expect(first.ids).toHaveLength(10);
    expect(first).toMatchObject({ total: String(SEARCH_COUNT_CAP), capped: 'true' });
    const deep = await list(`q=${q}&limit=10&offset=${LIST_COUNT_CAP}`);
    expect(deep.ids).toHaveLength(5);
    expect(deep.capped).toBe('true');
  });

  it('counts a full page of a search in a statement of its own, after the page', async () => {
    const q = encodeURIComponent(await prefixOf(few));
    const { out, texts } = await statementsSent(t, () => list(`q=${q}&limit=5`));
    expect(out).toMatchObject({ total: '7', capped: undefined });
    const counting = texts.filter((text) => /count\(\*\)/.test(text));
    expect(counting).toHaveLength(1);
    expect(texts.indexOf(counting[0]!)).toBe(texts.length - 1);
  });

  it('counts a search with fewer matches exactly', async () => {
    const q = encodeURIComponent(await prefixOf(few));
    for (const query of ['limit=5', 'limit=5&offset=5', 'limit=50']) {
      expect(await list(`q=${q}&${query}`)).toMatchObject({ total: '7', capped: undefined });
    }
  });
});
