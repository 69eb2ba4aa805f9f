import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { installValidationMessages } from './validation-messages';

installValidationMessages();

const message = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('generic validation messages (spec section 5)', () => {
  it('says Required for a missing value and Expected X, received Y for a wrong type', () => {
    expect(message(z.object({ name: z.string() }), {})).toBe('Required');
    expect(message(z.string(), 12)).toBe('Expected string, received number');
    expect(message(z.number(), 'x')).toBe('Expected number, received string');
    expect(message(z.int(), 1.5)).toBe('Expected integer, received float');
  });

  it('says Invalid email', () => {
    expect(message(z.email(), 'nope')).toBe('Invalid email');
  });

  it('words string lengths and number bounds', () => {
    expect(message(z.string().min(3), 'ab')).toBe('String must contain at least 3 characters');
    expect(message(z.string().max(3), 'abcd')).toBe('String must contain at most 3 characters');
    expect(message(z.number().min(1), 0)).toBe('Number must be greater than or equal to 1');
    expect(message(z.number().positive(), 0)).toBe('Number must be greater than 0');
    expect(message(z.number().max(10), 11)).toBe('Number must be less than or equal to 10');
  });

  it("keeps a schema's own message", () => {
    expect(message(z.string({ error: 'Department is required' }), undefined)).toBe('Department is required');
  });
});
