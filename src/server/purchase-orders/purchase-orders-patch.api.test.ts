import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { auditLog } from '../db/schema/admin';
import type { Team } from '../test/factories/users';
import { seedPoScenario } from './test-po-scenario';

/** PATCH of the PO API tests' own POs (test-po-scenario.ts); the tests run in order on them. */
let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = (await seedPoScenario(t)).team;
});
afterAll(() => t.close());

describe('PATCH /api/purchase-orders/{id}', () => {
  const patch = (id: string, payload: object, as: Account = team.procurement) =>
    t.request({ method: 'PATCH', url: `/api/purchase-orders/${id}`, payload, as });

  it('needs manage_purchase_orders (403 for employee and manager)', async () => {
    expect((await patch('po-t7', { description: 'x' }, team.employee)).statusCode).toBe(403);
    expect((await patch('po-t1', { description: 'x' }, team.manager)).statusCode).toBe(403);
  });

  it('edits a pending PO: fields and lines, amount recomputed (within tolerance), kept line ids, audit entry', async () => {
    const res = await patch('po-t1', {
      description: 'Alpha widgets, revised',
      contractStartDate: '2026-01-01',
      contractEndDate: '2026-12-31',
      agreementDate: '2025-12-15',
      lines: [
        { id: 'po-t1-l1', description: 'Widget', quantity: 5, unitPrice: '20.00', glCode: '4000-001' },
        {
          description: 'Washer',
          quantity: '100',
          unitPrice: 0.05,
          glCode: '4000-001',
          unitOfMeasure: 'Case',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'Alpha widgets, revised',
      contractStartDate: '2026-01-01',
      contractEndDate: '2026-12-31',
      agreementDate: '2025-12-15',
      amount: '105.00',
      totalAmount: '105.00',
      status: 'pending',
      reapproval: false,
    });
    expect(
      res
        .json()
        .lines.map((l: Record<string, unknown>) => [
          l.id === 'po-t1-l1',
          l.description,
          l.total,
          l.unitOfMeasure,
        ]),
    ).toEqual([
      [true, 'Widget', '100.00', 'Each'],
      [false, 'Washer', '5.00', 'Case'],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'po-t1'), eq(auditLog.action, 'purchase_order.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(team.procurement.id);
  });

  it('refuses anything but a pending PO, and status changes, with 409 and no write', async () => {
    const approved = await patch('po-t2', { description: 'changed' });
    expect(approved.statusCode).toBe(409);
    expect((await patch('po-t1', { status: 'approved' })).statusCode).toBe(409);
    const [po2] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-t2'));
    expect(po2!.description).toBe('Beta gadgets 100% cotton');
  });

  it('validates lines and dates with field messages; unknown POs are 404', async () => {
    const bad = await patch('po-t1', { lines: [{ quantity: 1, unitPrice: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'lines.0.description': 'Description is required',
      'lines.0.glCode': 'GL code is required',
    });
    expect((await patch('po-t1', { lines: [] })).json().fieldErrors).toEqual({
      lines: 'At least one line item is required',
    });
    const dates = await patch('po-t1', { contractStartDate: '2026-05-01', contractEndDate: '2026-04-01' });
    expect(dates.statusCode).toBe(400);
    expect((await patch('po-nope', { description: 'x' })).statusCode).toBe(404);
    const [po1] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-t1'));
    expect(po1!.amount).toBe('105.00');
  });

  it('is open to the admin (full access)', async () => {
    expect((await patch('PO-T-007', { description: 'Onboarding kits for May' }, team.admin)).statusCode).toBe(
      200,
    );
  });
});
