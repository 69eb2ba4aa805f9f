import { z } from 'zod';

/**
 * The form layer's generic validation messages (spec section 5): Required; Expected X, received Y;
 * Invalid email; String must contain at least / at most N characters; Number must be greater / less
 * than N. A schema's own message (the spec's wording for a field) still wins; anything else falls back
 * to Zod's default wording.
 */
type Issue = z.core.$ZodRawIssue;

function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return 'nan';
    return Number.isInteger(input) ? 'number' : 'float';
  }
  if (input instanceof Date) return 'date';
  return typeof input;
}

export function genericMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Required';
      const expected = issue.expected === 'int' ? 'integer' : issue.expected;
      const received = receivedType(issue.input);
      return `Expected ${expected}, received ${received === 'float' && expected !== 'integer' ? 'number' : received}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'Invalid email' : undefined;
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = String(small ? issue.minimum : issue.maximum);
      if (issue.origin === 'string') {
        const bound = issue.exact ? 'exactly' : small ? (issue.inclusive ? 'at least' : 'over') : 'at most';
        return `String must contain ${bound} ${limit} characters`;
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        const bound = small ? 'greater than' : 'less than';
        return `Number must be ${bound}${issue.inclusive ? ' or equal to' : ''} ${limit}`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Installs the generic messages for every schema; the client and the server call it at start. */
export function installValidationMessages(): void {
  z.config({ customError: genericMessage });
}
