import type { FastifyInstance } from 'fastify';

export async function analyticsRoutes(_app: FastifyInstance) {}
