import { addDays, formatCurrency, isoDate } from '@shared/format';
import { lineTotal } from '@shared/money';
import { FILE_KINDS, fileExtension, type FileKind } from '@shared/files';
import type { invoiceLines, invoices } from '../db/schema/invoices';
import type { attachments } from '../db/schema/attachments';
import type { SeedClock } from './demo-clock';
import { placeholderPdf, placeholderXlsx } from './demo-files';
import { totalOf } from './demo-lines';
import { PO_SPECS, poId, poLineId, poNumber } from './demo-purchase-orders';

type InvoiceRow = typeof invoices.$inferInsert;
type InvoiceLineRow = typeof invoiceLines.$inferInsert;
type AttachmentRow = typeof attachments.$inferInsert;

type Terms = 'Net 30' | 'Net 45' | '2/10 Net 30';
type Spec = {
  po: number;
  daysAgo: number;
  terms: Terms;
  match: 'matched' | 'pending' | 'exception';
  status: 'approved' | 'paid' | 'pending' | 'rejected' | 'on-hold' | 'disputed';
  description: string;
  /** [PO line no, quantity, unit price when it differs from the PO's] */
  lines: [number, number, string?][];
  exceptions?: string[];
  /** The line (1-based) the exception is about. */
  badLine?: number;
  paidDaysAgo?: number;
  duplicateOf?: number;
  extraAttachments?: string[];
};

/** Why the on-hold, disputed and rejected demo invoices are so (by invoice sequence number). */
const STATUS_REASONS: Record<number, string> = {
  5: 'Billed 470 consultant hours; the approved timesheets show 450. Corrected invoice requested from Deloitte.',
  10: 'Rate increase not in the contract; held until the CTR-004 amendment is signed.',
  18: 'Toner billed above the contract price; credit memo requested from Staples.',
  19: 'Duplicate of the month 3 invoice; vendor notified.',
};

const invId = (n: number) => `inv-${String(n).padStart(3, '0')}`;
const invNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(4, '0')}`;

/** 20 invoices against POs; their amounts total about $1.17M (the history header's $1.2M). */
// prettier-ignore
const SPECS: Spec[] = [
  { po: 4, daysAgo: 118, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 95, description: 'Precision workstations — full shipment', lines: [[1, 30]] },
  { po: 8, daysAgo: 188, terms: 'Net 45', match: 'matched', status: 'paid', paidDaysAgo: 150, description: 'Microsoft 365 E3 and Visio annual renewal', lines: [[1, 450], [2, 25]] },
  { po: 7, daysAgo: 112, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 85, description: 'ERP advisory services — month 1', lines: [[1, 500], [2, 100]], extraAttachments: ['Deloitte_Timesheets_M1.xlsx'] },
  { po: 7, daysAgo: 82, terms: 'Net 30', match: 'matched', status: 'approved', description: 'ERP advisory services — month 2', lines: [[1, 500], [2, 100]], extraAttachments: ['Deloitte_Timesheets_M2.xlsx'] },
  { po: 7, daysAgo: 52, terms: 'Net 30', match: 'exception', status: 'disputed', description: 'ERP advisory services — month 3', lines: [[1, 470], [2, 100]], badLine: 1, exceptions: ['Line 1: billed quantity 470.00 exceeds received quantity 450.00'], extraAttachments: ['Deloitte_Timesheets_M3.xlsx'] },
  { po: 10, daysAgo: 212, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 185, description: 'Janitorial services — month 1', lines: [[1, 1]] },
  { po: 10, daysAgo: 182, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 155, description: 'Janitorial services — month 2', lines: [[1, 1]] },
  { po: 10, daysAgo: 152, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 125, description: 'Janitorial services — month 3', lines: [[1, 1]] },
  { po: 10, daysAgo: 122, terms: 'Net 30', match: 'matched', status: 'approved', description: 'Janitorial services — month 4', lines: [[1, 1]] },
  { po: 10, daysAgo: 92, terms: 'Net 30', match: 'exception', status: 'on-hold', description: 'Janitorial services — month 5 (rate increase billed)', lines: [[1, 1, '19950.00']], badLine: 1, exceptions: ['Line 1: unit price 19950.00 differs from PO price 18750.00 beyond tolerance'] },
  { po: 9, daysAgo: 88, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 60, description: 'Alarm monitoring — months 1 to 6', lines: [[1, 6]] },
  { po: 9, daysAgo: 86, terms: 'Net 30', match: 'matched', status: 'approved', description: 'Badge reader and controller upgrade', lines: [[2, 1]], extraAttachments: ['ADT_Completion_Certificate.pdf'] },
  { po: 3, daysAgo: 22, terms: 'Net 30', match: 'matched', status: 'approved', description: 'Monitors and docks — partial shipment (40 of 60)', lines: [[1, 40], [2, 40]] },
  { po: 3, daysAgo: 3, terms: 'Net 30', match: 'pending', status: 'pending', description: 'Monitors and docks — balance of order', lines: [[1, 20], [2, 20]] },
  { po: 6, daysAgo: 82, terms: '2/10 Net 30', match: 'matched', status: 'paid', paidDaysAgo: 74, description: 'MacBook Pro laptops and peripherals', lines: [[1, 14], [2, 14]] },
  { po: 11, daysAgo: 61, terms: 'Net 30', match: 'matched', status: 'paid', paidDaysAgo: 40, description: 'Blanket release 1 — paper and toner', lines: [[1, 80], [2, 20]] },
  { po: 13, daysAgo: 98, terms: 'Net 45', match: 'matched', status: 'paid', paidDaysAgo: 70, description: 'Sales Cloud Enterprise annual subscription', lines: [[1, 80]] },
  { po: 2, daysAgo: 57, terms: 'Net 30', match: 'exception', status: 'disputed', description: 'Office supplies — blanket delivery 2', lines: [[1, 100], [2, 30, '144.99']], badLine: 2, exceptions: ['Line 2: unit price 144.99 differs from PO price 139.99 beyond tolerance'] },
  { po: 10, daysAgo: 150, terms: 'Net 30', match: 'exception', status: 'rejected', duplicateOf: 8, description: 'Janitorial services — month 3 (resubmitted)', lines: [[1, 1]], exceptions: ['Possible duplicate of an invoice from the same vendor with the same amount'] },
  { po: 5, daysAgo: 5, terms: 'Net 30', match: 'pending', status: 'pending', description: 'Cisco Catalyst switches', lines: [[1, 12]] },
];

/**
 * Invoices that name no PO: Cintas kept billing the uniform and floor mat service after its contract
 * (CTR-024) ended, and sent one bill twice. They give the Analytics page's anomaly detection findings
 * on first start (an invoice without a PO, spend after contract expiry, a possible duplicate); they
 * await a PO (match exception), so the 3-Way Match of the pending ones is untouched.
 */
const NO_PO: { daysAgo: number; description: string }[] = [
  { daysAgo: 12, description: 'Uniform rental and floor mat service — monthly' },
  { daysAgo: 9, description: 'Uniform rental and floor mat service — monthly (sent again)' },
];
const NO_PO_VENDOR = 'vendor-012';
const NO_PO_LINE = {
  description: 'Uniform rental and floor mat service',
  unitPrice: '2340.00',
  glCode: '4000-005',
};
const NO_PO_EXCEPTION = 'No purchase order: the invoice names none to match against';

export const LAST_INVOICE = SPECS.length + NO_PO.length;

const TERM_DAYS: Record<Terms, number> = { 'Net 30': 30, 'Net 45': 45, '2/10 Net 30': 30 };

/** Stored invoice files are attachments of this owner type (as in src/server/invoices/queries.ts). */
const INVOICE_OWNER = 'invoice';

/**
 * A placeholder file for each attachment name of a demo invoice, stored like an upload so Preview
 * downloads it: PDFs and XLSX workbooks naming the invoice, its PO, description and amount.
 */
function placeholderFiles(row: InvoiceRow, invLines: InvoiceLineRow[], po: number | null): AttachmentRow[] {
  const facts = [
    `Invoice number: ${row.invoiceNumber}`,
    `Purchase order: ${po === null ? 'none' : poNumber(po)}`,
    `Description: ${row.description}`,
    `Invoice date: ${row.invoiceDate}   Due date: ${row.dueDate}   Terms: ${row.paymentTerms}`,
    `Amount: ${formatCurrency(row.amount)}`,
  ];
  const note = 'Placeholder document of the Procura demo data.';
  return (row.attachmentNames ?? []).map((fileName, i) => {
    const ext = fileExtension(fileName) as FileKind;
    const content =
      ext === 'xlsx'
        ? placeholderXlsx('Detail', [
            ['Description', 'Quantity', 'Unit price', 'Total'],
            ...invLines.map((l) => [l.description, String(Number(l.quantity)), l.unitPrice, l.total]),
            [],
            [note, row.invoiceNumber],
          ])
        : placeholderPdf(i === 0 ? `Invoice ${row.invoiceNumber}` : fileName, [...facts, '', note]);
    return {
      id: `att-${row.id}-${i + 1}`,
      ownerType: INVOICE_OWNER,
      ownerId: row.id,
      kind: 'attachment',
      fileName,
      mimeType: FILE_KINDS[ext].mimeType,
      size: content.length,
      content,
      uploadedBy: row.createdBy ?? null,
      createdAt: row.createdAt,
    };
  });
}

export function buildInvoices(clock: SeedClock) {
  const rows: InvoiceRow[] = [];
  const lines: InvoiceLineRow[] = [];
  const files: AttachmentRow[] = [];
  SPECS.forEach((s, i) => {
    const id = invId(i + 1);
    const invoiceNumber = invNumber(clock.year, i + 1);
    const po = PO_SPECS.find((p) => p.n === s.po)!;
    const issued = clock.thisYear(s.daysAgo);
    const invLines: InvoiceLineRow[] = s.lines.map(([lineNo, quantity, price], j) => {
      const [description, , , poPrice, glCode] = po.lines[lineNo - 1]!;
      const unitPrice = price ?? poPrice;
      return {
        id: `${id}-l${j + 1}`,
        invoiceId: id,
        lineNo: j + 1,
        poLineId: poLineId(s.po, lineNo),
        description,
        quantity: quantity.toFixed(2),
        unitPrice,
        glCode,
        total: lineTotal(quantity, unitPrice),
        matchResult:
          s.match === 'pending'
            ? null
            : j + 1 === s.badLine
              ? { ok: false, reasons: s.exceptions ?? [] }
              : { ok: true, reasons: [] },
      };
    });
    lines.push(...invLines);
    const row: InvoiceRow = {
      id,
      invoiceNumber,
      vendorId: po.vendorId,
      poId: poId(s.po),
      description: s.description,
      amount: totalOf(invLines),
      invoiceDate: isoDate(issued),
      dueDate: isoDate(addDays(issued, TERM_DAYS[s.terms])),
      receivedDate: isoDate(addDays(issued, Math.min(2, s.daysAgo))),
      paymentTerms: s.terms,
      threeWayMatchStatus: s.match,
      status: s.status,
      matchExceptions: s.exceptions ?? [],
      duplicateOfId: s.duplicateOf ? invId(s.duplicateOf) : null,
      resolutionNote: s.status === 'rejected' ? 'Rejected as a duplicate; vendor notified.' : null,
      statusReason: STATUS_REASONS[i + 1] ?? null,
      attachmentNames: [`${invoiceNumber}.pdf`, ...(s.extraAttachments ?? [])],
      paidAt: s.paidDaysAgo !== undefined ? clock.thisYear(s.paidDaysAgo) : null,
      createdBy: 'user-012',
      createdAt: clock.thisYear(s.daysAgo - Math.min(2, s.daysAgo)),
    };
    rows.push(row);
    files.push(...placeholderFiles(row, invLines, s.po));
  });
  NO_PO.forEach((s, i) => {
    const n = SPECS.length + i + 1;
    const id = invId(n);
    const invoiceNumber = invNumber(clock.year, n);
    const issued = clock.thisYear(s.daysAgo);
    const line: InvoiceLineRow = {
      ...NO_PO_LINE,
      id: `${id}-l1`,
      invoiceId: id,
      lineNo: 1,
      poLineId: null,
      quantity: '1.00',
      total: NO_PO_LINE.unitPrice,
      matchResult: { ok: false, reasons: [NO_PO_EXCEPTION] },
    };
    const row: InvoiceRow = {
      id,
      invoiceNumber,
      vendorId: NO_PO_VENDOR,
      poId: null,
      description: s.description,
      amount: NO_PO_LINE.unitPrice,
      invoiceDate: isoDate(issued),
      dueDate: isoDate(addDays(issued, TERM_DAYS['Net 30'])),
      receivedDate: isoDate(addDays(issued, 1)),
      paymentTerms: 'Net 30',
      threeWayMatchStatus: 'exception',
      status: 'pending',
      matchExceptions: [NO_PO_EXCEPTION],
      attachmentNames: [`${invoiceNumber}.pdf`],
      createdBy: 'user-012',
      createdAt: clock.thisYear(s.daysAgo - 1),
    };
    lines.push(line);
    rows.push(row);
    files.push(...placeholderFiles(row, [line], null));
  });
  return { rows, lines, files };
}
