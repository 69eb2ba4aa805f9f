import type { FastifyInstance } from 'fastify';

export async function receiptsRoutes(_app: FastifyInstance) {}
