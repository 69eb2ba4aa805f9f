import type { FastifyInstance } from 'fastify';

export async function rfpsRoutes(_app: FastifyInstance) {}
