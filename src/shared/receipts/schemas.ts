import { z } from 'zod';
import { numberField, quantityRule } from '@shared/numbers';
import { normalizeDate, optionalText } from '@shared/text-fields';

/** Goods receipts against a purchase order ("Receive goods"). */
export const RECEIPT_MESSAGES = {
  receivedDate: 'Received date is required',
  date: 'Invalid date',
  futureDate: 'Received date cannot be in the future',
  lines: 'At least one line is required',
  poLineId: 'PO line is required',
  quantity: 'Quantity must be greater than 0',
  notALine: 'Not a line of this purchase order',
} as const;
const M = RECEIPT_MESSAGES;

/**
 * The latest calendar date anywhere on earth right now (UTC+14), so a receipt dated "today" by a user
 * ahead of the server's time zone is not refused, while any later date is.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const quantity = numberField(quantityRule({ exclusiveMin: true, minMessage: M.quantity }));

export const receiptLineSchema = z.object({
  poLineId: z.string({ error: M.poLineId }).trim().min(1, { error: M.poLineId }).max(100),
  quantity,
});

/** POST /api/purchase-orders/{id}/receipts */
export const receiptInputSchema = z.object({
  receivedDate: z
    .string({ error: M.receivedDate })
    .trim()
    .min(1, { error: M.receivedDate })
    .transform((v, ctx) => {
      const day = normalizeDate(v);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: M.date });
        return z.NEVER;
      }
      if (day > latestToday()) ctx.addIssue({ code: 'custom', message: M.futureDate });
      return day;
    }),
  notes: optionalText(2000),
  lines: z.array(receiptLineSchema, { error: M.lines }).min(1, { error: M.lines }).max(500),
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;
export type ReceiptValues = z.output<typeof receiptInputSchema>;

/** A goods receipt as GET /api/purchase-orders/{id}/receipts answers it. */
export const goodsReceiptSchema = z
  .object({
    id: z.string(),
    purchaseOrderId: z.string(),
    receivedDate: z.string(),
    receivedById: z.string(),
    receivedBy: z.string(),
    notes: z.string().nullable(),
    createdAt: z.string(),
    lines: z.array(
      z.object({
        poLineId: z.string(),
        lineNo: z.number().int(),
        description: z.string(),
        quantity: z.number(),
      }),
    ),
  })
  .meta({ id: 'GoodsReceipt' });
export type GoodsReceipt = z.infer<typeof goodsReceiptSchema>;

/** The answer of POST …/receipts: the receipt and where the PO now stands. */
export const receiptResultSchema = goodsReceiptSchema.extend({
  purchaseOrderStatus: z.string(),
  fullyReceived: z.boolean(),
});
export type ReceiptResult = z.infer<typeof receiptResultSchema>;
