import { z } from 'zod';
import { rfpFieldsSchema } from './schemas';

/**
 * The sourcing contract of issue 11 (send, invitations, weights, comparison, award), shared by the
 * server's routes and the client's screens. Money is a numeric string ("1250.00", decision 009);
 * calendar days are `YYYY-MM-DD` (decision 008); moments are ISO strings.
 */

/** Where an invited address stands: pending (draft, not yet sent), invited, viewed (opened its link), responded (submitted). */
export const INVITATION_STATES = ['pending', 'invited', 'viewed', 'responded'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  pending: 'Not sent',
  invited: 'Invited',
  viewed: 'Viewed',
  responded: 'Responded',
};

export const rfpInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    vendorId: z.string().nullable(),
    vendorName: z.string().nullable(),
    state: z.enum(INVITATION_STATES),
    invitedAt: z.string().nullable(),
    viewedAt: z.string().nullable(),
    respondedAt: z.string().nullable(),
  })
  .meta({ id: 'RfpInvitation' });
export type RfpInvitation = z.infer<typeof rfpInvitationSchema>;

/** Comparison weights in whole percent; they add up to 100. Defaults: price 60, delivery 25, on-time 15. */
export const DEFAULT_RFP_WEIGHTS = { price: 60, delivery: 25, onTime: 15 } as const;
export const WEIGHTS_MESSAGE = 'Weights must add up to 100';
const weight = z
  .number({ error: 'Expected number' })
  .int({ error: 'Expected integer, received float' })
  .min(0, { error: 'Number must be greater than or equal to 0' })
  .max(100, { error: 'Number must be less than or equal to 100' });
export const rfpWeightsSchema = z
  .object({ price: weight, delivery: weight, onTime: weight })
  .refine((w) => w.price + w.delivery + w.onTime === 100, { error: WEIGHTS_MESSAGE, path: ['price'] })
  .meta({ id: 'RfpWeights' });
export type RfpWeights = z.infer<typeof rfpWeightsSchema>;

/** What the signed-in user may do with one RFP (the `can` of GET /api/rfps/{id}). */
export const rfpCanSchema = z.object({
  send: z.boolean(),
  addVendors: z.boolean(),
  editWeights: z.boolean(),
  compare: z.boolean(),
  award: z.boolean(),
});
export type RfpCan = z.infer<typeof rfpCanSchema>;

/** The award of a closed RFP. */
export const rfpAwardSchema = z.object({
  responseId: z.string(),
  vendorId: z.string().nullable(),
  vendorName: z.string(),
  amount: z.string(),
  awardedAt: z.string(),
  awardedByName: z.string().nullable(),
  requisitionId: z.string().nullable(),
});
export type RfpAward = z.infer<typeof rfpAwardSchema>;

/** GET /api/rfps/{id} (and the answer of send, add vendors, weights): the RFP, its invitations and what you may do. */
export const rfpDetailSchema = rfpFieldsSchema
  .extend({
    /** Prices are hidden until bidding has closed. */
    sealed: z.boolean(),
    createdByName: z.string().nullable(),
    sentAt: z.string().nullable(),
    weights: z.object({ price: z.number().int(), delivery: z.number().int(), onTime: z.number().int() }),
    invitations: z.array(rfpInvitationSchema),
    award: rfpAwardSchema.nullable(),
    can: rfpCanSchema,
  })
  .meta({ id: 'RfpDetail' });
export type RfpDetail = z.infer<typeof rfpDetailSchema>;

/** POST /api/rfps/{id}/vendors: more addresses to invite (comma separated or a list, as the form's). */
export const addRfpVendorsSchema = z.object({
  vendorEmails: z
    .union([z.string().max(5000), z.array(z.string().max(254)).max(200)], {
      error: 'Expected a comma separated list of emails',
    })
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : v.flatMap((x) => x.split(',')))
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'Invalid email' })).min(1, { error: 'Required' })),
});
export type AddRfpVendors = z.output<typeof addRfpVendorsSchema>;

/** One response line as compared: what the vendor priced. */
export const comparedLineSchema = z.object({
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  total: z.string(),
});

/** One column of the side-by-side comparison: one submitted response. */
export const comparisonColumnSchema = z.object({
  responseId: z.string(),
  invitationId: z.string().nullable(),
  vendorEmail: z.string(),
  vendorId: z.string().nullable(),
  vendorName: z.string(),
  /** The vendor is in the vendor master (an award raises a requisition, else a new vendor request). */
  knownVendor: z.boolean(),
  totalPrice: z.string(),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
  submittedAt: z.string(),
  lines: z.array(comparedLineSchema),
  attachments: z.array(z.object({ id: z.string(), fileName: z.string(), size: z.number().int() })),
  /** The vendor's on-time delivery record in percent, null when it has none. */
  onTimeRate: z.number().nullable(),
  scores: z.object({ price: z.number(), delivery: z.number(), onTime: z.number(), total: z.number() }),
  cheapest: z.boolean(),
  fastest: z.boolean(),
  awarded: z.boolean(),
});
export type ComparisonColumn = z.infer<typeof comparisonColumnSchema>;

/** GET /api/rfps/{id}/comparison: the submitted responses side by side, once bidding has closed (409 while sealed). */
export const rfpComparisonSchema = z
  .object({
    rfpId: z.string(),
    weights: z.object({ price: z.number().int(), delivery: z.number().int(), onTime: z.number().int() }),
    columns: z.array(comparisonColumnSchema),
    /** Line descriptions across all responses, in first-seen order: the rows of the per-line table. */
    lineDescriptions: z.array(z.string()),
  })
  .meta({ id: 'RfpComparison' });
export type RfpComparison = z.infer<typeof rfpComparisonSchema>;

/** POST /api/rfps/{id}/award */
export const awardRfpSchema = z.object({
  responseId: z.string().trim().min(1, { error: 'Required' }).max(100),
});

/** The answer of an award: the closed RFP and what it raised. */
export const awardResultSchema = z
  .object({
    rfp: rfpDetailSchema,
    /** The draft requisition prefilled from the response (a vendor in the vendor master). */
    requisitionId: z.string().nullable(),
    /** Otherwise the prefill of a new vendor request for /new-vendor-request. */
    newVendorRequest: z
      .object({
        companyName: z.string(),
        contactPerson: z.string(),
        contactEmail: z.string(),
        justification: z.string(),
      })
      .nullable(),
    /** The direct saving recorded (negotiated_discount), if any. */
    savingId: z.string().nullable(),
    savingsAmount: z.string().nullable(),
  })
  .meta({ id: 'RfpAwardResult' });
export type AwardResult = z.infer<typeof awardResultSchema>;
