import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { type Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';
import { createRequisition, requestForm, submitRequest } from '../test/factories/requisitions';
import { createContract } from '../test/factories/contracts';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createVendor } from '../test/factories/vendors';
import { unique } from '../test/factories/unique';
import { auditLog } from '../db/schema/admin';
import { poLines } from '../db/schema/purchase-orders';
import { directSavings } from '../db/schema/savings';

let t: TestApp, team: Team, vendorId: string, steps: PayablesSteps;
beforeAll(
  async () => ({ t, team, vendorId, steps } = await createPayablesWorld('ZZC', 'Zzcapture Supply Co')),
);
afterAll(() => t.close());

const savingsOf = (purchaseOrderId: string) =>
  t.database.db.select().from(directSavings).where(eq(directSavings.purchaseOrderId, purchaseOrderId));

describe('direct savings captured when a PO is raised or changed', () => {
  it('a change order with a discount: negotiated_discount on its lines, realized by matched invoices', async () => {
    const req = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'approved',
    });
    const po = await steps.order([['Monitor', 2, '300.00']], { requisitionId: req.id });
    // 4 × 100.00 = 400.00 after a 50.00 discount: originally 450.00, 11.11% off.
    const co = await submitRequest(
      t,
      team.employee,
      {
        requestType: 'change-order',
        itemType: 'goods',
        department: team.department,
        businessJustification: 'More toner',
        dateNeededBy: '2030-03-01',
        poNumber: po.poNumber,
        changeDescription: 'Add toner',
        lineItems: [{ description: 'Toner', generalLedgerCode: '4000-001', quantity: 4, unitPrice: 100 }],
        discountAmount: 50,
        status: 'Pending Review',
      },
      '/api/change-orders',
    );
    expect(co.status).toBe('approved');
    const [saving] = await savingsOf(po.id);
    expect(saving).toMatchObject({
      requisitionId: co.id,
      savingsCategory: 'negotiated_discount',
      originalAmount: '450.00',
      discountedAmount: '400.00',
      savingsAmount: '50.00',
      discountPercentage: '11.11',
      spendCategory: 'office supplies',
      vendorName: 'Zzcapture Supply Co',
      status: 'negotiated',
      realizedAmount: null,
    });
    // Baseline 100.00 × 450/400 = 112.50 a unit.
    expect(saving!.baselineLines).toHaveLength(1);
    expect(saving!.baselineLines[0]!.baselineUnitPrice).toBe('112.5000');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'direct_saving.capture'), eq(auditLog.entityId, po.id)));
    expect(audit!.details).toMatchObject({ savingId: saving!.id, savingsAmount: '50.00' });

    // 3 toners received and invoiced at 100.00 (3-way matched): realized (112.50 − 100.00) × 3 = 37.50.
    const [toner] = await t.database.db
      .select({ id: poLines.id })
      .from(poLines)
      .where(and(eq(poLines.purchaseOrderId, po.id), eq(poLines.description, 'Toner')));
    const withToner = { ...po, lineIds: [po.lineIds[0]!, toner!.id] };
    await steps.receive(withToner, [0, 3]);
    const invoice = await steps.enter(
      withToner,
      ['Monitor', 'Toner'],
      [{ line: 2, quantity: 3, unitPrice: '100.00' }],
    );
    const matched = await steps.post(invoice.id, 'match');
    expect(matched.json().threeWayMatchStatus).toBe('matched');
    const [realized] = await savingsOf(po.id);
    expect(realized).toMatchObject({ realizedAmount: '37.50', status: 'actualized' });

    // Negotiated vs realized vs leakage of the category this month.
    const res = await t.request({
      method: 'GET',
      url: '/api/cost-savings/realization?period=month&category=office%20supplies',
      as: team.employee,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { category: 'office supplies', negotiated: '50.00', realized: '37.50', leakage: '12.50', count: 1 },
    ]);
  });

  it('a PO under a contract priced below the vendor’s last price: contract_savings', async () => {
    const sku = unique('SKU');
    // Earlier orders of the item from this vendor: the latest at 120.00.
    const earlier = (unitPrice: string, daysAgo: number) =>
      createPurchaseOrder(t, {
        vendorId,
        department: team.department,
        createdAt: new Date(Date.now() - 86_400_000 * daysAgo),
        lines: [{ description: 'Chair', quantity: 1, unitPrice, productNumber: sku }],
      });
    await earlier('130.00', 2);
    await earlier('120.00', 1);
    const contract = await createContract(t, { vendorId, endDate: '2031-12-31' });
    const form = requestForm(
      {
        department: team.department,
        vendorId,
        lines: [{ description: 'Chair', quantity: 5, unitPrice: 100, generalLedgerCode: '4000-005' }],
      },
      { itemType: 'services', contractNumber: contract.id },
    );
    form.lineItems[0]!.productNumber = sku;
    const submitted = await submitRequest(t, team.employee, form);
    const poId = submitted.purchaseOrderId as string;
    expect(poId).toBeTruthy();
    // (120.00 − 100.00) × 5 = 100.00 on 600.00.
    expect(await savingsOf(poId)).toEqual([
      expect.objectContaining({
        savingsCategory: 'contract_savings',
        originalAmount: '600.00',
        discountedAmount: '500.00',
        savingsAmount: '100.00',
        discountPercentage: '16.67',
        spendCategory: 'facilities',
        status: 'negotiated',
      }),
    ]);
  });

  it('a blanket PO priced below the item’s prior average: volume_discount', async () => {
    const sku = unique('SKU');
    const other = (await createVendor(t)).id;
    // Earlier prices of the item from any vendor: 10.00 and 14.00, an average of 12.00.
    for (const [v, unitPrice] of [
      [vendorId, '10.00'],
      [other, '14.00'],
    ] as const) {
      await createPurchaseOrder(t, {
        vendorId: v,
        department: team.department,
        lines: [{ description: 'Gloves', quantity: 10, unitPrice, productNumber: sku }],
      });
    }
    const form = requestForm(
      {
        department: team.department,
        vendorId,
        lines: [{ description: 'Gloves', quantity: 50, unitPrice: 9, generalLedgerCode: '4000-007' }],
      },
      { requestType: 'blanket-po' },
    );
    form.lineItems[0]!.productNumber = sku;
    const submitted = await submitRequest(t, team.employee, form);
    const poId = submitted.purchaseOrderId as string;
    expect(poId).toBeTruthy();
    // (12.00 − 9.00) × 50 = 150.00 on 600.00.
    expect(await savingsOf(poId)).toEqual([
      expect.objectContaining({
        savingsCategory: 'volume_discount',
        originalAmount: '600.00',
        savingsAmount: '150.00',
        discountPercentage: '25.00',
        spendCategory: 'operations',
      }),
    ]);
  });

  it('a request without a discount, contract or blanket captures nothing', async () => {
    const submitted = await submitRequest(
      t,
      team.employee,
      requestForm({
        department: team.department,
        vendorId,
        lines: [{ description: 'Pens', quantity: 2, unitPrice: 5 }],
      }),
    );
    expect(await savingsOf(submitted.purchaseOrderId as string)).toEqual([]);
  });
});
