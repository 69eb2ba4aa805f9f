import { z } from 'zod';
import { integerRule, moneyRule, numberField, optionalNumberField, quantityRule } from '@shared/numbers';
import { optionalDate, optionalText } from '@shared/text-fields';
import { RFP_RESPONSE_FILES, RFP_RESPONSE_MAX_FILES } from './files';

/**
 * The vendor's response page (public, `/rfp-response?token=…`): what it shows and what it takes. The
 * token in the query string is the only credential; the server keeps only its SHA-256.
 */

export const RFP_RESPONSE_MESSAGES = {
  badToken: 'This response link is not valid. Ask the buyer for a new invitation.',
  closed: 'The deadline for this RFP has passed; responses are no longer accepted.',
  notTaking: 'This RFP is not taking responses.',
  saved: 'Your response has been saved. You can revise it until the deadline.',
  submitted: 'Your response has been submitted. You can revise it until the deadline.',
  tooManyFiles: `At most ${RFP_RESPONSE_MAX_FILES} files can be attached to a response.`,
} as const;

export const RESPONSE_STATUSES = ['draft', 'submitted'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const responseLineSchema = z.object({
  description: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(500),
  quantity: numberField(quantityRule({ min: 0, exclusiveMin: true })),
  unitPrice: numberField(moneyRule()),
});

/** PUT /api/rfp-response?token=…: save (submit false) or submit the response. */
export const saveRfpResponseSchema = z.object({
  companyName: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(200),
  contactName: optionalText(200),
  totalPrice: numberField(moneyRule({ min: 0, exclusiveMin: true })),
  lines: z.array(responseLineSchema).max(200).default([]),
  leadTimeDays: optionalNumberField(integerRule({ min: 0 })),
  validUntil: optionalDate(),
  notes: optionalText(5000),
  submit: z.boolean().default(false),
});
export type SaveRfpResponseInput = z.input<typeof saveRfpResponseSchema>;
export type SaveRfpResponse = z.output<typeof saveRfpResponseSchema>;

export const vendorResponseSchema = z.object({
  id: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  totalPrice: z.string().nullable(),
  lines: z.array(z.object({ description: z.string(), quantity: z.string(), unitPrice: z.string() })),
  leadTimeDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  attachments: z.array(z.object({ id: z.string(), fileName: z.string(), size: z.number().int() })),
});
export type VendorResponse = z.infer<typeof vendorResponseSchema>;

/** GET /api/rfp-response?token=…: the RFP as the invited vendor sees it, and its own response so far. */
export const rfpResponsePageSchema = z
  .object({
    rfp: z.object({
      title: z.string(),
      category: z.string(),
      description: z.string(),
      requirements: z.string(),
      deadline: z.string(),
      closesAt: z.string(),
      contactEmail: z.string(),
      department: z.string(),
      budget: z.string().nullable(),
    }),
    vendorEmail: z.string(),
    vendorName: z.string().nullable(),
    /** Responses are taken now. */
    open: z.boolean(),
    response: vendorResponseSchema.nullable(),
  })
  .meta({ id: 'RfpResponsePage' });
export type RfpResponsePage = z.infer<typeof rfpResponsePageSchema>;

export { RFP_RESPONSE_FILES };
