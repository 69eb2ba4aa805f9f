import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { requisitionItems, requisitions } from '../db/schema/requisitions';

/**
 * The server stores only what applies to a request's type (src/shared/requisitions/what-applies.ts),
 * whatever the client sends: the change-order fields outside a change order, the delivery location
 * and blanket line fields outside a blanket PO, the contract fields of a goods purchase are null.
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT' })));
afterAll(() => t.close());

const everything = {
  department: 'IT',
  businessJustification: 'New starters',
  dateNeededBy: '2030-02-01',
  vendorName: 'Local Seating Co',
  deliveryLocation: 'warehouse-a',
  contractNumber: 'CTR-001',
  contractStartDate: '2026-01-01',
  contractEndDate: '2026-12-31',
  poNumber: 'PO-00001',
  changeDescription: 'More chairs',
  originalPrice: 100,
  discountAmount: 5,
  discountPercentage: 5,
  costSavingsNotes: 'Negotiated',
  status: 'draft',
  lineItems: [
    {
      description: 'Chair',
      generalLedgerCode: '4000-001',
      productNumber: 'CH-1',
      quantity: 2,
      unitPrice: 50,
      minOrderQuantity: 10,
      leadTimeDays: 7,
    },
  ],
};
const NOT_FOR_GOODS = [
  'deliveryLocation',
  'contractNumber',
  'contractStartDate',
  'contractEndDate',
  'poNumber',
  'changeDescription',
  'originalPrice',
  'discountAmount',
  'discountPercentage',
  'costSavingsNotes',
] as const;

const create = async (payload: object) => {
  const res = await t.request({ method: 'POST', url: '/api/requisitions', as: team.employee, payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
};
const stored = async (id: string) => ({
  row: (await t.database.db.select().from(requisitions).where(eq(requisitions.id, id)))[0]!,
  lines: await t.database.db.select().from(requisitionItems).where(eq(requisitionItems.requisitionId, id)),
});

describe('only what applies to the request type is stored', () => {
  it('POST: a goods purchase stores none of the change-order, blanket or contract fields', async () => {
    const id = await create({ ...everything, requestType: 'new-purchase', itemType: 'goods' });
    const { row, lines } = await stored(id);
    for (const field of NOT_FOR_GOODS) expect(row[field], field).toBeNull();
    expect(lines[0]).toMatchObject({ productNumber: 'CH-1', minOrderQuantity: null, leadTimeDays: null });
  });

  it('POST: a blanket PO keeps its delivery location, contract and line fields', async () => {
    const id = await create({ ...everything, requestType: 'blanket-po', itemType: 'goods' });
    const { row, lines } = await stored(id);
    expect(row).toMatchObject({ deliveryLocation: 'warehouse-a', contractNumber: 'CTR-001', poNumber: null });
    expect(row.originalPrice).toBeNull();
    expect(lines[0]).toMatchObject({ minOrderQuantity: 10, leadTimeDays: 7 });
  });

  it('PATCH: turning a blanket draft into a goods purchase clears what no longer applies', async () => {
    const id = await create({ ...everything, requestType: 'blanket-po', itemType: 'goods' });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      as: team.employee,
      payload: { requestType: 'new-purchase', poNumber: 'PO-00001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { row, lines } = await stored(id);
    expect(row.requestType).toBe('new-purchase');
    for (const field of NOT_FOR_GOODS) expect(row[field], field).toBeNull();
    expect(lines[0]).toMatchObject({ minOrderQuantity: null, leadTimeDays: null });
    const detail = res.json() as {
      deliveryLocation: string | null;
      items: { minOrderQuantity: number | null }[];
    };
    expect(detail.deliveryLocation).toBeNull();
    expect(detail.items[0]!.minOrderQuantity).toBeNull();
  });

  it('POST /api/requisition-items: a line of a goods purchase stores no blanket fields', async () => {
    const id = await create({ ...everything, requestType: 'new-purchase', itemType: 'goods' });
    const res = await t.request({
      method: 'POST',
      url: '/api/requisition-items',
      as: team.employee,
      payload: {
        requisitionId: id,
        description: 'Desk',
        generalLedgerCode: '4000-001',
        minOrderQuantity: 3,
        leadTimeDays: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ minOrderQuantity: null, leadTimeDays: null });
  });
});
