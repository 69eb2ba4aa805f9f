import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { rfpDetailSchema, type RfpDetail } from '@shared/rfps/sourcing';
import { isBiddingOpen, RFP_STATE_MESSAGES } from '@shared/rfps/state';
import type { Db } from '../db/client';
import { rfps } from '../db/schema/rfps';
import { conflict } from '../http/errors';
import { requireUser } from '../auth/guard';
import { findVisibleRfp } from '../access/rfps';
import { closeBidding } from './deadline-job';
import { getRfpDetail } from './detail';
import { rfpIdParams } from './params';

/**
 * Brings an RFP's deadline to now and closes its bidding as the deadline job does (the browser tests'
 * clock: they never wait for a real deadline). 409 when it is not taking responses.
 */
export async function closeBiddingNow(db: Db, user: SessionUser, id: string): Promise<RfpDetail> {
  await db.transaction(async (tx) => {
    const rfp = await findVisibleRfp(tx, user, id, true);
    if (!isBiddingOpen(rfp))
      throw conflict(rfp.status === 'draft' ? RFP_STATE_MESSAGES.notSent : RFP_STATE_MESSAGES.biddingClosed);
    await tx
      .update(rfps)
      .set({ closesAt: sql`now()` })
      .where(and(eq(rfps.id, id), inArray(rfps.status, ['sent', 'responses'])));
    await closeBidding(tx, id);
  });
  return getRfpDetail(db, user, id);
}

/**
 * Test-only routes, registered only with TEST_ROUTES=true (never in production: config refuses it):
 * POST /api/test/rfps/{id}/close-bidding (manage_rfps).
 */
export async function rfpTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  r.post(
    '/api/test/rfps/:id/close-bidding',
    {
      schema: {
        tags: ['test'],
        description: 'Test only (TEST_ROUTES=true): the deadline is now; bidding closes as at the deadline.',
        params: rfpIdParams,
        response: { 200: rfpDetailSchema },
      },
      config: { permission: 'manage_rfps' },
    },
    async (req) => closeBiddingNow(db, requireUser(req), req.params.id),
  );
}
