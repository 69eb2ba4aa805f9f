import type { SessionUser } from '@shared/auth/types';
import { downloadPdfRefusal } from '@shared/purchase-orders/policies';
import type { DbOrTx } from '../../db/client';
import { enforce } from '../../http/errors';
import { findVisiblePurchaseOrder } from '../queries';
import { loadPoPdfData } from './data';
import { poPdfFileName, type PoPdfData } from './model';
import { renderPoPdf } from './render';

export type PoPdf = { fileName: string; mimeType: 'application/pdf'; content: Buffer; data: PoPdfData };

/** The PDF of one PO as it stands in `db` (the caller's transaction when given one). */
export async function purchaseOrderPdf(db: DbOrTx, poId: string): Promise<PoPdf> {
  const data = await loadPoPdfData(db, poId);
  const content = Buffer.from(await renderPoPdf(data));
  return { fileName: poPdfFileName(data.poNumber), mimeType: 'application/pdf', content, data };
}

/**
 * GET /api/purchase-orders/{id}/pdf: the PDF the vendor is mailed on issue, for whoever may see the
 * PO (404 otherwise) once it is approved (409 before, with the policy's message).
 */
export async function downloadPurchaseOrderPdf(
  db: DbOrTx,
  user: SessionUser,
  idOrNumber: string,
): Promise<PoPdf> {
  const po = await findVisiblePurchaseOrder(db, user, idOrNumber);
  enforce(downloadPdfRefusal(po));
  return purchaseOrderPdf(db, po.id);
}
