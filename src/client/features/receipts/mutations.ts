import { useMutation } from '@tanstack/react-query';
import type { ReceiptInput, ReceiptResult } from '@shared/receipts/schemas';

import { pendingSchema, sendJson } from '../../lib/api';
import { receiptsUrl } from './queries';

// response schema: pending (issue 9 rule 4)
const receiptResultSchema = pendingSchema<ReceiptResult>();

/** POST /api/purchase-orders/{id}/receipts. Errors are the dialog's to show (meta.silent). */
export function useRecordReceipt(poId: string) {
  return useMutation({
    mutationFn: (input: ReceiptInput) => sendJson('POST', receiptsUrl(poId), input, receiptResultSchema),
    meta: { silent: true, changes: ['receipt'] },
  });
}
