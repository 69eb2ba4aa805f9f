import type { FastifyInstance } from 'fastify';

export async function contractsRoutes(_app: FastifyInstance) {}
