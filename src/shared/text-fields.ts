import { z } from 'zod';

/** The messages of the text and date fields every record's schemas share (spec wording). */
export const FIELD_MESSAGES = {
  date: 'Invalid date',
  tooLong: (max: number) => `String must contain at most ${max} characters`,
} as const;
const M = FIELD_MESSAGES;

/**
 * Optional text: blank or null → null ("clear it"), absent → undefined ("leave it"), else trimmed.
 * The input type stays a plain string so the schema suits form libraries as well as the API.
 */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { error: M.tooLong(max) })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const requiredText = (message: string, max = 5000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: M.tooLong(max) });

const DATE_LIKE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;
/** YYYY-MM-DD (a longer ISO timestamp is cut to its date) of a real calendar day from year 1, else null. */
export function normalizeDate(value: string): string | null {
  const m = DATE_LIKE.exec(value.trim());
  if (!m) return null;
  const day = m[0].slice(0, 10);
  if (day.startsWith('0000')) return null; // no year 0 (PostgreSQL refuses it)
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

export const optionalDate = () =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v.trim() === '') return null;
      const day = normalizeDate(v);
      if (!day) ctx.addIssue({ code: 'custom', message: M.date });
      return day;
    });
