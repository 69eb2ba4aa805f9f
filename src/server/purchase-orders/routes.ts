import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  poCancelSchema,
  poCreateSchema,
  poPatchResultSchema,
  poPatchSchema,
  purchaseOrderDetailSchema,
  purchaseOrderSchema,
  releaseSchema,
  type PoPatchResult,
} from '@shared/purchase-orders/schemas';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { fileResponse } from '../http/contract';
import { sendDownload } from '../http/files';
import { getPurchaseOrderDetail } from './detail';
import { listPurchaseOrders } from './queries';
import { patchPurchaseOrder } from './update';
import { createPurchaseOrder } from './create';
import { cancelPurchaseOrder, issuePurchaseOrder } from './actions';
import { createRelease } from './releases';
import { downloadPurchaseOrderPdf } from './pdf/document';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The list's filters and sort (also read by its export, src/server/exports). */
export const listQuery = listQuerySchema.extend({
  /** all, pending, approved, in-progress, completed, rejected, cancelled (comma-separated for several). */
  status: z.string().trim().max(100).optional(),
  vendorId: z.string().trim().max(100).optional(),
  contractId: z.string().trim().max(100).optional(),
  department: z.string().trim().max(100).optional(),
  /** The releases of one blanket PO. */
  parentPoId: z.string().trim().max(100).optional(),
});

export async function purchaseOrdersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['purchase-orders'];

  r.get(
    '/api/purchase-orders',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(purchaseOrderSchema) } } },
    async (req, reply) => {
      return sendList(reply, await listPurchaseOrders(db, requireUser(req), req.query));
    },
  );

  r.get(
    '/api/purchase-orders/:id',
    { schema: { tags, params: idParams, response: { 200: purchaseOrderDetailSchema } } },
    async (req) => getPurchaseOrderDetail(db, requireUser(req), req.params.id),
  );

  /** The PO as the vendor receives it on issue; whoever sees the PO, once it is approved (409 before). */
  r.get(
    '/api/purchase-orders/:id/pdf',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: fileResponse('The purchase order as a PDF (application/pdf, <PO number>.pdf).') },
      },
    },
    async (req, reply) =>
      sendDownload(reply, await downloadPurchaseOrderPdf(db, requireUser(req), req.params.id)),
  );

  r.patch(
    '/api/purchase-orders/:id',
    {
      schema: { tags, params: idParams, body: poPatchSchema, response: { 200: poPatchResultSchema } },
      config: { permission: 'manage_purchase_orders' },
    },
    async (req): Promise<PoPatchResult> => {
      const user = requireUser(req);
      const { id, reapproval } = await patchPurchaseOrder(db, user, req.params.id, req.body);
      return { ...(await getPurchaseOrderDetail(db, user, id)), reapproval };
    },
  );

  r.post(
    '/api/purchase-orders',
    {
      schema: { tags, body: poCreateSchema, response: { 201: purchaseOrderDetailSchema } },
      config: { permission: 'manage_purchase_orders' },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const po = await createPurchaseOrder(db, user, req.body);
      return reply.status(201).send(await getPurchaseOrderDetail(db, user, po.id));
    },
  );

  r.post(
    '/api/purchase-orders/:id/issue',
    {
      schema: { tags, params: idParams, response: { 200: purchaseOrderDetailSchema } },
      config: { permission: 'manage_purchase_orders' },
    },
    async (req) => {
      const user = requireUser(req);
      return getPurchaseOrderDetail(db, user, await issuePurchaseOrder(db, user, req.params.id));
    },
  );

  r.post(
    '/api/purchase-orders/:id/cancel',
    {
      schema: { tags, params: idParams, body: poCancelSchema, response: { 200: purchaseOrderDetailSchema } },
      config: { permission: 'manage_purchase_orders' },
    },
    async (req) => {
      const user = requireUser(req);
      const id = await cancelPurchaseOrder(db, user, req.params.id, req.body.reason);
      return getPurchaseOrderDetail(db, user, id);
    },
  );

  /** Procurement or the blanket's requester (checked in the use case). */
  r.post(
    '/api/purchase-orders/:id/releases',
    { schema: { tags, params: idParams, body: releaseSchema, response: { 201: purchaseOrderDetailSchema } } },
    async (req, reply) => {
      const user = requireUser(req);
      const release = await createRelease(db, user, req.params.id, req.body);
      return reply.status(201).send(await getPurchaseOrderDetail(db, user, release.id));
    },
  );
}
