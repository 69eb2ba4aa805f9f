import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import type { TestApp } from '../test/harness';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { insertPoWithLines } from './test-fixtures';

/**
 * Test-only: the steps of the payables API tests — a PO with goods received through the receipts
 * API, an invoice entered by the AP specialist (ap@), and the invoice actions (finance@ by default).
 */
export function payablesSteps(t: TestApp, vendorId: string, numberPrefix: string) {
  let seq = 0;
  /** A PO of the given lines, with `received` quantities recorded through the receipts API. */
  async function orderAndReceive(lines: [string, number, string][], received: number[]): Promise<Po> {
    const po = await insertPoWithLines(t.database.db, { vendorId, lines });
    await receive(po, received);
    return po;
  }
  async function receive(po: Po, quantities: number[]) {
    const lines = quantities.flatMap((quantity, i) =>
      quantity ? [{ poLineId: po.lineIds[i]!, quantity }] : [],
    );
    if (!lines.length) return;
    const res = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${po.id}/receipts`,
      payload: { receivedDate: isoDate(new Date()), lines },
      as: 'procurement',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  async function enter(po: Po, descriptions: string[], lines: Line[], over: Record<string, unknown> = {}) {
    const res = await t.request({
      method: 'POST',
      url: '/api/invoices',
      payload: {
        poId: po.id,
        invoiceNumber: `${numberPrefix}-${++seq}`,
        invoiceDate: '2025-06-01',
        paymentTerms: 'Net 30',
        lines: lines.map((l) => ({
          poLineId: l.byDescription ? undefined : po.lineIds[l.line - 1],
          description: l.description ?? descriptions[l.line - 1],
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          glCode: '4000-001',
        })),
        ...over,
      },
      // Entered by the AP specialist, so finance@ may match and pay it (separation of duties).
      as: 'ap',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; invoiceNumber: string };
  }
  const post = (
    id: string,
    action: 'match' | 'pay' | 'resolve',
    payload?: object,
    as: 'finance' | 'employee' | 'procurement' = 'finance',
  ) =>
    t.request({ method: 'POST', url: `/api/invoices/${id}/${action}`, ...(payload ? { payload } : {}), as });
  const poStatus = async (id: string) =>
    (
      await t.database.db
        .select({ s: purchaseOrders.status })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, id))
    )[0]!.s;
  return { orderAndReceive, receive, enter, post, poStatus };
}

export type Po = Awaited<ReturnType<typeof insertPoWithLines>>;
export type Line = {
  line: number;
  description?: string;
  quantity: number;
  unitPrice: string;
  byDescription?: boolean;
};
