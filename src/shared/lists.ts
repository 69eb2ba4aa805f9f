import { z } from 'zod';

/**
 * The answer of a list endpoint: one page of rows as a JSON array; the X-Total-Count header holds the
 * number of rows matching in all (the server's `sendList`), counted up to a cap: beyond it the header holds
 * the cap and X-Total-Count-Capped is `true` (more match; screens say "1,000+", or "100+" for a text search).
 */
export const listOf = <T extends z.ZodType>(row: T) =>
  z.array(row).meta({
    description:
      'The rows as a JSON array (a page of them where the route takes limit and offset); X-Total-Count holds the total.',
    headers: {
      'X-Total-Count': {
        type: 'integer',
        description:
          'The number of rows matching, all pages together (at most the cap; see X-Total-Count-Capped).',
      },
      'X-Total-Count-Capped': {
        type: 'boolean',
        description: 'Present (true) when more rows match than X-Total-Count, which then holds the cap.',
      },
    },
  });

/** A list's filter of one of `values`; `all` (the screens' "All" option) or blank means no filter. */
export const listFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v));
