import type { goodsReceiptLines, goodsReceipts } from '../db/schema/purchase-orders';
import type { SeedClock } from './demo-clock';
import { poId, poLineId } from './demo-purchase-orders';

type ReceiptRow = typeof goodsReceipts.$inferInsert;
type ReceiptLineRow = typeof goodsReceiptLines.$inferInsert;

/**
 * [po n, days ago, received by, notes, [line no, quantity][]]: completed POs fully received, in-progress
 * ones partly — except PO-10003, whose balance arrived before its pending invoice (which therefore
 * matches cleanly on the 3-Way Match).
 */
// prettier-ignore
const RECEIPTS: [po: number, daysAgo: number, by: string, notes: string, lines: [number, number][]][] = [
  [2, 200, 'user-013', 'First blanket delivery to the main office mailroom.', [[1, 150], [2, 40], [3, 100]]],
  [2, 60, 'user-001', 'Second blanket delivery; pens still on backorder.', [[1, 100], [2, 30]]],
  [3, 25, 'user-003', 'Partial shipment: 40 of 60 monitors and docks.', [[1, 40], [2, 40]]],
  [4, 125, 'user-004', 'All workstations received and asset-tagged.', [[1, 30]]],
  [6, 84, 'user-003', 'Laptops and peripherals received in full.', [[1, 14], [2, 14]]],
  [7, 115, 'user-002', 'Month 1 timesheets approved.', [[1, 500], [2, 100]]],
  [7, 85, 'user-002', 'Month 2 timesheets approved.', [[1, 500], [2, 100]]],
  [7, 55, 'user-002', 'Month 3 timesheets approved (450 consultant hours).', [[1, 450], [2, 100]]],
  [8, 192, 'user-007', 'Licenses provisioned in the tenant.', [[1, 450], [2, 25]]],
  [9, 150, 'user-010', 'Monitoring service months 1–3 confirmed.', [[1, 3]]],
  [9, 90, 'user-010', 'Monitoring months 4–6; badge readers installed and tested.', [[1, 3], [2, 1]]],
  [10, 215, 'user-010', 'Service month 1 accepted.', [[1, 1]]],
  [10, 185, 'user-010', 'Service month 2 accepted.', [[1, 1]]],
  [10, 155, 'user-010', 'Service month 3 accepted.', [[1, 1]]],
  [10, 125, 'user-010', 'Service month 4 accepted.', [[1, 1]]],
  [10, 95, 'user-010', 'Service month 5 accepted.', [[1, 1]]],
  [11, 64, 'user-013', 'Release delivered complete.', [[1, 80], [2, 20]]],
  [13, 100, 'user-008', 'Seats activated for the sales team.', [[1, 80]]],
  [3, 5, 'user-003', 'Balance of the order: the remaining 20 monitors and docks.', [[1, 20], [2, 20]]],
];

export function buildReceipts(clock: SeedClock) {
  const receipts: ReceiptRow[] = [];
  const lines: ReceiptLineRow[] = [];
  RECEIPTS.forEach(([po, daysAgo, receivedBy, notes, rl], i) => {
    const id = `gr-${String(i + 1).padStart(3, '0')}`;
    receipts.push({
      id,
      purchaseOrderId: poId(po),
      receivedDate: clock.thisYearDate(daysAgo),
      receivedBy,
      notes,
      createdAt: clock.thisYear(daysAgo, -2),
    });
    rl.forEach(([lineNo, quantity], j) =>
      lines.push({
        id: `${id}-l${j + 1}`,
        receiptId: id,
        poLineId: poLineId(po, lineNo),
        quantity: quantity.toFixed(2),
      }),
    );
  });
  return { receipts, lines };
}
