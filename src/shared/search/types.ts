import { z } from 'zod';
import { queryInteger } from '@shared/numbers';

/** Home search (spec section 2, Home / welcome; section 5, Home search). */
export const SEARCH_RESULT_TYPES = [
  'vendor',
  'product',
  'contract',
  'requisition',
  'purchase-order',
  'invoice',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchResultType, string> = {
  vendor: 'Vendor',
  product: 'Product',
  contract: 'Contract',
  requisition: 'Requisition',
  'purchase-order': 'Purchase Order',
  invoice: 'Invoice',
};

/** Results appear once more than 2 characters are typed. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_PER_TYPE_LIMIT = 8;
/** The box un-focuses this long after blur (spec section 9). */
export const SEARCH_BLUR_DELAY_MS = 200;

export const searchQuerySchema = z.object({
  q: z.string().max(200, { error: 'Search text is too long' }).default(''),
  limit: queryInteger({
    min: 1,
    max: SEARCH_MAX_LIMIT,
    default: SEARCH_DEFAULT_LIMIT,
    message: `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`,
  }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** GET /api/search answers an array of these. */
export const searchResultSchema = z
  .object({
    id: z.string(),
    type: z.enum(SEARCH_RESULT_TYPES),
    name: z.string(),
    vendor: z.string().optional(),
    category: z.string().optional(),
    /** Products: unit price as text, e.g. "$249.00". */
    price: z.string().optional(),
    status: z.string().optional(),
    /** Contracts: end date, YYYY-MM-DD. */
    expires: z.string().optional(),
    department: z.string().optional(),
    /** Requisitions, purchase orders and invoices: amount as text, e.g. "$4,250.00". */
    amount: z.string().optional(),
    /** Where the record opens in the app. */
    href: z.string(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;
