import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { fullName, type Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { STEP, act, chainOf, createWorkflowTemplate, pendingStep } from '../test/factories/approvals';
import { expectOneStatementReading, statementsSent } from '../test/statements';
import { requisitionItems } from '../db/schema/requisitions';
import { toItem } from './queries';

/** The detail reads its lines and approval steps inside the requisition row's statement (JSON). */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  await createWorkflowTemplate(t, { departments: [team.department], steps: [STEP.manager, STEP.finance] });
});
afterAll(() => t.close());

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('GET /api/requisitions/{id}', () => {
  it('answers the lines and the steps as stored, read in the row’s one statement', async () => {
    const req = await submitRequest(
      t,
      team.employee,
      requestForm({
        department: team.department,
        vendorId,
        lines: [
          { description: 'Patch cable', quantity: 2.5, unitPrice: 19.99 },
          { description: 'Rack shelf', quantity: 1, unitPrice: 6000 },
        ],
      }),
    );
    const first = await pendingStep(t, req.id);
    const acted = await act(t, first.id, 'approve', team.manager, { comment: 'Fine by me' });
    expect(acted.statusCode).toBe(200);

    const sent = await statementsSent(t, () =>
      t.request({ method: 'GET', url: `/api/requisitions/${req.id}`, as: team.employee }),
    );
    const res = sent.out;
    expect(res.statusCode).toBe(200);
    expectOneStatementReading(t, sent, /requisition_items|approval_steps|approval_requests/);

    const detail = res.json();
    const lines = await t.database.db
      .select()
      .from(requisitionItems)
      .where(eq(requisitionItems.requisitionId, req.id))
      .orderBy(asc(requisitionItems.lineNo));
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      ['2.50', '19.99', '49.98'],
      ['1.00', '6000.00', '6000.00'],
    ]);
    expect(detail.items).toEqual(lines.map(toItem));

    const { steps } = await chainOf(t, req.id);
    expect(steps.map((s) => s.status)).toEqual(['completed', 'pending']);
    expect(detail.workflow).toEqual(
      steps.map((s) => ({
        id: s.id,
        stepOrder: s.stepOrder,
        name: s.name,
        status: s.status,
        approverRole: s.approverRoleId,
        approverRoleLabel: expect.any(String),
        department: s.approverDepartment,
        activatedAt: iso(s.activatedAt),
        actedById: s.actedBy,
        actedBy: s.actedBy ? fullName(team.manager) : null,
        actedAt: iso(s.actedAt),
        onBehalfOf: null,
        comment: s.comment,
      })),
    );
    expect(detail.approvalHistory).toEqual([{ ...detail.workflow[0], submission: 1 }]);
    expect(detail.approvalHistory[0]).toMatchObject({
      actedBy: fullName(team.manager),
      comment: 'Fine by me',
    });

    const workflow = await t.request({
      method: 'GET',
      url: `/api/requisitions/${req.id}/workflow`,
      as: team.employee,
    });
    expect(workflow.json()).toEqual(detail.workflow);
  });
});
