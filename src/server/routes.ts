import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/system/health';
import { authRoutes } from './auth/routes';
import { requisitionsRoutes } from './requisitions/routes';
import { approvalsRoutes } from './approvals/routes';
import { purchaseOrdersRoutes } from './purchase-orders/routes';
import { receiptsRoutes } from './receipts/routes';
import { contractsRoutes } from './contracts/routes';
import { vendorsRoutes } from './vendors/routes';
import { invoicesRoutes } from './invoices/routes';
import { rfpsRoutes } from './rfps/routes';
import { rfpAwardRoutes } from './rfps/award-routes';
import { rfpResponseRoutes } from './rfps/response-routes';
import { dashboardRoutes } from './dashboard/routes';
import { eventsRoutes } from './events/routes';
import { costSavingsRoutes } from './cost-savings/routes';
import { analyticsRoutes } from './analytics/routes';
import { messagesRoutes } from './messages/routes';
import { messageWriteRoutes } from './messages/write-routes';
import { vendorReplyRoutes } from './messages/vendor-reply-routes';
import { searchRoutes } from './search/routes';
import { assistantRoutes } from './assistant/routes';
import { adminRoutes } from './admin/routes';
import { workflowRoutes } from './workflows/routes';
import { profileRoutes } from './profile/routes';
import { attachmentsRoutes } from './attachments/routes';
import { exportsRoutes } from './exports/routes';
import { anomaliesRoutes } from './analytics/anomalies/routes';
import { accessCheckRoutes } from './access-check/routes';

/** Each area registers its own routes here. */
export async function registerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: healthSchema } }, config: { public: true } },
    // Never shed, and never behind the pool (Database.ping): it answers while the instance is saturated.
    async () => {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind, time: new Date().toISOString() };
    },
  );
  await app.register(authRoutes);
  await app.register(requisitionsRoutes);
  await app.register(approvalsRoutes);
  await app.register(purchaseOrdersRoutes);
  await app.register(receiptsRoutes);
  await app.register(contractsRoutes);
  await app.register(vendorsRoutes);
  await app.register(invoicesRoutes);
  await app.register(rfpsRoutes);
  await app.register(rfpAwardRoutes);
  await app.register(rfpResponseRoutes);
  await app.register(dashboardRoutes);
  await app.register(eventsRoutes);
  await app.register(costSavingsRoutes);
  await app.register(analyticsRoutes);
  await app.register(messagesRoutes);
  await app.register(messageWriteRoutes);
  await app.register(vendorReplyRoutes);
  await app.register(searchRoutes);
  await app.register(assistantRoutes);
  await app.register(adminRoutes);
  await app.register(workflowRoutes);
  await app.register(profileRoutes);
  await app.register(attachmentsRoutes);
  await app.register(exportsRoutes);
  await app.register(anomaliesRoutes);
  await app.register(accessCheckRoutes);
}
