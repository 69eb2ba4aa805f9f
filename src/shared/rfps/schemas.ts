import { z } from 'zod';
import { RFP_DEPARTMENTS } from '@shared/departments';

/** Spec section 9. */
export const RFP_CATEGORIES = [
  'IT Services',
  'Professional Services',
  'Construction',
  'Maintenance',
  'Consulting',
  'Equipment',
] as const;

/** Spec section 4: statuses and their labels. */
export const RFP_STATUSES = ['draft', 'sent', 'responses', 'closed'] as const;
export type RfpStatus = (typeof RFP_STATUSES)[number];
export const RFP_STATUS_LABELS: Record<RfpStatus, string> = {
  draft: 'Draft',
  sent: 'Sent to Vendors',
  responses: 'Receiving Responses',
  closed: 'Closed',
};

/** Spec section 8. */
export const RFP_CREATED = {
  title: 'RFP Created Successfully',
  description: 'Your Request for Proposal has been created and is ready to send to vendors.',
} as const;

/** A deadline before the server's today (checked at create, on the server's calendar). */
export const DEADLINE_PAST_MESSAGE = 'Deadline cannot be in the past';

/** The form layer's generic messages (spec section 5). */
const REQUIRED = 'Required';
const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && !input.trim());

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) =>
      isBlank(iss.input) ? REQUIRED : `Expected one of ${values.join(', ')}, received ${String(iss.input)}`,
  });

/** Comma separated text or a list; each address trimmed, empty ones dropped, no per-address check (spec section 5). */
export function splitVendorEmails(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The RFP form (spec section 5) and POST /api/rfps body (section 7). createdDate, status and responseCount are ignored. */
export const createRfpSchema = z.object({
  title: requiredText(200),
  category: oneOf(RFP_CATEGORIES),
  description: requiredText(5000),
  requirements: requiredText(10000),
  budget: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  deadline: z.iso
    .date({ error: (iss) => (isBlank(iss.input) ? REQUIRED : 'Invalid date') })
    .refine((d) => !d.startsWith('0000'), { error: 'Invalid date' }),
  department: oneOf(RFP_DEPARTMENTS),
  contactEmail: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(254)
    .pipe(z.email({ error: 'Invalid email' })),
  vendorEmails: z
    .union([z.string().max(5000), z.array(z.string().max(254)).max(200)], {
      error: 'Expected a comma separated list of emails',
    })
    .nullish()
    .transform(splitVendorEmails),
});
export type CreateRfpInput = z.input<typeof createRfpSchema>;
export type CreateRfp = z.output<typeof createRfpSchema>;

/** The fields of an RFP that its list view and its detail share (spec section 3 "RFP"). */
export const rfpFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  requirements: z.string(),
  budget: z.string().nullable(),
  deadline: z.string(),
  contactEmail: z.string(),
  department: z.string(),
  createdDate: z.string(),
  status: z.enum(RFP_STATUSES),
  /** The live count of submitted responses. */
  responseCount: z.number().int(),
  /** When bidding ends (the end of the deadline day); responses are taken while biddingOpen. */
  closesAt: z.string(),
  biddingOpen: z.boolean(),
});

/** An RFP as the API lists it (spec section 3 "RFP"). */
export const rfpViewSchema = rfpFieldsSchema
  .extend({
    vendorEmails: z.array(z.string()),
    vendorCount: z.number().int(),
    awardedVendorName: z.string().nullable(),
    awardedAmount: z.string().nullable(),
  })
  .meta({ id: 'Rfp' });
export type RfpView = z.infer<typeof rfpViewSchema>;

/** GET /api/rfps/summary: the hub's live "active RFPs" figure (status other than closed, visible to the user). */
export const rfpSummarySchema = z.object({ active: z.number().int() }).meta({ id: 'RfpSummary' });
export type RfpSummary = z.infer<typeof rfpSummarySchema>;
