import { eq } from 'drizzle-orm';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import type { Account, TestApp } from '../harness';
import type { Team } from './users';
import { createPurchaseOrder, receive, type PurchaseOrder } from './purchase-orders';
import { createWorld } from './world';

export type InvoiceLine = {
  line: number;
  description?: string;
  quantity: number;
  unitPrice: string;
  byDescription?: boolean;
};

/**
 * The steps of the payables API tests, for one vendor and a team: POs of the team's department
 * ([description, quantity, unit price] lines) with goods received by its procurement user through
 * the receipts API, invoices entered by its AP user (`ap`) through the API, and the invoice actions
 * (by its Finance user unless told otherwise, so separation of duties lets them match and pay).
 */
export function payablesSteps(
  t: TestApp,
  p: {
    vendorId: string;
    numberPrefix: string;
    team: Pick<Team, 'department' | 'procurement' | 'ap' | 'finance'>;
  },
) {
  let seq = 0;
  const { team } = p;
  /** An approved PO of the lines. */
  const order = (
    lines: [string, number, string][],
    over: Partial<Parameters<typeof createPurchaseOrder>[1]> = {},
  ) =>
    createPurchaseOrder(t, {
      vendorId: p.vendorId,
      department: team.department,
      lines: lines.map(([description, quantity, unitPrice]) => ({ description, quantity, unitPrice })),
      ...over,
    });
  /** The quantities per line received through the receipts API (0: none). */
  const receiveGoods = async (po: PurchaseOrder, quantities: number[]) => {
    if (quantities.some(Boolean)) await receive(t, po, quantities, team.procurement);
  };
  /** A PO of the lines, with `received` quantities recorded through the receipts API. */
  async function orderAndReceive(lines: [string, number, string][], received: number[]) {
    const po = await order(lines);
    await receiveGoods(po, received);
    return po;
  }
  /** POST /api/invoices as the AP user; fails unless 201. */
  async function enter(
    po: PurchaseOrder,
    descriptions: string[],
    lines: InvoiceLine[],
    over: Record<string, unknown> = {},
  ) {
    const res = await t.request({
      method: 'POST',
      url: '/api/invoices',
      payload: {
        poId: po.id,
        invoiceNumber: `${p.numberPrefix}-${++seq}`,
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
      as: team.ap,
    });
    if (res.statusCode !== 201) throw new Error(`invoice entry failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; invoiceNumber: string };
  }
  const post = (
    id: string,
    action: 'match' | 'pay' | 'resolve',
    payload?: object,
    as: Account = team.finance,
  ) =>
    t.request({ method: 'POST', url: `/api/invoices/${id}/${action}`, ...(payload ? { payload } : {}), as });
  const poStatus = async (id: string) =>
    (
      await t.database.db
        .select({ s: purchaseOrders.status })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, id))
    )[0]!.s;
  return { order, orderAndReceive, receive: receiveGoods, enter, post, poStatus };
}

export type PayablesSteps = ReturnType<typeof payablesSteps>;

/**
 * The start of a payables API test file: createWorld (a vendor of the given name) and the payables
 * steps for its team and vendor, invoice numbers starting with the prefix.
 *   let t: TestApp, team: Team, steps: PayablesSteps;
 *   beforeAll(async () => ({ t, team, steps } = await createPayablesWorld('ZZP', 'Zzpay Office Co')));
 */
export async function createPayablesWorld(numberPrefix: string, vendorName: string) {
  const world = await createWorld({ vendorName });
  const steps = payablesSteps(world.t, { vendorId: world.vendorId, numberPrefix, team: world.team });
  return { ...world, steps };
}
