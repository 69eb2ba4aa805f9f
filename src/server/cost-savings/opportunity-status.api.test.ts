import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team, type TeamMember } from '../test/factories/users';
import { createOpportunity } from '../test/factories/savings';
import { auditLog } from '../db/schema/admin';
import { consolidationOpportunities } from '../db/schema/savings';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const patch = (id: string, body: object, as: TeamMember = 'procurement') =>
  t.request({ method: 'PATCH', url: `/api/consolidation-opportunities/${id}`, payload: body, as: team[as] });
const stored = async (id: string) =>
  (
    await t.database.db.select().from(consolidationOpportunities).where(eq(consolidationOpportunities.id, id))
  )[0]!;
const audits = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'consolidation-opportunity'), eq(auditLog.entityId, id)));

describe('PATCH /api/consolidation-opportunities/{id}', () => {
  it('approves (identified → under_review), then actualizes, each with an audit row', async () => {
    const opp = await createOpportunity(t);
    const approved = await patch(opp.id, { status: 'under_review' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: opp.id, status: 'under_review', dismissedReason: null });
    expect(approved.json().statusChangedAt).toEqual(expect.any(String));
    const row = await stored(opp.id);
    expect(row.statusChangedBy).toBe(team.procurement.id);

    const done = await patch(opp.id, { status: 'actualized' }, 'finance');
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('actualized');
    const trail = await audits(opp.id);
    expect(trail.map((a) => [a.action, a.actorId, a.details])).toEqual(
      expect.arrayContaining([
        [
          'consolidation_opportunity.under_review',
          team.procurement.id,
          { from: 'identified', to: 'under_review' },
        ],
        ['consolidation_opportunity.actualized', team.finance.id, { from: 'under_review', to: 'actualized' }],
      ]),
    );
  });

  it('dismisses with a required reason and hides it from the default list', async () => {
    const opp = await createOpportunity(t);
    const noReason = await patch(opp.id, { status: 'dismissed', reason: '  ' }, 'admin');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'A reason is required to dismiss an opportunity' });
    expect((await stored(opp.id)).status).toBe('identified');

    const res = await patch(
      opp.id,
      { status: 'dismissed', reason: 'Already under a group agreement' },
      'admin',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'dismissed',
      dismissedReason: 'Already under a group agreement',
    });
    const list = (status?: string) =>
      t.request({
        method: 'GET',
        url: `/api/consolidation-opportunities?category=${encodeURIComponent(opp.category)}${status ? `&status=${status}` : ''}`,
        as: team.employee,
      });
    expect((await list()).json()).toEqual([]);
    expect((await list('open')).json()).toEqual([]);
    expect((await list('all')).json().map((o: { id: string }) => o.id)).toEqual([opp.id]);
    expect((await list('dismissed')).json().map((o: { id: string }) => o.id)).toEqual([opp.id]);
    expect((await audits(opp.id))[0]!.details).toEqual({
      from: 'identified',
      to: 'dismissed',
      reason: 'Already under a group agreement',
    });
  });

  it('answers 409 for a move the machine refuses, changing nothing', async () => {
    const identified = await createOpportunity(t);
    const skip = await patch(identified.id, { status: 'actualized' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An opportunity that is Identified cannot become Actualized.');

    const actualized = await createOpportunity(t, { status: 'actualized' });
    for (const status of ['under_review', 'dismissed']) {
      const res = await patch(actualized.id, { status, reason: 'x' });
      expect(res.statusCode).toBe(409);
    }
    const dismissed = await createOpportunity(t, { status: 'dismissed', dismissedReason: 'no' });
    expect((await patch(dismissed.id, { status: 'under_review' })).statusCode).toBe(409);
    const review = await createOpportunity(t, { status: 'under_review' });
    const again = await patch(review.id, { status: 'under_review' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This opportunity is already Under Review.');

    expect((await stored(identified.id)).status).toBe('identified');
    expect((await stored(actualized.id)).status).toBe('actualized');
    expect(await audits(identified.id)).toEqual([]);
  });

  it('is for procurement, finance and administrators: 403 for others, 404 for an unknown id', async () => {
    const opp = await createOpportunity(t);
    for (const who of ['employee', 'manager', 'director', 'legal'] as const) {
      const res = await patch(opp.id, { status: 'under_review' }, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await stored(opp.id)).status).toBe('identified');
    expect((await patch('opp-nope', { status: 'under_review' })).statusCode).toBe(404);
    const bad = await patch(opp.id, { status: 'identified' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBe('Status must be under_review, actualized or dismissed');
  });
});
