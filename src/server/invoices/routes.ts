import type { FastifyInstance } from 'fastify';

export async function invoicesRoutes(_app: FastifyInstance) {}
