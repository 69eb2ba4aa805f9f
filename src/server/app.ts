import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { trustProxyOption } from './config/web';
import type { Database } from './db/client';
import type { RouteInfo } from './http/types';
import { documentComponents, documentRoute, installContract, isContractRoute } from './http/contract';
import { installErrorHandling } from './http/error-handler';
import { installAbandonedRequestCheck, installOverloadGuard } from './http/overload';
import { loggerOptions, type LogStream } from './http/logging';
import { installInputGuard } from './http/input-guard';
import { installUploads } from './http/uploads';
import { installGuard } from './auth/guard';
import { installRequestChecks } from './http/request-checks';
import { installSecurityHeaders } from './http/security-headers';
import { registerRoutes } from './routes';
import { installValidationMessages } from '@shared/validation-messages';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const COMPRESS_THRESHOLD = 1024;

/** Every route registered in this scope from now on is public (static files; the docs when open). */
const markRoutesPublic = (scope: FastifyInstance) =>
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });

/** The global API limit applies to the routes the router matched under /api, whatever the raw URL looked like. */
const isApiRoute = (req: FastifyRequest) => req.routeOptions.url?.startsWith('/api/') === true;

export async function buildApp(
  config: Config,
  database: Database,
  opts: { logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.decorate('config', config);
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  installContract(app, { strict: config.strictResponses });
  app.addHook('onRoute', (route) => {
    if (!isContractRoute(route.url) || route.url === '/api/*') return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        public: !!route.config?.public,
        permission: route.config?.permission,
        response: (route.schema?.response ?? {}) as Record<string, unknown>,
      });
    }
  });
  app.decorate('database', database);
  installOverloadGuard(app, config.overload);
  installValidationMessages();
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandling(app);
  await installSecurityHeaders(app);
  installInputGuard(app);
  installUploads(app);

  // API answers of 1 KB or more go out brotli- or gzip-compressed as the client accepts (brotli at a
  // quality quick enough per request); the built client is compressed at build time (preCompressed).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 100 } });
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimit,
    timeWindow: '1 minute',
    allowList: (req) => !isApiRoute(req),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Procura API', version: '1.0.0', description: 'Procurement and spend management.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'procura_session' } } },
      security: [{ session: [] }],
    },
    transform: documentRoute,
    transformObject: documentComponents,
  });
  // Open outside production (API_DOCS_PUBLIC); otherwise the docs need a session like any route.
  await app.register(async (docs) => {
    if (config.apiDocsPublic) markRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  });
  installRequestChecks(app);
  installGuard(app);
  installAbandonedRequestCheck(app);

  await app.register(registerRoutes);
  // Unknown API paths: the guard answers 401 first when signed out, then this 404.
  app.all('/api/*', { schema: { hide: true } }, (req, reply) =>
    reply
      .status(404)
      .send({ message: `No API route ${req.method} ${req.url.split('?')[0]}`, code: 'not_found' }),
  );

  if (existsSync(config.clientDir)) {
    await app.register(async (client) => {
      markRoutesPublic(client);
      await client.register(fastifyStatic, {
        root: config.clientDir,
        wildcard: false,
        index: false,
        maxAge: '1h',
        // The .br/.gz files the build wrote beside each asset (scripts/vite-precompress.mjs).
        preCompressed: true,
        // The build's manifest is for scripts/bundle-size.mjs, not for browsers.
        allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      });
      const spa = (_req: unknown, reply: import('fastify').FastifyReply) =>
        reply.header('Cache-Control', 'no-cache').sendFile('index.html', { maxAge: 0 });
      client.get('/*', { schema: { hide: true }, config: { public: true } }, spa);
    });
  }
  return app;
}
