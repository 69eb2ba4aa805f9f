import { z } from 'zod';
import { formatCurrency, formatDate } from '@shared/format';
import type { RecordType } from '@shared/records';
import type { NewMail } from '../../mail/queue';
import type { PoPdf } from './document';

/** The mail kind of a PO sent to its vendor (outbox.kind). */
export const PO_ISSUED_MAIL = 'po.issued';

/** Why issuing sent no mail, for the audit entry (and the report of a screen that reads it). */
export const NO_VENDOR_EMAIL = 'The vendor has no contact e-mail address; no e-mail was sent.';

const address = z.email();

/** The vendor contact's address when it is one a mail can go to, else null. */
export function vendorAddress(email: string | null): string | null {
  const trimmed = email?.trim() ?? '';
  return address.safeParse(trimmed).success ? trimmed : null;
}

/**
 * The mail that carries an issued PO to the vendor's contact: subject 'Purchase Order <PO number>
 * from <company>', a short covering note naming the total, delivery date and who to ask, and the
 * PO as a PDF attachment.
 */
export function poIssuedMail(
  pdf: PoPdf,
  to: string,
  issuer: { name: string; email: string },
  poId: string,
): NewMail {
  const d = pdf.data;
  const greeting = d.vendor.contactName ? `Dear ${d.vendor.contactName},` : `Dear ${d.vendor.name},`;
  const delivery = d.deliveryDate
    ? `Please deliver by ${formatDate(d.deliveryDate)}`
    : 'Please deliver by the date agreed with us';
  const text = [
    greeting,
    '',
    `Please find attached purchase order ${d.poNumber} from ${d.companyName} for ${formatCurrency(d.total, { currency: d.currency ?? 'USD' })}.`,
    `${delivery}, and quote ${d.poNumber} on your delivery note and invoice. Payment terms: ${d.paymentTerms}.`,
    '',
    `Questions about this order: ${issuer.name} <${issuer.email}>.`,
    '',
    'Kind regards,',
    `${issuer.name}`,
    `${d.companyName}`,
  ].join('\n');
  return {
    to,
    subject: `Purchase Order ${d.poNumber} from ${d.companyName}`,
    text,
    attachments: [{ filename: pdf.fileName, contentType: pdf.mimeType, content: pdf.content }],
    kind: PO_ISSUED_MAIL,
    recordType: 'purchase-order' satisfies RecordType,
    recordId: poId,
  };
}
