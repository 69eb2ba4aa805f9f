import type { FastifyInstance } from 'fastify';

export async function approvalsRoutes(_app: FastifyInstance) {}
