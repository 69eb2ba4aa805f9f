import { receiptResultSchema } from '@shared/receipts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { ReceiptInput } from '@shared/receipts/schemas';

import { sendJson } from '../../lib/api';
import { receiptsUrl } from './queries';

/** POST /api/purchase-orders/{id}/receipts. Errors are the dialog's to show (meta.silent). */
export function useRecordReceipt(poId: string) {
  return useMutation({
    mutationFn: (input: ReceiptInput) => sendJson('POST', receiptsUrl(poId), input, receiptResultSchema),
    meta: { silent: true, changes: ['receipt'] },
  });
}
