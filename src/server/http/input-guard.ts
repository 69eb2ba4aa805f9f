import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** PostgreSQL refuses NUL in text, and an unpaired UTF-16 surrogate is not text at all. */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const INVALID_CHARACTER_MESSAGE =
  'Contains a character that is not allowed (NUL or an unpaired surrogate)';

/**
 * The path ("lineItems.0.description", "q", "id") of the first string or key in `value` holding NUL
 * or a lone surrogate, else undefined. Walks with its own stack, so any nesting depth is fine.
 */
export function findInvalidText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (NOT_TEXT.test(node)) return path || '_';
    } else if (node && typeof node === 'object') {
      const entries = Array.isArray(node)
        ? node.map((v, i) => [String(i), v] as const)
        : Object.entries(node);
      for (const [key] of entries) if (NOT_TEXT.test(key)) return path ? `${path}.${key}` : key;
      // Reversed, so the first field is reported first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** 400 with a field message naming the field when `value` holds text PostgreSQL cannot store. */
export function assertValidText(value: unknown): void {
  const field = findInvalidText(value);
  if (field !== undefined) {
    throw badRequest(`${field}: ${INVALID_CHARACTER_MESSAGE}`, { [field]: INVALID_CHARACTER_MESSAGE });
  }
}

/**
 * Every request's path parameters, query and parsed body are checked before validation, once for
 * all routes (multipart fields are checked as they are read: http/files.ts).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    assertValidText(req.params);
    assertValidText(req.query);
    assertValidText(req.body);
  });
}
