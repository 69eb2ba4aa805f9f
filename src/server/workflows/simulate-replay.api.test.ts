import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplayResult, SimulateResult } from '@shared/admin/workflows';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { approvalRequests } from '../db/schema/approvals';

/** The simulator's explanations and warnings, and the replay's counts, with no active template. */
let t: TestApp;
let team: Team;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  for (const amount of [3000, 12000, 500])
    await submitRequest(
      t,
      team.employee,
      requestForm({
        department: team.department,
        lines: [{ description: `Thing ${amount}`, quantity: 1, unitPrice: amount }],
      }),
    );
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, as: Account = team.admin) =>
  t.request({ method: 'POST', url, payload: payload as object, as });

describe('simulator, replay', () => {
  it('explains the match condition by condition and warns about self-approval and never-matching drafts', async () => {
    const res = await post('/api/admin/workflows/simulate', {
      requesterId: team.manager.id,
      amount: 3000,
      itemType: 'services',
      draft: {
        name: 'Empty range',
        departments: [],
        conditions: { minAmount: 10, maxAmount: 20 },
        steps: [{ name: 'Legal Review', roleId: 'legal' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sim = res.json<SimulateResult>();
    expect(sim.matched).toBeNull();
    const draft = sim.candidates.find((c) => c.draft)!;
    expect(draft.conditions.map((c) => [c.label, c.ok])).toEqual([
      ['Department', false],
      ['Amount range', false],
      ['Item type', true],
      ['Request type', true],
      ['GL codes', true],
    ]);
    expect(sim.steps.map((s) => [s.name, s.roleId])).toEqual([
      ['Manager Review', 'director'],
      ['Legal Review', 'legal'],
    ]);
    expect(sim.steps[0]!.approvers.map((a) => a.id)).toEqual([team.director.id]);
    expect(sim.warnings.join('\n')).toMatch(/requester would approve their own request at "Manager Review"/);
    expect(sim.warnings.join('\n')).toMatch(
      /Template "Empty range" can never route a request: it names no department/,
    );
    expect((await post('/api/admin/workflows/simulate', { itemType: 'goods' })).statusCode).toBe(400);
  });

  it('replay counts the recent requisitions the draft would route differently', async () => {
    const draft = {
      name: 'Legal only',
      departments: [team.department],
      priority: 999,
      steps: [{ name: 'Legal Sign-off', roleId: 'legal' }],
    };
    const res = await post('/api/admin/workflows/replay', { draft });
    expect(res.statusCode, res.body).toBe(200);
    const replay = res.json<ReplayResult>();
    // Every request of the department above the auto-approve line got something else than Legal Sign-off alone.
    const rows = await t.database.db.select().from(approvalRequests);
    const routed = rows.filter(
      (r) => r.department === team.department && r.status !== 'cancelled' && Number(r.amount) > 1000,
    );
    expect(replay).toMatchObject({ days: 90, limit: 5000, capped: false, changed: routed.length });
    expect(replay.considered).toBe(rows.filter((r) => r.status !== 'cancelled').length);
    expect(replay.examples[0]?.after).toEqual({ template: 'Legal only', steps: ['Legal Sign-off'] });
  });
});
