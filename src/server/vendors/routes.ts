import type { FastifyInstance } from 'fastify';

export async function vendorsRoutes(_app: FastifyInstance) {}
