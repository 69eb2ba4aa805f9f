import type { FastifyInstance } from 'fastify';

export async function savingsRoutes(_app: FastifyInstance) {}
