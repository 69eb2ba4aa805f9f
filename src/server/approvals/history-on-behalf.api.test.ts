import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import type { Account, TestApp } from '../test/harness';
import { sqlState } from '../db/client';
import { createWorld } from '../test/factories/world';
import { approvalRequests } from '../db/schema/approvals';
import { LIST_COUNT_CAP } from '../http/list';
import { createUser, fullName, type Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { act, pendingStep } from '../test/factories/approvals';

/**
 * Recently Approved (GET /api/approvals/history) of a user who delegated: beside their own decisions,
 * those their delegate took on their behalf, newest first, each naming who decided and for whom; the
 * delegate sees them too, anyone else does not. The standard chain: Manager Review over 1,000. Run on a
 * small steps table (the parts' OR, listPage) and on one past the list cap (each part from its index in
 * the page's statement: listPageByParts inPage).
 */
let t: TestApp, team: Team, vendorId: string;

/** `count` decisions of another user (one request's steps), so that the table is past the list cap. */
async function fillSteps(count: number) {
  if (count === 0) return;
  const other = await createUser(t, { role: 'manager', department: team.department });
  const requestId = `apr-fill-${other.id}`;
  await t.database.db.insert(approvalRequests).values({
    id: requestId,
    subjectType: 'requisition',
    subjectId: `REQ-FILL-${other.id}`,
    title: 'Filler',
    requestorId: team.employee.id,
    department: team.department,
    amount: '10.00',
  });
  await t.database.db.execute(sql`insert into approval_steps
      (id, approval_request_id, step_order, name, approver_role_id, status, acted_by, acted_at)
    select ${requestId} || '-' || n, ${requestId}, n, 'Manager Review', 'manager', 'completed', ${other.id},
      now() - interval '30 days'
    from generate_series(1, ${count}::int) n`);
}

type Decision = {
  stepId: string;
  subjectId: string;
  status: string;
  approvedBy: string;
  onBehalfOf: string | null;
};
const history = async (as: Account, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/approvals/history${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Decision[], total: Number(res.headers['x-total-count']) };
};
const submit = (unitPrice: number) =>
  submitRequest(
    t,
    team.employee,
    requestForm({
      department: team.department,
      vendorId,
      lines: [{ description: 'Ergonomic chair', quantity: 2, unitPrice }],
    }),
  );
const decide = async (subjectId: string, action: 'approve' | 'reject', as: Account) => {
  const step = await pendingStep(t, subjectId);
  const res = await act(t, step.id, action, as, { comment: 'Decided in the test' });
  expect(res.statusCode, res.body).toBe(200);
  return step.id;
};

describe.each([0, LIST_COUNT_CAP + 100])("a delegator's Recently Approved (%i other steps)", (filler) => {
  beforeAll(async () => {
    ({ t, team, vendorId } = await createWorld());
    await fillSteps(filler);
  });
  afterAll(() => t.close());

  it('lists their own decisions and those taken on their behalf, newest first', async () => {
    const own = await submit(800);
    const ownStep = await decide(own.id, 'approve', team.manager);

    const delegated = await put(team.manager, team.director.id);
    expect(delegated.statusCode, delegated.body).toBe(200);
    const approved = await submit(900);
    const approvedStep = await decide(approved.id, 'approve', team.director);
    const rejected = await submit(1200);
    const rejectedStep = await decide(rejected.id, 'reject', team.director);

    const mine = await history(team.manager);
    expect(mine.rows.map((r) => r.stepId)).toEqual([rejectedStep, approvedStep, ownStep]);
    expect(mine.total).toBe(3);
    expect(mine.rows[0]).toMatchObject({
      subjectId: rejected.id,
      status: 'Rejected',
      approvedBy: fullName(team.director),
      onBehalfOf: fullName(team.manager),
    });
    expect(mine.rows[1]).toMatchObject({ status: 'Approved', approvedBy: fullName(team.director) });
    expect(mine.rows[2]).toMatchObject({ approvedBy: fullName(team.manager), onBehalfOf: null });

    // The delegate's list holds what they decided (on the manager's behalf), not the manager's own.
    const theirs = await history(team.director);
    expect(theirs.rows.map((r) => r.stepId)).toEqual([rejectedStep, approvedStep]);
    // Nobody else's.
    expect((await history(team.legal)).rows.map((r) => r.stepId)).not.toContain(approvedStep);
    expect((await history(team.employee)).total).toBe(0);

    // Nobody stands in for themself (approval_steps_behalf_ck keeps the two parts apart).
    const refused = await t.database.db
      .execute(sql`update approval_steps set on_behalf_of = acted_by where id = ${approvedStep}`)
      .catch((err: unknown) => err);
    expect(sqlState(refused)).toBe('23514'); // check_violation
    expect(String((refused as { cause?: unknown }).cause)).toContain('approval_steps_behalf_ck');
  });

  it('pages, sorts and filters across both parts', async () => {
    const first = await history(team.manager, '?limit=2');
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await history(team.manager, '?limit=2&offset=2');
    expect(second.rows).toHaveLength(1);
    const all = await history(team.manager);
    expect([...first.rows, ...second.rows].map((r) => r.stepId)).toEqual(all.rows.map((r) => r.stepId));

    const byAmount = await history(team.manager, '?sort=-amount');
    const amounts = byAmount.rows.map((r) => Number((r as unknown as { amount: string }).amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts).toHaveLength(3);

    expect((await history(team.manager, '?type=purchase-order')).total).toBe(0);
    expect((await history(team.manager, '?type=requisition')).total).toBe(3);
  });
});

function put(as: Account, delegateId: string) {
  const day = (offset: number) => isoDate(addDays(new Date(), offset));
  return t.request({
    method: 'PUT',
    url: '/api/profile/delegation',
    payload: { delegateId, startsOn: day(0), endsOn: day(7) },
    as,
  });
}
