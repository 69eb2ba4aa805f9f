import { z } from 'zod';
import { ANALYTICS_MONTHS } from './schemas';

/** Saved filter sets (spec section 3): name, description, and the filters of the Analytics page. */

export const FILTER_SET_MESSAGES = {
  name: 'Name is required',
  tooLong: (max: number) => `String must contain at most ${max} characters`,
  months: 'Time window must be 3, 6, 12 or 24 months',
  amount: 'Amount must be a number of at least 0',
} as const;
const M = FILTER_SET_MESSAGES;

const text = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: M.tooLong(max) });
const amount = z.number({ error: M.amount }).min(0, { error: M.amount }).max(1e12, { error: M.amount });

/**
 * A set's filters (spec section 3: department, time window, category, amount, type and status; and the
 * page's SKU and free text). Every one optional; `timeWindow` in months.
 */
export const filterSetFiltersSchema = z
  .object({
    department: text().optional(),
    timeWindow: z
      .number({ error: M.months })
      .refine((v) => (ANALYTICS_MONTHS as readonly number[]).includes(v), { error: M.months })
      .optional(),
    category: text().optional(),
    minAmount: amount.optional(),
    maxAmount: amount.optional(),
    type: text().optional(),
    status: text().optional(),
    sku: text().optional(),
    q: text().optional(),
  })
  .strict();
export type FilterSetFilters = z.infer<typeof filterSetFiltersSchema>;

/** POST /api/analytics/filter-sets */
export const createFilterSetSchema = z.object({
  name: z
    .string({ error: M.name })
    .trim()
    .min(1, { error: M.name })
    .max(100, { error: M.tooLong(100) }),
  description: text(500).optional().default(''),
  filters: filterSetFiltersSchema.default({}),
});
export type CreateFilterSet = z.input<typeof createFilterSetSchema>;

export const filterSetSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    filters: filterSetFiltersSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'FilterSet' });
export type FilterSet = z.infer<typeof filterSetSchema>;

/** DELETE /api/analytics/filter-sets/{id} */
export const deletedFilterSetSchema = z.object({ id: z.string(), deleted: z.literal(true) });
