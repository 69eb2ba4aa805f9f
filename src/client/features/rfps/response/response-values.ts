import type { FieldError, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { lineTotal, sumMoney } from '@shared/money';
import {
  saveRfpResponseSchema,
  type RfpResponsePage,
  type SaveRfpResponse,
  type SaveRfpResponseInput,
} from '@shared/rfps/response';

/**
 * The form as the page opens: the vendor's earlier response when there is one, else its vendor name.
 * Every field is text as the inputs hold it (numbers too: the shared `saveRfpResponseSchema` reads and
 * checks them); `submit` is set by the button pressed.
 */
export function responseFormValues(page: RfpResponsePage): SaveRfpResponseInput {
  const r = page.response;
  return {
    companyName: r?.companyName ?? page.vendorName ?? '',
    contactName: r?.contactName ?? '',
    totalPrice: r?.totalPrice ?? '',
    lines: (r?.lines ?? []).map((l) => ({ ...l })),
    leadTimeDays: r?.leadTimeDays === null || r?.leadTimeDays === undefined ? '' : String(r.leadTimeDays),
    validUntil: r?.validUntil ?? '',
    notes: r?.notes ?? '',
    submit: false,
  };
}

export const emptyResponseLine = () => ({ description: '', quantity: '1', unitPrice: '' });

/**
 * A blank required number is missing ('Required'), not a malformed one: what a number input holds is
 * handed to the schema as undefined when empty.
 */
export const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

/** Quantity × unit price of a line as typed, '0.00' while either is not a number. */
export function previewLineTotal(line: { quantity?: unknown; unitPrice?: unknown }): string {
  const q = Number(line.quantity);
  const p = Number(line.unitPrice);
  if (line.quantity === '' || line.unitPrice === '' || !Number.isFinite(q) || !Number.isFinite(p))
    return '0.00';
  return lineTotal(q, p);
}

/** The sum of the lines as typed. */
export const previewLinesSum = (lines: readonly { quantity?: unknown; unitPrice?: unknown }[]) =>
  sumMoney(lines.map(previewLineTotal));

/**
 * Checks the form with the shared schema and shows each field's first message as the server words it
 * (zodResolver would show a union member's message instead: "Invalid input: expected number…" where
 * the schema says 'Required').
 */
export const responseResolver: Resolver<SaveRfpResponseInput, unknown, SaveRfpResponse> = (
  values,
  _context,
  options,
) => {
  const result = saveRfpResponseSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
