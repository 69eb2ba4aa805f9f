import type { FastifyInstance } from 'fastify';

export async function assistantRoutes(_app: FastifyInstance) {}
