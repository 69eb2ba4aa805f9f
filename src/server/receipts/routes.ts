import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  goodsReceiptSchema,
  receiptInputSchema,
  receiptResultSchema,
  type ReceiptResult,
} from '@shared/receipts/schemas';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { findVisiblePurchaseOrder } from '../purchase-orders/queries';
import { recordReceipt } from './create';
import { listReceipts } from './queries';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * Goods receipts of a purchase order. Recording one is for procurement (manage_purchase_orders) or
 * the requester of the PO's request — checked in the use case, as it depends on the record.
 */
export async function receiptsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['receipts'];

  r.get(
    '/api/purchase-orders/:id/receipts',
    {
      schema: {
        tags,
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: listOf(goodsReceiptSchema) },
      },
    },
    async (req, reply) => {
      const po = await findVisiblePurchaseOrder(db, requireUser(req), req.params.id);
      return sendList(reply, await listReceipts(db, po.id, req.query));
    },
  );

  r.post(
    '/api/purchase-orders/:id/receipts',
    { schema: { tags, params: idParams, body: receiptInputSchema, response: { 201: receiptResultSchema } } },
    async (req, reply) => {
      const result = await recordReceipt(db, requireUser(req), req.params.id, req.body);
      const { rows } = await listReceipts(db, result.purchaseOrderId, { limit: 1, offset: 0 }, [
        result.receiptId,
      ]);
      const body: ReceiptResult = {
        ...rows[0]!,
        purchaseOrderStatus: result.status,
        fullyReceived: result.fullyReceived,
      };
      return reply.status(201).send(body);
    },
  );
}
