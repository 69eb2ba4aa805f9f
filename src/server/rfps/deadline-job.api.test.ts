import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';
import { createTestApp, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { reopen } from '../test/reopen';
import { rfpDetail, respond, sentRfp } from '../test/factories/rfps';
import { messagesWithSubject } from '../test/factories/messages';
import { auditLog } from '../db/schema/admin';
import { jobs } from '../db/schema/jobs';
import { mailboxEntries, messages } from '../db/schema/messages';
import { rfpResponses, rfps } from '../db/schema/rfps';
import type { Database } from '../db/client';
import { createJobRunner } from '../jobs/runner';
import { RFP_CLOSE_JOB, rfpDeadlineJob } from './deadline-job';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT', env: { TEST_ROUTES: 'true' } })));
afterAll(() => t.close());

const runDeadlineJobs = (database: Database = t.database) =>
  createJobRunner(database, { pollIntervalMs: 60_000, concurrency: 1 }).register(rfpDeadlineJob()).drain();
/** The deadline has come: closesAt and the RFP's close job are due now (as if the clock had moved on). */
const deadlinePasses = async (id: string) => {
  await t.database.db
    .update(rfps)
    .set({ closesAt: sql`now()` })
    .where(eq(rfps.id, id));
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.dedupeKey, `rfp-close:${id}`), eq(jobs.status, 'pending')));
};
const closedAudits = async (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'rfp.bidding-closed')));

describe('the deadline job', () => {
  it('closes bidding at the deadline once, tells the creator, and a later response is refused', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['a@zzjob.example', 'b@zzjob.example'], {
      title: 'Zzjob Fleet tyres',
    });
    const early = await sentRfp(t, team.procurement, ['early@zzjob.example']);
    await respond(t, tokens.get('a@zzjob.example')!, { totalPrice: '500.00' });
    // Not due yet: nothing runs, bidding stays open.
    expect(await runDeadlineJobs()).toBe(0);
    expect((await rfpDetail(t, team.procurement, id)).biddingOpen).toBe(true);

    await deadlinePasses(id);
    expect(await runDeadlineJobs()).toBe(1);
    const [row] = await t.database.db.select().from(rfps).where(eq(rfps.id, id));
    expect(row!.biddingClosedAt).toBeInstanceOf(Date);
    expect(await rfpDetail(t, team.procurement, id)).toMatchObject({
      status: 'responses',
      biddingOpen: false,
      sealed: false,
      can: { compare: true, award: true, addVendors: false },
    });
    expect(await closedAudits(id)).toMatchObject([{ actorId: null, details: { responses: 1 } }]);
    const inbox = await t.database.db
      .select({ subject: messages.subject, content: messages.content })
      .from(mailboxEntries)
      .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
      .where(
        and(
          eq(mailboxEntries.ownerId, team.procurement.id),
          eq(messages.subject, 'Bidding closed on RFP: Zzjob Fleet tyres'),
        ),
      );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.content).toContain('1 response was submitted');
    // As the Messaging Center shows it: RFP mail (type rfp) linking the RFP.
    expect(
      await messagesWithSubject(t, team.procurement, 'Bidding closed on RFP: Zzjob Fleet tyres'),
    ).toEqual([{ type: 'rfp', record: { type: 'rfp', id } }]);
    // The other RFP, not yet due, is untouched.
    expect((await rfpDetail(t, team.procurement, early.id)).biddingOpen).toBe(true);

    // Idempotent: run again (a retry, another instance), nothing more happens.
    await rfpDeadlineJob().handler({ rfpId: id }, { db: t.database.db } as never);
    expect(await closedAudits(id)).toHaveLength(1);

    const before = await t.database.db.select().from(rfpResponses).where(eq(rfpResponses.rfpId, id));
    for (const email of ['a@zzjob.example', 'b@zzjob.example']) {
      const late = await respond(t, tokens.get(email)!, { totalPrice: '1.00' });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({ code: 'expired', message: RFP_RESPONSE_MESSAGES.closed });
    }
    expect(await t.database.db.select().from(rfpResponses).where(eq(rfpResponses.rfpId, id))).toEqual(before);
  });

  it('is a row of the jobs table: another (restarted) instance runs it', async () => {
    const { id } = await sentRfp(t, team.procurement, ['durable@zzjob.example']);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `rfp-close:${id}`));
    expect(job).toMatchObject({ kind: RFP_CLOSE_JOB, status: 'pending', payload: { rfpId: id } });
    await deadlinePasses(id);
    const restarted = await reopen(t.database);
    try {
      expect(await runDeadlineJobs(restarted)).toBe(1);
      const [row] = await restarted.db.select().from(rfps).where(eq(rfps.id, id));
      expect(row!.biddingClosedAt).toBeInstanceOf(Date);
      const [done] = await restarted.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(done!.status).toBe('done');
    } finally {
      await restarted.close();
    }
  });
});

describe('POST /api/test/rfps/:id/close-bidding (TEST_ROUTES=true)', () => {
  it('brings the deadline to now and closes bidding as the job does; 409 when not taking responses', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['now@zzjob.example']);
    const url = `/api/test/rfps/${id}/close-bidding`;
    expect((await t.request({ method: 'POST', url, as: team.employee })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url, as: team.procurement });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, biddingOpen: false, sealed: false });
    expect(await closedAudits(id)).toHaveLength(1);
    expect((await respond(t, tokens.get('now@zzjob.example')!)).statusCode).toBe(410);
    expect((await t.request({ method: 'POST', url, as: team.procurement })).statusCode).toBe(409);
  });

  it('does not exist without TEST_ROUTES', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.routeTable.some((r) => r.url.startsWith('/api/test/'))).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
