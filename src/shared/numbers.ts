import { z } from 'zod';

/**
 * The one set of number schemas every form and API body uses. A number comes as a JSON number or as
 * a string in plain decimal notation only ("12", "-3.5", "0.25"): "0x10", "1e3", "Infinity", " "
 * and "1,000" are not numbers. Each kind is bounded by the column that stores it and has at most
 * that column's decimals; the messages are the form layer's generic wording (spec section 5).
 */

/** numeric(14,2): money. */
export const MONEY_MAX = 999_999_999_999.99;
/** numeric(12,2): quantities. */
export const QUANTITY_MAX = 9_999_999_999.99;
/** integer columns (days, counts). */
export const INTEGER_MAX = 2_147_483_647;

export const NUMBER_MESSAGES = {
  notANumber: 'Expected number, received string',
  notAnInteger: 'Expected integer, received float',
  atLeast: (n: number) => `Number must be greater than or equal to ${n}`,
  above: (n: number) => `Number must be greater than ${n}`,
  atMost: (n: number) => `Number must be less than or equal to ${n}`,
  decimals: (n: number) => `Number must have at most ${n} decimal places`,
} as const;
const M = NUMBER_MESSAGES;

export type NumberRule = {
  min?: number;
  /** true: the minimum itself is refused (quantity > 0). */
  exclusiveMin?: boolean;
  max: number;
  /** Digits allowed after the point (0: a whole number). */
  decimals: number;
  /** One message for every refusal (a field's own wording), else the generic ones. */
  message?: string;
  /** The message when under the minimum (e.g. the spec's "Quantity minimum is 1" wording). */
  minMessage?: string;
};

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Digits after the point of a plain decimal ("1.50" has 1: trailing zeros do not count). */
function decimalsOf(text: string): number {
  const [, fraction = ''] = text.split('.');
  return fraction.replace(/0+$/, '').length;
}

/** A JSON number's decimals, from its shortest form (1e-7 has 7). */
function decimalsOfNumber(n: number): number {
  const [mantissa, exponent] = String(Math.abs(n)).split('e');
  const digits = decimalsOf(mantissa!);
  return exponent ? Math.max(0, digits - Number(exponent)) : digits;
}

/**
 * Checks a number or numeric string against a rule; the message of the first refusal, else the
 * number (as a finite float; for strings the exact decimal value, rounded as JavaScript reads it).
 */
export function checkNumber(
  value: number | string,
  rule: NumberRule,
): { value: number } | { message: string } {
  const fail = (generic: string) => ({ message: rule.message ?? generic });
  let n: number;
  let decimals: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail(M.notANumber);
    n = value;
    decimals = decimalsOfNumber(value);
  } else {
    const text = value.trim();
    if (!PLAIN_DECIMAL.test(text)) return fail(M.notANumber);
    n = Number(text);
    decimals = decimalsOf(text);
  }
  if (rule.min !== undefined && (rule.exclusiveMin ? n <= rule.min : n < rule.min)) {
    return {
      message: rule.minMessage ?? rule.message ?? (rule.exclusiveMin ? M.above : M.atLeast)(rule.min),
    };
  }
  if (n > rule.max) return fail(M.atMost(rule.max));
  if (decimals > rule.decimals) return fail(rule.decimals === 0 ? M.notAnInteger : M.decimals(rule.decimals));
  return { value: n === 0 ? 0 : n };
}

/** "Expected number, received boolean" — the generic wording for a value of the wrong type. */
function typeMessage(input: unknown): string {
  if (input === undefined) return 'Required';
  const received = input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
  return `Expected number, received ${received}`;
}

/** A required number: a JSON number or a plain decimal string. */
export const numberField = (rule: NumberRule) =>
  z
    .union([z.number(), z.string()], { error: (iss) => rule.message ?? typeMessage(iss.input) })
    .transform((v, ctx) => {
      const out = checkNumber(v, rule);
      if ('message' in out) {
        ctx.addIssue({ code: 'custom', message: out.message });
        return z.NEVER;
      }
      return out.value;
    });

/**
 * An optional number as forms send it (a number input gives a number, a numeric string, or NaN when
 * emptied): absent → undefined; null, blank or NaN → null; anything else is checked.
 */
export const optionalNumberField = (rule: NumberRule) =>
  z
    .union([z.number(), z.nan(), z.string(), z.null()], {
      error: (iss) => rule.message ?? typeMessage(iss.input),
    })
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'number' && Number.isNaN(v))) return null;
      if (typeof v === 'string' && v.trim() === '') return null;
      const out = checkNumber(v, rule);
      if ('message' in out) {
        ctx.addIssue({ code: 'custom', message: out.message });
        return z.NEVER;
      }
      return out.value;
    });

type Bounds = { min?: number; exclusiveMin?: boolean; message?: string; minMessage?: string };

/** Money: numeric(14,2), 0 or more unless told. */
export const moneyRule = (b: Bounds = {}): NumberRule => ({ min: 0, ...b, max: MONEY_MAX, decimals: 2 });
/** A quantity: numeric(12,2). */
export const quantityRule = (b: Bounds = {}): NumberRule => ({
  min: 0,
  ...b,
  max: QUANTITY_MAX,
  decimals: 2,
});
/** A percentage from 0 to 100 with 2 decimals. */
export const percentageRule = (b: Omit<Bounds, 'min'> = {}): NumberRule => ({
  min: 0,
  ...b,
  max: 100,
  decimals: 2,
});
/** A whole number of an integer column, 0 or more unless told. */
export const integerRule = (b: Bounds & { max?: number } = {}): NumberRule => ({
  min: 0,
  max: INTEGER_MAX,
  ...b,
  decimals: 0,
});

/** An integer query parameter (limit, offset): a plain whole number within bounds, or the default. */
export const queryInteger = (rule: { min: number; max: number; default: number; message?: string }) =>
  numberField({ min: rule.min, max: rule.max, decimals: 0, message: rule.message }).default(rule.default);

export const TOTAL_MESSAGES = {
  line: `Line total must be less than or equal to ${MONEY_MAX}`,
  sum: `Total must be less than or equal to ${MONEY_MAX}`,
} as const;

/**
 * Lines whose total (quantity × unit price; a blank quantity counts 1, a blank price 0) would not fit in money, and whether their
 * sum would not: each is a 400 on the line's unit price or on the lines, never a database overflow.
 */
export function oversizedTotals(lines: { quantity?: number | null; unitPrice?: number | null }[]): {
  lines: number[];
  sum: boolean;
} {
  const maxCents = Math.round(MONEY_MAX * 100);
  const cents = lines.map((l) => Math.round((l.quantity ?? 1) * Math.round((l.unitPrice ?? 0) * 100)));
  return {
    lines: cents.flatMap((c, i) => (Math.abs(c) > maxCents ? [i] : [])),
    sum: Math.abs(cents.reduce((a, c) => a + c, 0)) > maxCents,
  };
}

/** Zod issues for `oversizedTotals`, under the lines' field name. */
export function totalIssues(
  lines: { quantity?: number | null; unitPrice?: number | null }[],
  field: string,
): { code: 'custom'; path: (string | number)[]; message: string }[] {
  const over = oversizedTotals(lines);
  const perLine = over.lines.map((i) => ({
    code: 'custom' as const,
    path: [field, i, 'unitPrice'],
    message: TOTAL_MESSAGES.line,
  }));
  if (perLine.length || !over.sum) return perLine;
  return [{ code: 'custom', path: [field], message: TOTAL_MESSAGES.sum }];
}
