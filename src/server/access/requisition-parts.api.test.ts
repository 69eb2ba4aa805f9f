import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, or, sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { unique } from '../test/factories/unique';
import { requisitions } from '../db/schema/requisitions';
import { LIST_COUNT_CAP } from '../http/list';
import { visibleRequisitionParts, visibleRequisitions } from './requisitions';
import { activeUserById } from '../auth/sessions';
import { isSmall, MATCHES_SORTED_UP_TO } from '../lib/match-order';

/**
 * visibleRequisitionParts: disjoint conditions whose union is visibleRequisitions, for each kind of
 * scope; the requisition list counts by them (one statement, part after part) and its totals agree
 * with the rule, exact under the cap and capped above it (in a table past the small-table bound, where
 * the list counts by parts).
 */
let t: TestApp, team: Team, other: Team;
const statuses = ['draft', 'pending', 'approved'] as const;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  other = await createTeam(t);
  const requestors = [team.manager, team.employee, other.employee, team.procurement];
  for (const requestor of requestors)
    for (const department of [team.department, other.department])
      for (const status of statuses)
        await createRequisition(t, { requestorId: requestor.id, department, status });
  // Drafts nobody here sees, past the small-table bound (lib/match-order.ts isSmall): the list counts
  // by parts only in a larger table.
  await t.database.db.execute(sql`insert into ${requisitions}
      (id, request_type, title, item_type, business_justification, total_amount, status, department, requestor_id)
    select ${unique('hidden')} || '-' || n, 'new-purchase', 'Hidden', 'goods', 'Needed', 10, 'draft',
      ${other.department}, ${other.employee.id}
    from generate_series(1, ${MATCHES_SORTED_UP_TO}::int) n`);
});
afterAll(() => t.close());

type Who = 'manager' | 'employee' | 'procurement';
const users = (who: Who) => activeUserById(t.database.db, team[who].id).then((u) => u!);
const rowsWhere = async (where: SQL | undefined) =>
  (await t.database.db.select({ n: count() }).from(requisitions).where(where))[0]!.n;

async function listTotal(who: Who, query: string) {
  const res = await t.request({ method: 'GET', url: `/api/requisitions?limit=1&${query}`, as: team[who] });
  expect(res.statusCode).toBe(200);
  return {
    total: Number(res.headers['x-total-count']),
    capped: res.headers['x-total-count-capped'] === 'true',
  };
}

describe('visibleRequisitionParts', () => {
  for (const who of ['manager', 'employee', 'procurement'] as const) {
    it(`are disjoint and together the rule (${who})`, async () => {
      const user = await users(who);
      const parts = visibleRequisitionParts(user);
      const whole = await rowsWhere(visibleRequisitions(user));
      expect(whole).toBeGreaterThan(0);
      const each = await Promise.all(parts.map(rowsWhere));
      expect(each.reduce((a, b) => a + b, 0)).toBe(whole);
      expect(await rowsWhere(or(...parts))).toBe(whole);
    });

    it(`count the list's rows with its filters (${who})`, async () => {
      const user = await users(who);
      for (const status of statuses) {
        const expected = await rowsWhere(sql`${visibleRequisitions(user)} and status = ${status}`);
        expect(await listTotal(who, `status=${status}`)).toEqual({ total: expected, capped: false });
      }
      const all = await rowsWhere(visibleRequisitions(user));
      expect(await listTotal(who, '')).toEqual({ total: all, capped: false });
    });
  }

  it('cap the count when the first part alone passes it', async () => {
    const prefix = unique('bulk');
    expect(await isSmall(t.database.db, requisitions)).toBe(false);
    await t.database.db.execute(sql`insert into ${requisitions}
        (id, request_type, title, item_type, business_justification, total_amount, status, department, requestor_id)
      select ${prefix} || '-' || n, 'new-purchase', 'Bulk', 'goods', 'Needed', 10, 'pending', ${team.department},
        ${team.employee.id}
      from generate_series(1, ${LIST_COUNT_CAP}::int) n`);
    expect(await listTotal('manager', '')).toEqual({ total: LIST_COUNT_CAP, capped: true });
    // The employee's own requisitions are one part: the same cap.
    expect(await listTotal('employee', '')).toEqual({ total: LIST_COUNT_CAP, capped: true });
    // A filter that leaves few: exact again.
    const user = await users('manager');
    const drafts = await rowsWhere(sql`${visibleRequisitions(user)} and status = 'draft'`);
    expect(await listTotal('manager', 'status=draft')).toEqual({ total: drafts, capped: false });
  });
});
