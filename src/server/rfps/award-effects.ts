import type { SessionUser } from '@shared/auth/types';
import { formatCurrency, formatDate, isoDate } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { requestDepartments } from '@shared/requisitions/constants';
import { requisitionFormSchema } from '@shared/requisitions/schemas';
import { awardRequisitionInput, awardSaving, awardSpendCategory } from '@shared/rfps/award';
import type { Tx } from '../db/client';
import type { rfps } from '../db/schema/rfps';
import { directSavings } from '../db/schema/savings';
import { activeUserById } from '../auth/sessions';
import { newId } from '../lib/ids';
import { queueMail } from '../mail/queue';
import { writeRequisition } from '../requisitions/create';
import type { SubmittedResponse } from './submitted';

/** What an award reads and raises: the RFP row, the winning response, all submitted responses. */
export type AwardContext = {
  tx: Tx;
  user: SessionUser;
  rfp: typeof rfps.$inferSelect;
  winner: SubmittedResponse;
  responses: readonly SubmittedResponse[];
  now: Date;
};

/**
 * The draft requisition of an award to a vendor in the vendor master, through the requisition area's
 * own create use case: requested by the RFP's creator (else the awarding user), for the RFP's
 * department when the requisition form offers it (else the requester's own). Answers its id.
 */
export async function raiseAwardRequisition(c: AwardContext, vendor: { id: string; name: string }) {
  const creator = c.rfp.createdBy ? await activeUserById(c.tx, c.rfp.createdBy) : null;
  const requestor = creator ?? c.user;
  const department = requestDepartments(requestor.department).includes(c.rfp.department)
    ? c.rfp.department
    : requestor.department;
  const input = awardRequisitionInput(
    c.rfp,
    { totalPrice: c.winner.amount, lines: c.winner.lines },
    vendor,
    department,
    c.responses.length,
    c.now,
  );
  return writeRequisition(c.tx, requestor, requisitionFormSchema.parse(input), c.now);
}

/**
 * The direct saving of an award (negotiated_discount, actualized, captured today) against the budget
 * when it parses as an amount, else the median of the other submitted bids; none when that baseline
 * is not above the awarded amount.
 */
export async function recordAwardSaving(c: AwardContext, requisitionId: string | null, vendorName: string) {
  const others = c.responses.filter((r) => r.id !== c.winner.id).map((r) => toCents(r.amount));
  const saving = awardSaving(c.rfp.budget, toCents(c.winner.amount), others);
  if (!saving) return null;
  const id = newId('ds');
  await c.tx.insert(directSavings).values({
    id,
    requisitionId,
    rfpId: c.rfp.id,
    itemDescription: c.rfp.title,
    originalAmount: fromCents(saving.baselineCents),
    discountedAmount: c.winner.amount,
    savingsAmount: fromCents(saving.savingsCents),
    discountPercentage: saving.discountPercentage,
    savingsCategory: 'negotiated_discount',
    spendCategory: awardSpendCategory(c.rfp.category),
    vendorName,
    dateCaptured: isoDate(c.now),
    status: 'actualized',
  });
  return { id, savingsAmount: fromCents(saving.savingsCents), basis: saving.basis };
}

/** The award e-mail to the winner and a regret e-mail to every other submitted respondent. */
export async function queueAwardMails(c: AwardContext, vendorName: string) {
  const { rfp } = c;
  const about = `"${rfp.title}" (${rfp.id})`;
  const contact = `For any question, contact ${rfp.contactEmail}.`;
  await queueMail(c.tx, {
    to: c.winner.vendorEmail,
    subject: `RFP awarded: ${rfp.title}`,
    text: [
      `Dear ${vendorName},`,
      '',
      `We are pleased to tell you that your response to our request for proposal ${about}, ` +
        `at ${formatCurrency(c.winner.amount)}, has been selected (${formatDate(isoDate(c.now))}).`,
      'We will follow up with a purchase order.',
      '',
      contact,
    ].join('\n'),
    kind: 'rfp.award',
    recordType: 'rfp',
    recordId: rfp.id,
  });
  for (const r of c.responses) {
    if (r.id === c.winner.id) continue;
    await queueMail(c.tx, {
      to: r.vendorEmail,
      subject: `RFP outcome: ${rfp.title}`,
      text: [
        `Dear ${r.vendorName},`,
        '',
        `Thank you for responding to our request for proposal ${about}. After comparing the responses ` +
          'we have awarded it to another vendor.',
        'We appreciate the time you took and hope to invite you again.',
        '',
        contact,
      ].join('\n'),
      kind: 'rfp.regret',
      recordType: 'rfp',
      recordId: rfp.id,
    });
  }
}
