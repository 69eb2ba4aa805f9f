import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolidationOpportunityViewSchema } from '@shared/cost-savings/schemas';
import { consolidationOpportunities } from '../db/schema/savings';
import { newId } from '../lib/ids';
import { opportunityView } from './opportunity-status';

const body = z.object({
  category: z.string().trim().min(1).max(100),
  recommendedVendor: z.string().trim().min(1).max(200),
  potentialSavings: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .default('100.00'),
  aiConfidence: z.number().min(0).max(1).default(0.7),
  /** Given: the opportunity is made actualized with this realized amount (as invoices would leave it). */
  realizedSavings: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .optional(),
});

/**
 * Test-only routes, registered only with TEST_ROUTES=true (never in production: config refuses it):
 * POST /api/test/consolidation-opportunities makes an identified opportunity for a browser test to act on
 * (or an actualized one with its realized amount, to see how the screen shows it)
 * (the browser tests make what they change, never the demo's rows).
 */
export async function costSavingsTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  r.post(
    '/api/test/consolidation-opportunities',
    {
      schema: {
        tags: ['test'],
        description:
          'Test only (TEST_ROUTES=true): an identified vendor consolidation opportunity (actualized with realizedSavings).',
        body,
        response: { 201: consolidationOpportunityViewSchema },
      },
      config: { permission: 'manage_vendors' },
    },
    async (req, reply) => {
      const b = req.body;
      const [row] = await db
        .insert(consolidationOpportunities)
        .values({
          id: newId('opp'),
          opportunityType: 'vendor_consolidation',
          category: b.category,
          currentVendors: [b.recommendedVendor, 'Second Source Supply', 'Third Source Supply'],
          recommendedVendor: b.recommendedVendor,
          currentSpend: '10000.00',
          potentialSavings: b.potentialSavings,
          savingsPercentage: ((Number(b.potentialSavings) / 10000) * 100).toFixed(2),
          aiConfidence: b.aiConfidence.toFixed(2),
          dataPoints: 18,
          status: b.realizedSavings ? 'actualized' : 'identified',
          realizedSavings: b.realizedSavings ?? null,
          statusChangedAt: b.realizedSavings ? new Date() : null,
          implementationEffort: 'low',
          similarItems: ['Copy paper, letter', 'Copy paper A4'],
          analysisMethod: 'text_similarity',
          evidence: {
            vendors: [
              { name: b.recommendedVendor, averageUnitPrice: '41.00', spend: '6000.00', orders: 10 },
              { name: 'Second Source Supply', averageUnitPrice: '46.00', spend: '4000.00', orders: 8 },
            ],
          },
        })
        .returning();
      return reply.status(201).send(opportunityView(row!));
    },
  );
}
