import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors';

/**
 * The typed API contract: every /api route declares the body of each success it sends (a Zod schema
 * of src/shared/<area>/, the one the client parses too); this adds the one error shape of
 * src/shared/errors.ts as its 4xx and 5xx answers, so the OpenAPI document at /api/docs lists it on
 * every route and every error goes out through it (`http/contract.api.test.ts` keeps both true).
 */
export const ERROR_RESPONSES = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** The routes the contract covers: the API, less the documentation's own pages. */
export const isContractRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** A download: the stored file's bytes under its own media type (not serialised; documented only). */
export const fileResponse = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
});

/** How an upload's files are documented: multipart parts read by `http/uploads.ts`, not a validated body. */
const UPLOAD_BODY = {
  type: 'object',
  description:
    'multipart/form-data: the files, each a part of its own (see the route description for the field names).',
  additionalProperties: { type: 'string', format: 'binary' },
};

/**
 * The OpenAPI document of a route: its Zod schemas as JSON Schema, and the body types it takes
 * (`config.contentTypes`); an upload without a JSON body is documented as its multipart parts.
 */
export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const types = input.route.config?.contentTypes;
  if (!types?.includes('multipart/form-data') || out.schema.hide) return out;
  return { ...out, schema: { ...out.schema, consumes: [...types], body: out.schema.body ?? UPLOAD_BODY } };
};

type SerializerCompiler = typeof serializerCompiler;

/** Paths of `sent` (JSON values) that `serialised` lacks or holds differently. */
export function contractDrift(sent: unknown, serialised: unknown, path = '$'): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(serialised) || serialised.length !== sent.length) return [path];
    return sent.flatMap((item, i) => contractDrift(item, serialised[i], `${path}[${i}]`));
  }
  if (sent !== null && typeof sent === 'object') {
    if (serialised === null || typeof serialised !== 'object' || Array.isArray(serialised)) return [path];
    const out = serialised as Record<string, unknown>;
    return Object.entries(sent).flatMap(([key, value]) =>
      key in out ? contractDrift(value, out[key], `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return Object.is(sent, serialised) ? [] : [path];
}

/**
 * Serialising through a schema drops the keys it lacks. Strict (tests, browser tests): a response
 * that loses or changes anything on the way out is an error instead, so a schema missing a field the
 * client reads fails a test rather than silently emptying a screen.
 */
const strictSerializerCompiler: SerializerCompiler = (route) => {
  const serialise = serializerCompiler(route);
  return (data) => {
    const json = serialise(data);
    const drift = contractDrift(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (drift.length > 0) {
      throw new Error(
        `${route.method} ${route.url} ${route.httpStatus}: the response schema drops or changes ${drift.slice(0, 5).join(', ')}`,
      );
    }
    return json;
  };
};

export function installContract(app: FastifyInstance, opts: { strict: boolean }) {
  app.setSerializerCompiler(opts.strict ? strictSerializerCompiler : serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (!isContractRoute(route.url)) return;
    const schema: FastifySchema = route.schema ?? {};
    route.schema = {
      ...schema,
      response: { ...ERROR_RESPONSES, ...(schema.response as object | undefined) },
    };
  });
}

/**
 * The document's components: the named schemas its operations refer to (directly or through each
 * other). Zod's registry also holds an input twin of every named output schema; unused, it is left out.
 */
export const documentComponents: typeof jsonSchemaTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const all = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        visit(all[name]);
      }
    }
  };
  visit(doc.paths);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};
