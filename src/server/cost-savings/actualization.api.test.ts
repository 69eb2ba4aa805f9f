import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createContract } from '../test/factories/contracts';
import { contracts } from '../db/schema/contracts';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';
import { payablesSteps } from '../test/factories/payables';
import { auditLog } from '../db/schema/admin';
import { messages } from '../db/schema/messages';
import { consolidationOpportunities as op } from '../db/schema/savings';

/**
 * Approved opportunities become actualized when invoices after the approval show the saving (hand-computed):
 * - SKU-ZACT from A 10 @ 4.00, B 10 @ 5.00, C 10 @ 6.00: A recommended at 4.00; the others' 20 units cost
 *   110.00, a baseline of 5.50 each. After approval A invoices 10 @ 3.80 (≤ 4.00): realized
 *   5.50 × 10 − 38.00 = 17.00.
 * - SKU-ZVOL from D on 4 POs, 1 @ 100.00 each (baseline 100.00). After approval D invoices 1 @ 99.00:
 *   a 1% drop, no blanket PO or contract → stays under review. Then 1 @ 90.00: 2 units for 189.00, an
 *   average of 94.50 ≤ 97.00 (3% below 100.00) → actualized, realized 200.00 − 189.00 = 11.00.
 * - E's contract ending in 30 days, "Cleaning" under it at 250.00, 250.00 and 500.00 (baseline 333.33).
 *   After approval E invoices 1 @ 300.00 under it: not renewed → stays under review. Renewed (its end
 *   date a year on), the analysis actualizes it: realized 333.33 − 300.00 = 33.33.
 */
let t: TestApp, team: Team;
let a = '';
let d = '';
let e = '';
let contractId = '';
const line = (sku: string, quantity: number, unitPrice: string): PoLineInput => ({
  description: `Item ${sku}`,
  productNumber: sku,
  quantity,
  unitPrice,
  glCode: '4000-001',
});
beforeAll(async () => {
  ({ t, team } = await createWorld());
  const vendor = async (name: string, onTimeRate: string | null = null) =>
    (await createVendor(t, { name, onTimeRate })).id;
  a = await vendor('Zz Act A', '100.00');
  const b = await vendor('Zz Act B', '100.00');
  const c = await vendor('Zz Act C', '100.00');
  d = await vendor('Zz Act D');
  const order = (vendorId: string, lines: PoLineInput[]) =>
    createPurchaseOrder(t, { vendorId, department: team.department, lines });
  await order(a, [line('SKU-ZACT', 10, '4.00')]);
  await order(b, [line('SKU-ZACT', 10, '5.00')]);
  await order(c, [line('SKU-ZACT', 10, '6.00')]);
  for (let i = 0; i < 4; i++) await order(d, [line('SKU-ZVOL', 1, '100.00')]);
  e = await vendor('Zz Act E');
  contractId = (await createContract(t, { vendorId: e, endDate: isoDate(addDays(new Date(), 30)) })).id;
  const cleaning = (unitPrice: string): PoLineInput => ({
    description: 'Cleaning',
    quantity: 1,
    unitPrice,
    glCode: '4000-005',
  });
  await createPurchaseOrder(t, {
    vendorId: e,
    department: team.department,
    contractId,
    lines: [cleaning('250.00'), cleaning('250.00'), cleaning('500.00')],
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/consolidation-opportunities/analyze',
    as: team.procurement,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const byKey = async (key: string) =>
  (await t.database.db.select().from(op).where(eq(op.opportunityKey, key)))[0]!;
const approve = (id: string) =>
  t.request({
    method: 'PATCH',
    url: `/api/consolidation-opportunities/${id}`,
    payload: { status: 'under_review' },
    as: team.procurement,
  });
const actualizedAudits = async (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'consolidation_opportunity.actualized')));
const notices = (id: string) => t.database.db.select().from(messages).where(eq(messages.recordId, id));

/** A new PO of the vendor for the SKU, received, invoiced today at `invoicedPrice` and matched. */
async function invoiceMatched(
  vendorId: string,
  sku: string,
  quantity: number,
  unitPrice: string,
  over: { contractId?: string; description?: string } = {},
) {
  const steps = payablesSteps(t, { vendorId, numberPrefix: `ZACT-${sku}-${unitPrice}`, team });
  const poLine = over.description
    ? { description: over.description, quantity, unitPrice, glCode: '4000-005' }
    : line(sku, quantity, unitPrice);
  const po = await createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    lines: [poLine],
    ...(over.contractId ? { contractId: over.contractId } : {}),
  });
  await steps.receive(po, [quantity]);
  const invoice = await steps.enter(po, [poLine.description], [{ line: 1, quantity, unitPrice }], {
    invoiceDate: isoDate(new Date()),
  });
  const matched = await steps.post(invoice.id, 'match');
  expect(matched.statusCode).toBe(200);
  return invoice;
}

describe('actualizing approved opportunities from invoices', () => {
  it('records what the analysis will check: the vendor, the items and their baseline prices', async () => {
    const sku = await byKey('vendor_consolidation:sku:SKU-ZACT');
    expect(sku).toMatchObject({
      recommendedVendor: 'Zz Act A',
      potentialSavings: '33.30',
      status: 'identified',
    });
    expect(sku.actualizationBasis).toEqual({
      vendorId: a,
      recommendedUnitPrice: '4.00',
      items: [{ match: { by: 'sku', value: 'SKU-ZACT' }, baselineUnitPrice: '5.50' }],
    });
    const volume = await byKey(`volume_discount:${d}:SKU-ZVOL`);
    expect(volume.actualizationBasis).toEqual({
      vendorId: d,
      items: [{ match: { by: 'item', value: 'SKU-ZVOL' }, baselineUnitPrice: '100.00' }],
    });
  });

  it('Approve makes it under review; invoices at or below the recommended price actualize it, once', async () => {
    const sku = await byKey('vendor_consolidation:sku:SKU-ZACT');
    const approved = await approve(sku.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'under_review', realizedSavings: null });

    await invoiceMatched(a, 'SKU-ZACT', 10, '3.80');
    const done = await byKey('vendor_consolidation:sku:SKU-ZACT');
    expect(done).toMatchObject({ status: 'actualized', realizedSavings: '17.00', statusChangedBy: null });
    const [audit] = await actualizedAudits(sku.id);
    expect(audit!.details).toMatchObject({
      from: 'under_review',
      to: 'actualized',
      realizedSavings: '17.00',
      invoicedQuantity: 10,
      averageUnitPrice: '3.80',
      approvedBy: team.procurement.id,
    });
    const [notice] = await notices(sku.id);
    expect(notice).toMatchObject({
      type: 'system',
      recordType: 'consolidation-opportunity',
      subject: 'Savings opportunity actualized: $17.00 realized',
      toAddresses: [team.procurement.email],
    });

    // Another invoice, and the analysis again: decided once, not proposed again.
    await invoiceMatched(a, 'SKU-ZACT', 5, '3.50');
    await t.request({
      method: 'POST',
      url: '/api/consolidation-opportunities/analyze',
      as: team.procurement,
    });
    expect(await byKey('vendor_consolidation:sku:SKU-ZACT')).toMatchObject({
      status: 'actualized',
      realizedSavings: '17.00',
    });
    expect(await actualizedAudits(sku.id)).toHaveLength(1);
    expect(await notices(sku.id)).toHaveLength(1);
    const listed = await t.request({
      method: 'GET',
      url: '/api/consolidation-opportunities',
      as: team.employee,
    });
    const view = (listed.json() as { id: string; realizedSavings: string | null }[]).find(
      (o) => o.id === sku.id,
    );
    expect(view).toMatchObject({ status: 'actualized', realizedSavings: '17.00' });
  });

  it('stays under review while invoices do not show the saving; actualizes when they do', async () => {
    const volume = await byKey(`volume_discount:${d}:SKU-ZVOL`);
    expect((await approve(volume.id)).statusCode).toBe(200);
    await invoiceMatched(d, 'SKU-ZVOL', 1, '99.00');
    expect(await byKey(`volume_discount:${d}:SKU-ZVOL`)).toMatchObject({
      status: 'under_review',
      realizedSavings: null,
    });
    expect(await actualizedAudits(volume.id)).toHaveLength(0);

    await invoiceMatched(d, 'SKU-ZVOL', 1, '90.00');
    expect(await byKey(`volume_discount:${d}:SKU-ZVOL`)).toMatchObject({
      status: 'actualized',
      realizedSavings: '11.00',
    });
    expect(await notices(volume.id)).toHaveLength(1);
  });

  it('an identified (not approved) opportunity is never actualized by invoices', async () => {
    const gl = await byKey('vendor_consolidation:gl:4000-001');
    expect(gl.status).toBe('identified');
  });

  it('contract_renewal: actualized once the contract is renewed and invoices under it are below the old price', async () => {
    const renewal = await byKey(`contract_renewal:${contractId}`);
    expect(renewal.actualizationBasis).toMatchObject({
      vendorId: e,
      contractId,
      items: [{ match: { by: 'item', value: 'cleaning' }, baselineUnitPrice: '333.33' }],
    });
    expect((await approve(renewal.id)).statusCode).toBe(200);
    await invoiceMatched(e, 'cleaning', 1, '300.00', { contractId, description: 'Cleaning' });
    expect((await byKey(`contract_renewal:${contractId}`)).status).toBe('under_review');

    await t.database.db
      .update(contracts)
      .set({ endDate: isoDate(addDays(new Date(), 395)) })
      .where(eq(contracts.id, contractId));
    await t.request({
      method: 'POST',
      url: '/api/consolidation-opportunities/analyze',
      as: team.procurement,
    });
    expect(await byKey(`contract_renewal:${contractId}`)).toMatchObject({
      status: 'actualized',
      realizedSavings: '33.33',
    });
  });
});
