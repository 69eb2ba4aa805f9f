import type { FastifyInstance } from 'fastify';

export async function purchaseOrdersRoutes(_app: FastifyInstance) {}
