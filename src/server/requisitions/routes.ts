import type { FastifyInstance } from 'fastify';

export async function requisitionsRoutes(_app: FastifyInstance) {}
