import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import { goodsReceiptLines, goodsReceipts, purchaseOrders } from '../db/schema/purchase-orders';
import { auditLog } from '../db/schema/admin';
import { createTeam, createUser, fullName, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';

/** The PO under test is raised from an auto-approved request of the employee's (900.00: two lines). */
let t: TestApp;
let team: Team;
let vendorId: string;
let poId: string;
let lines: { id: string; description: string; quantity: number }[];
let completedPo: PurchaseOrder;
const today = isoDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  vendorId = (await createVendor(t)).id;
  const req = await submitRequest(
    t,
    team.employee,
    requestForm({
      department: team.department,
      vendorId,
      lines: [
        { description: 'USB-C cable', quantity: 10, unitPrice: 50 },
        { description: 'Travel adapter', quantity: 4, unitPrice: 100 },
      ],
    }),
  );
  poId = req.purchaseOrderId as string;
  lines = (
    await t.request({ method: 'GET', url: `/api/purchase-orders/${poId}`, as: team.procurement })
  ).json().lines;
  completedPo = await insertPo('completed');
});
afterAll(() => t.close());

const insertPo = (status: string) =>
  createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    status,
    lines: [{ description: 'Thing', quantity: 2, unitPrice: '5.00' }],
  });
const receive = (payload: object, as: Account = team.procurement, id = poId) =>
  t.request({ method: 'POST', url: `/api/purchase-orders/${id}/receipts`, payload, as });
const receiptCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsReceipts)
      .where(eq(goodsReceipts.purchaseOrderId, poId))
  )[0]!.n;
const poStatus = async (id = poId) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!.status;

describe('POST /api/purchase-orders/{id}/receipts — validation and access', () => {
  it('answers 400 with field messages and writes nothing', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ lines: [{ poLineId: lines[0]!.id, quantity: 1 }] }, { receivedDate: 'Received date is required' }],
      [
        { receivedDate: isoDate(addDays(new Date(), 2)), lines: [{ poLineId: lines[0]!.id, quantity: 1 }] },
        { receivedDate: 'Received date cannot be in the future' },
      ],
      [
        { receivedDate: '2026-02-30', lines: [{ poLineId: lines[0]!.id, quantity: 1 }] },
        { receivedDate: 'Invalid date' },
      ],
      [{ receivedDate: today, lines: [] }, { lines: 'At least one line is required' }],
      [{ receivedDate: today }, { lines: 'At least one line is required' }],
      [
        { receivedDate: today, lines: [{ poLineId: lines[0]!.id, quantity: 0 }] },
        { 'lines.0.quantity': 'Quantity must be greater than 0' },
      ],
      [
        { receivedDate: today, lines: [{ poLineId: lines[0]!.id, quantity: -2 }] },
        { 'lines.0.quantity': 'Quantity must be greater than 0' },
      ],
      [{ receivedDate: today, lines: [{ quantity: 1 }] }, { 'lines.0.poLineId': 'PO line is required' }],
      [
        { receivedDate: today, lines: [{ poLineId: completedPo.lineIds[0], quantity: 1 }] },
        { 'lines.0.poLineId': 'Not a line of this purchase order' },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const res = await receive(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
    expect(await receiptCount()).toBe(0);
    expect(await poStatus()).toBe('approved');
  });

  it('is for procurement and the requester: 403 for others who see the PO, 404 for those who do not', async () => {
    const payload = { receivedDate: today, lines: [{ poLineId: lines[0]!.id, quantity: 1 }] };
    expect((await receive(payload, team.manager)).statusCode).toBe(403);
    expect((await receive(payload, team.finance)).statusCode).toBe(403);
    const hr = await createUser(t, { role: 'end_user', department: 'HR' });
    expect((await receive(payload, hr)).statusCode).toBe(404);
    expect((await receive(payload, team.procurement, 'po-nope')).statusCode).toBe(404);
    expect(await receiptCount()).toBe(0);
  });

  it('refuses POs that are not approved or in-progress (409)', async () => {
    for (const po of [await insertPo('pending'), await insertPo('cancelled')]) {
      const res = await receive(
        { receivedDate: today, lines: [{ poLineId: po.lineIds[0], quantity: 1 }] },
        team.procurement,
        po.id,
      );
      expect(res.statusCode).toBe(409);
    }
    const completed = await receive(
      { receivedDate: today, lines: [{ poLineId: completedPo.lineIds[0], quantity: 1 }] },
      team.procurement,
      completedPo.id,
    );
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(
      `${completedPo.poNumber} is completed; goods are received only against an approved or in-progress purchase order.`,
    );
  });
});

describe('receiving goods', () => {
  it('a partial receipt is recorded (who, when, lines) and makes the PO in-progress', async () => {
    const res = await receive(
      { receivedDate: today, notes: 'First box', lines: [{ poLineId: lines[0]!.id, quantity: 6 }] },
      team.employee,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      purchaseOrderId: poId,
      receivedDate: today,
      receivedById: team.employee.id,
      receivedBy: fullName(team.employee),
      notes: 'First box',
      purchaseOrderStatus: 'in-progress',
      fullyReceived: false,
      lines: [{ poLineId: lines[0]!.id, lineNo: 1, description: 'USB-C cable', quantity: 6 }],
    });
    expect(await poStatus()).toBe('in-progress');
    const po = (
      await t.request({ method: 'GET', url: `/api/purchase-orders/${poId}`, as: team.procurement })
    ).json();
    expect(po.lines.map((l: Record<string, unknown>) => [l.quantityReceived, l.fullyReceived])).toEqual([
      [6, false],
      [0, false],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'goods_receipt.create'));
    expect(audit).toMatchObject({ actorId: team.employee.id, entityId: poId });
  });

  it('over-receipt is a 409 naming the line, ordered, received and attempted quantities; nothing is written', async () => {
    const before = await receiptCount();
    const res = await receive({
      receivedDate: today,
      lines: [
        { poLineId: lines[1]!.id, quantity: 1 },
        { poLineId: lines[0]!.id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(409);
    const po = (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId)))[0]!;
    expect(res.json().message).toBe(
      `Line 1 (USB-C cable) of ${po.poNumber}: ordered 10, already received 6, attempted 5 — that is more than was ordered.`,
    );
    // The same line twice in one receipt counts together.
    const twice = await receive({
      receivedDate: today,
      lines: [
        { poLineId: lines[0]!.id, quantity: 3 },
        { poLineId: lines[0]!.id, quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(await receiptCount()).toBe(before);
    const received = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsReceiptLines)
      .where(inArray(goodsReceiptLines.poLineId, [lines[0]!.id, lines[1]!.id]));
    expect(received[0]!.n).toBe(1);
  });

  it('two receipts at once that together exceed the order: one is recorded, the other refused', async () => {
    const results = await Promise.all([
      receive({ receivedDate: today, lines: [{ poLineId: lines[1]!.id, quantity: 3 }] }),
      receive({ receivedDate: today, lines: [{ poLineId: lines[1]!.id, quantity: 3 }] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('the last quantities make every line fully received; the PO stays in-progress until paid', async () => {
    const res = await receive({
      receivedDate: today,
      lines: [
        { poLineId: lines[0]!.id, quantity: 4 },
        { poLineId: lines[1]!.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: true });
    const po = (
      await t.request({ method: 'GET', url: `/api/purchase-orders/${poId}`, as: team.employee })
    ).json();
    expect(po.lines.map((l: Record<string, unknown>) => [l.quantityReceived, l.fullyReceived])).toEqual([
      [10, true],
      [4, true],
    ]);
    const more = await receive({ receivedDate: today, lines: [{ poLineId: lines[1]!.id, quantity: 0.5 }] });
    expect(more.statusCode).toBe(409);
  });
});

describe('GET /api/purchase-orders/{id}/receipts', () => {
  it('lists the receipts with lines, who received and when, oldest first, with X-Total-Count', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${poId}/receipts`,
      as: team.employee,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json();
    expect(rows[0]).toMatchObject({
      receivedBy: fullName(team.employee),
      receivedDate: today,
      notes: 'First box',
    });
    expect(
      rows
        .flatMap((r: { lines: { quantity: number }[] }) => r.lines.map((l) => l.quantity))
        .reduce((a: number, b: number) => a + b, 0),
    ).toBe(14);
    expect(rows.at(-1).lines.map((l: Record<string, unknown>) => [l.description, l.quantity])).toEqual([
      ['USB-C cable', 4],
      ['Travel adapter', 1],
    ]);
    const page = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${poId}/receipts?limit=1&offset=1`,
      as: team.procurement,
    });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
    const hr = await createUser(t, { role: 'end_user', department: 'HR' });
    expect(
      (await t.request({ method: 'GET', url: `/api/purchase-orders/${poId}/receipts`, as: hr })).statusCode,
    ).toBe(404);
  });
});
