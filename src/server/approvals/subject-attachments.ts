import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AttachmentInfo } from '@shared/requisitions/types';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { attachments } from '../db/schema/attachments';
import { attachmentInfoColumns } from '../lib/attachments';

/** A record's attachment names and its stored files (downloads: GET /api/attachments/{id}). */
export type SubjectAttachments = { attachments: string[]; attachmentFiles: AttachmentInfo[] };
export type Subject = { kind: 'requisition' | 'purchase-order' | 'invoice'; id: string };

/** A requisition's or purchase order's attachment names (a PO's with the request it came from). */
export type NamedRequisition = { id: string; names: string[] };
export type NamedPurchaseOrder = { id: string; requisitionId: string | null; names: string[] };

const PO_OWNERS = ['purchase-order'];
const NONE: SubjectAttachments = { attachments: [], attachmentFiles: [] };

/**
 * What approvers see before they decide (the approvals Review dialog, the review queue detail): the
 * attachments of each requisition (change orders included), purchase order — its own and those of
 * the request it came from, as the PO summary lists them — and invoice. At most four batched queries
 * for the whole page, whatever its length (fewer for the rows the caller read already); keyed
 * `${kind}:${id}`.
 */
export async function attachmentsOfSubjects(
  db: DbOrTx,
  subjects: readonly Subject[],
  /** The subjects' rows with their attachment names, when the caller read them already (no second read). */
  read: { requisitions?: readonly NamedRequisition[]; purchaseOrders?: readonly NamedPurchaseOrder[] } = {},
): Promise<(s: Subject) => SubjectAttachments> {
  const ids = (kind: Subject['kind']) => [
    ...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id)),
  ];
  const [reqIds, poIds, invoiceIds] = [ids('requisition'), ids('purchase-order'), ids('invoice')];
  const [pos, reqs, invs] = await Promise.all([
    read.purchaseOrders ??
      (poIds.length
        ? db
            .select({
              id: purchaseOrders.id,
              requisitionId: purchaseOrders.requisitionId,
              names: purchaseOrders.attachmentNames,
            })
            .from(purchaseOrders)
            .where(inArray(purchaseOrders.id, poIds))
        : []),
    read.requisitions ??
      (reqIds.length
        ? db
            .select({ id: requisitions.id, names: requisitions.attachmentNames })
            .from(requisitions)
            .where(inArray(requisitions.id, reqIds))
        : []),
    invoiceIds.length
      ? db
          .select({ id: invoices.id, names: invoices.attachmentNames })
          .from(invoices)
          .where(inArray(invoices.id, invoiceIds))
      : [],
  ]);
  const requestOfPo = new Map(pos.map((p) => [p.id, p.requisitionId]));
  const fileReqIds = [
    ...new Set([...reqIds, ...pos.flatMap((p) => (p.requisitionId ? [p.requisitionId] : []))]),
  ];
  const owners = [
    fileReqIds.length
      ? and(eq(attachments.ownerType, 'requisition'), inArray(attachments.ownerId, fileReqIds))
      : undefined,
    poIds.length
      ? and(inArray(attachments.ownerType, PO_OWNERS), inArray(attachments.ownerId, poIds))
      : undefined,
    invoiceIds.length
      ? and(eq(attachments.ownerType, 'invoice'), inArray(attachments.ownerId, invoiceIds))
      : undefined,
  ].filter((c) => c !== undefined);
  const files = owners.length
    ? await db
        .select({ ...attachmentInfoColumns, ownerType: attachments.ownerType, ownerId: attachments.ownerId })
        .from(attachments)
        .where(or(...owners))
        .orderBy(asc(attachments.createdAt), asc(attachments.id))
    : [];
  const info = (f: (typeof files)[number]): AttachmentInfo => ({
    id: f.id,
    fileName: f.fileName,
    mimeType: f.mimeType,
    size: f.size,
    createdAt: f.createdAt.toISOString(),
  });
  const filesOf = (ownerTypes: string[], ownerIds: (string | null | undefined)[]) =>
    files.filter((f) => ownerTypes.includes(f.ownerType) && ownerIds.includes(f.ownerId)).map(info);
  const names = new Map<string, string[]>([
    ...pos.map((p) => [`purchase-order:${p.id}`, p.names] as const),
    ...reqs.map((r) => [`requisition:${r.id}`, r.names] as const),
    ...invs.map((i) => [`invoice:${i.id}`, i.names] as const),
  ]);
  return (s) => {
    const listed = names.get(`${s.kind}:${s.id}`);
    if (!listed) return NONE;
    const stored =
      s.kind === 'purchase-order'
        ? [...filesOf(['requisition'], [requestOfPo.get(s.id)]), ...filesOf(PO_OWNERS, [s.id])]
        : filesOf([s.kind], [s.id]);
    return { attachments: listed, attachmentFiles: stored };
  };
}
