import type { FastifyInstance } from 'fastify';

export async function messagesRoutes(_app: FastifyInstance) {}
