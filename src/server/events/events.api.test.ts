import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LiveCounts } from '@shared/events/schemas';
import { requisitions } from '../db/schema/requisitions';
import { createWorld } from '../test/factories/world';
import { createRequisition, requestForm, submitRequest } from '../test/factories/requisitions';
import { deliverMessage } from '../test/factories/messages';
import { createTeam, type Team } from '../test/factories/users';
import type { TestApp } from '../test/harness';
import { openEvents, type SseEvent } from '../test/sse';

let t: TestApp, team: Team, other: Team, vendorId: string, base: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  other = await createTeam(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const counts = (e: SseEvent) => JSON.parse(e.data) as LiveCounts;
const isCounts = (e: SseEvent) => e.event === 'counts';
const touch = (id: string) =>
  t.database.db
    .update(requisitions)
    .set({ updatedAt: sql`now()` })
    .where(eq(requisitions.id, id));

describe('GET /api/events', () => {
  it('is for signed-in users only', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('answers 406 to a client that does not ask for an event stream', async () => {
    const res = await fetch(`${base}/api/events`, { headers: { cookie: await t.login(team.employee) } });
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('not_acceptable');
  });

  it('refuses a malformed watch list with a field message, before any stream', async () => {
    const cookie = await t.login(team.employee);
    for (const watch of [
      'requisition',
      'nothing:1',
      ':x',
      Array.from({ length: 11 }, (_, i) => `rfp:R-${i}`).join(','),
    ]) {
      const res = await fetch(`${base}/api/events?watch=${encodeURIComponent(watch)}`, {
        headers: { cookie, accept: 'text/event-stream' },
      });
      expect(res.status, watch).toBe(400);
      expect((await res.json()).fieldErrors.watch).toMatch(/^Watch at most 10 records/);
    }
  });

  it('sends the badges at once and again when mail arrives for the user', async () => {
    await deliverMessage(t, [team.employee]);
    const cookie = await t.login(team.employee);
    const s = await openEvents(`${base}/api/events`, cookie);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await s.next(isCounts);
    expect(counts(first)).toEqual({ unreadMessages: 1, pendingApprovals: 0 });
    // Mail for someone else changes nothing for this user; then two messages for them.
    await deliverMessage(t, [other.employee]);
    await deliverMessage(t, [team.employee, team.manager]);
    const second = await s.next(isCounts, s.events.indexOf(first) + 1);
    expect(counts(second).unreadMessages).toBe(2);
    expect(Number(second.id)).toBeGreaterThan(0);
    // Reading it (any writer: the status column of the user's copy) brings the badge down.
    await t.database.db.execute(
      sql`update mailbox_entries set status = 'read' where owner_id = ${team.employee.id} and folder = 'inbox'`,
    );
    const third = await s.next(isCounts, s.events.indexOf(second) + 1);
    expect(counts(third).unreadMessages).toBe(0);
    // Ordinary requests are still answered while the stream is open (it is not counted in flight).
    expect(
      (await t.request({ method: 'GET', url: '/api/dashboard/summary', as: team.employee })).statusCode,
    ).toBe(200);
    s.close();
  });

  it('tells an approver when a request starts waiting for them', async () => {
    const s = await openEvents(`${base}/api/events`, await t.login(team.manager));
    const before = counts(await s.next(isCounts));
    const lines = [{ description: 'Standing desks', quantity: 2, unitPrice: 1500 }];
    await submitRequest(t, team.employee, requestForm({ department: team.department, vendorId, lines }));
    const after = await s.next(
      (e) => isCounts(e) && counts(e).pendingApprovals === before.pendingApprovals + 1,
    );
    expect(counts(after).unreadMessages).toBeGreaterThanOrEqual(before.unreadMessages);
    s.close();
  });

  it('sends changes of the watched records the user may see, and replays what a reconnect missed', async () => {
    const mine = await createRequisition(t, { requestorId: team.employee.id, department: team.department });
    const hidden = await createRequisition(t, {
      requestorId: other.employee.id,
      department: other.department,
    });
    const cookie = await t.login(team.employee);
    const url = `${base}/api/events?watch=requisition:${mine.id},requisition:${hidden.id}`;
    const s = await openEvents(url, cookie);
    const hello = await s.next(isCounts);
    await touch(hidden.id); // not the user's to see: never announced to them
    await touch(mine.id);
    const changed = await s.next((e) => e.event === 'record');
    expect(JSON.parse(changed.data)).toEqual({ type: 'requisition', id: mine.id });
    expect(s.events.filter((e) => e.event === 'record')).toHaveLength(1);
    s.close();

    // Away for a while: a change happens; the browser comes back with the last id it saw.
    await touch(mine.id);
    await new Promise((r) => setTimeout(r, 300));
    const back = await openEvents(url, cookie, { 'last-event-id': changed.id ?? hello.id ?? '0' });
    const replayed = await back.next((e) => e.event === 'record');
    expect(JSON.parse(replayed.data)).toEqual({ type: 'requisition', id: mine.id });
    expect(Number(replayed.id)).toBeGreaterThan(Number(changed.id));
    back.close();
  });
});

describe('a session that ends', () => {
  let short: TestApp, shortBase: string, user: Team['employee'];
  beforeAll(async () => {
    // Pinged often; a request timeout the stream must outlive (it is not work in flight).
    const w = await createWorld({
      env: { EVENTS_HEARTBEAT_MS: '100', REQUEST_TIMEOUT_MS: '2000', MAX_REQUESTS_IN_FLIGHT: '2' },
    });
    short = w.t;
    user = w.team.employee;
    shortBase = await short.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => short.close());

  it('stays open past the request timeout, and open streams are not work in flight', async () => {
    const cookie = await short.login(user);
    const s = await openEvents(`${shortBase}/api/events`, cookie);
    const first = await s.next(isCounts);
    const more = [
      await openEvents(`${shortBase}/api/events`, cookie),
      await openEvents(`${shortBase}/api/events`, cookie),
    ];
    expect(more.map((m) => m.status)).toEqual([200, 200]);
    const summary = await fetch(`${shortBase}/api/dashboard/summary`, { headers: { cookie } });
    expect(summary.status).toBe(200);
    for (const m of more) m.close();
    await new Promise((r) => setTimeout(r, 2500));
    await deliverMessage(short, [user]);
    const next = await s.next(isCounts, s.events.indexOf(first) + 1);
    expect(counts(next).unreadMessages).toBe(counts(first).unreadMessages + 1);
    s.close();
  });

  it('gets signed-out and the stream closes', async () => {
    const cookie = await short.login(user);
    const s = await openEvents(`${shortBase}/api/events`, cookie);
    await s.next(isCounts);
    const out = await fetch(`${shortBase}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: shortBase },
    });
    expect(out.status).toBe(200);
    await s.next((e) => e.event === 'signed-out');
    await expect.poll(() => s.ended(), { timeout: 3000 }).toBe(true);
  });
});
