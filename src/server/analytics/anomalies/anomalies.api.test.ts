import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { ANOMALY_MESSAGES } from '@shared/analytics/anomaly-policies';
import type { Anomaly } from '@shared/analytics/anomalies';
import { alerts, auditLog } from '../../db/schema/admin';
import { invoices } from '../../db/schema/invoices';
import { mailboxEntries, messages } from '../../db/schema/messages';
import type { TestApp } from '../../test/harness';
import { createWorld } from '../../test/factories/world';
import { createTeam, type Team, type User } from '../../test/factories/users';
import { createVendor } from '../../test/factories/vendors';
import { createInvoice } from '../../test/factories/invoices';
import { createPurchaseOrder } from '../../test/factories/purchase-orders';
import { createContract } from '../../test/factories/contracts';
import { unique } from '../../test/factories/unique';
import { alertId } from './found';

let t: TestApp, team: Team, other: Team;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  other = await createTeam(t);
});
afterAll(() => t.close());

const daysAgo = (n: number) => isoDate(addDays(new Date(), -n));
const refresh = (as: User) => t.request({ method: 'POST', url: '/api/analytics/anomalies/refresh', as });
const act = (id: string, as: User) =>
  t.request({ method: 'POST', url: `/api/analytics/anomalies/${id}/action`, as });
const list = async (as: User, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/analytics/anomalies?limit=500${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Anomaly[];
};
const inbox = (user: User, subject: string) =>
  t.database.db
    .select({ content: messages.content })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(and(eq(mailboxEntries.ownerId, user.id), eq(messages.subject, subject)));

/** A duplicate pair on a PO of `department`: the newer invoice's alert id. */
async function duplicatePair(department: string, creator: User) {
  const vendorId = (await createVendor(t)).id;
  const po = await createPurchaseOrder(t, { vendorId, department, createdBy: creator.id });
  const older = await createInvoice(t, { vendorId, poId: po.id, amount: '640.00', invoiceDate: daysAgo(6) });
  const newer = await createInvoice(t, { vendorId, poId: po.id, amount: '640.00', invoiceDate: daysAgo(2) });
  return { older, newer, po, id: alertId(`duplicate-invoice:${newer.id}`) };
}

describe('GET /api/analytics/anomalies', () => {
  it('shows department roles only their department’s alerts, all-department roles every one', async () => {
    const mine = await duplicatePair(team.department, team.employee);
    const theirs = await duplicatePair(other.department, other.employee);
    const loose = await createInvoice(t, { vendorId: (await createVendor(t)).id, invoiceDate: daysAgo(1) });
    expect((await refresh(team.finance)).statusCode).toBe(200);
    const noPo = alertId(`invoice-without-po:${loose.id}`);

    const ids = async (u: User, q = '') => (await list(u, q)).map((a) => a.id);
    expect(await ids(team.manager)).toContain(mine.id);
    expect(await ids(team.manager)).not.toContain(theirs.id);
    expect(await ids(team.manager)).not.toContain(noPo);
    expect(await ids(team.director)).toContain(mine.id);
    expect(await ids(team.director)).not.toContain(theirs.id);
    expect(await ids(team.procurement)).toEqual(expect.arrayContaining([mine.id, theirs.id, noPo]));
    // The department filter, and a department user asking for another department sees nothing of it.
    expect(await ids(team.finance, `&department=${encodeURIComponent(other.department)}`)).toEqual([
      theirs.id,
    ]);
    expect(await ids(team.manager, `&department=${encodeURIComponent(other.department)}`)).toEqual([]);
    // Seeing an alert is not acting on it.
    expect((await act(mine.id, team.manager)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/analytics/anomalies?limit=0', as: team.finance }))
        .statusCode,
    ).toBe(400);

    const card = (await list(team.finance)).find((a) => a.id === mine.id)!;
    expect(card).toMatchObject({
      rule: 'duplicate-invoice',
      status: 'open',
      can: { act: true, dismiss: true },
      poId: mine.po.id,
    });
    expect((await list(team.procurement)).find((a) => a.id === mine.id)!.can.act).toBe(false);
  });

  it('lists newest first and hides dismissed alerts unless asked (dismissing is audited, once)', async () => {
    const pair = await duplicatePair(team.department, team.employee);
    await refresh(team.admin);
    const dismiss = (as: User) =>
      t.request({ method: 'POST', url: `/api/analytics/anomalies/${pair.id}/dismiss`, as });
    expect((await dismiss(team.employee)).statusCode).toBe(403);
    const res = await dismiss(team.procurement);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'dismissed', can: { act: false, dismiss: false } });
    expect((await dismiss(team.finance)).statusCode).toBe(409);
    const refused = await act(pair.id, team.finance);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ANOMALY_MESSAGES.dismissed);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, pair.id))).toMatchObject([
      { action: 'alert.dismiss', actorId: team.procurement.id },
    ]);
    expect((await list(team.finance)).map((a) => a.id)).not.toContain(pair.id);
    expect((await list(team.finance, '&status=dismissed')).map((a) => a.id)).toEqual([pair.id]);
    expect((await list(team.finance, '&status=all')).map((a) => a.id)).toContain(pair.id);
    const all = await list(team.finance, '&status=all');
    const times = all.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('POST /api/analytics/anomalies/refresh', () => {
  it('runs the detection for procurement, finance and admins only', async () => {
    expect((await refresh(team.employee)).statusCode).toBe(403);
    expect((await refresh(team.manager)).statusCode).toBe(403);
    const res = await refresh(team.procurement);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: expect.any(Number),
      byRule: { 'spend-spike': expect.any(Number) },
    });
  });
});

describe('POST /api/analytics/anomalies/{id}/action', () => {
  it('puts the newer duplicate on hold, tells Finance and records it; a second action is 409', async () => {
    const pair = await duplicatePair(team.department, team.employee);
    await refresh(team.finance);
    expect((await act(pair.id, team.employee)).statusCode).toBe(403);
    const refused = await act(pair.id, team.procurement);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ANOMALY_MESSAGES.duplicate);

    const res = await act(pair.id, team.finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: pair.id, status: 'started', can: { act: false } });
    expect(res.json().startedByName).toContain(team.finance.lastName);

    const [held] = await t.database.db.select().from(invoices).where(eq(invoices.id, pair.newer.id));
    expect(held).toMatchObject({
      status: 'on-hold',
      statusReason: `Possible duplicate of ${pair.older.invoiceNumber}`,
    });
    const [older] = await t.database.db.select().from(invoices).where(eq(invoices.id, pair.older.id));
    expect(older!.status).toBe('pending');
    const subject = `Possible duplicate invoice ${pair.newer.invoiceNumber}`;
    for (const finance of [team.finance, team.ap, other.finance])
      expect(await inbox(finance, subject)).toHaveLength(1);
    expect(await inbox(team.procurement, subject)).toHaveLength(0);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, pair.id));
    expect(audits).toMatchObject([
      {
        action: 'alert.action',
        entityType: 'alert',
        actorId: team.finance.id,
        details: { rule: 'duplicate-invoice', held: true },
      },
    ]);
    const holds = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, pair.newer.id), eq(auditLog.action, 'invoice.status.on-hold')));
    expect(holds).toHaveLength(1);

    const again = await act(pair.id, team.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ANOMALY_MESSAGES.started);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, pair.id))).length).toBe(
      1,
    );
  });

  it('messages the buyer of an over-priced PO line', async () => {
    const vendorId = (await createVendor(t)).id;
    const sku = unique('SKU');
    const line = (unitPrice: string) => [
      { description: 'Toner', quantity: 1, unitPrice, productNumber: sku },
    ];
    for (const days of [10, 20])
      await createPurchaseOrder(t, {
        vendorId,
        department: team.department,
        createdAt: new Date(Date.now() - days * 86_400_000),
        lines: line('50.00'),
      });
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      createdBy: team.manager.id,
      lines: line('80.00'),
    });
    await refresh(team.finance);
    const id = alertId(`price-variance:${po.lineIds[0]}`);
    const res = await act(id, team.procurement);
    expect(res.statusCode, res.body).toBe(200);
    expect(await inbox(team.manager, `Price check on ${po.poNumber}`)).toHaveLength(1);
  });

  it('messages Finance about an invoice without a PO and Procurement to renew an expired contract', async () => {
    const vendorId = (await createVendor(t)).id;
    const contract = await createContract(t, { vendorId, endDate: daysAgo(20), status: 'expired' });
    const invoice = await createInvoice(t, { vendorId, amount: '75.00', invoiceDate: daysAgo(4) });
    await refresh(team.finance);

    const noPo = await act(alertId(`invoice-without-po:${invoice.id}`), team.admin);
    expect(noPo.statusCode, noPo.body).toBe(200);
    expect(await inbox(team.ap, `Invoice without a PO: ${invoice.invoiceNumber}`)).toHaveLength(1);

    const renew = await act(alertId(`expired-contract:${vendorId}:${contract.id}`), team.finance);
    expect(renew.statusCode, renew.body).toBe(200);
    expect(await inbox(team.procurement, `Contract renewal needed: ${contract.id}`)).toHaveLength(1);
    expect(await inbox(team.finance, `Contract renewal needed: ${contract.id}`)).toHaveLength(0);
  });

  it('messages the department’s managers and Procurement about a spend spike', async () => {
    const id = alertId(`spend-spike:department:${team.department}:2020-01`);
    await t.database.db.insert(alerts).values({
      id,
      rule: 'spend-spike',
      dedupeKey: `spend-spike:department:${team.department}:2020-01`,
      type: 'warning',
      title: `Spend spike in ${team.department}`,
      description: 'January 2020 spend of the department reached $9,000.00.',
      action: 'Notify Manager',
      department: team.department,
      details: { scope: 'department' },
    });
    expect((await act(id, team.manager)).statusCode).toBe(403);
    const res = await act(id, team.procurement);
    expect(res.statusCode, res.body).toBe(200);
    expect(await inbox(team.manager, `Spend spike in ${team.department}`)).toHaveLength(1);
    expect(await inbox(other.manager, `Spend spike in ${team.department}`)).toHaveLength(0);
    expect(await inbox(other.procurement, `Spend spike in ${team.department}`)).toHaveLength(1);
  });

  it('is 404 for an alert that does not exist or is out of sight', async () => {
    expect((await act('alert-missing', team.finance)).statusCode).toBe(404);
  });
});
