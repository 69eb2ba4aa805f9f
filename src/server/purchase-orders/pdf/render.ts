import { formatCurrency, formatDate } from '@shared/format';
import { COLORS, CONTENT_WIDTH, PAGE, Sheet, type Style } from './layout';
import { PO_CONDITIONS, type PoPdfData } from './model';

/**
 * The purchase order as a PDF (US Letter, Helvetica): the company's heading, vendor, ship-to, order
 * details and contract reference, the lines as a table that continues on further pages (its header
 * repeated), totals, terms, and a footer with the PO number and page count on every page.
 * Pure: the same data gives the same text.
 */
export async function renderPoPdf(data: PoPdfData): Promise<Uint8Array> {
  const sheet = await Sheet.create((s) => continuationHeader(s, data));
  const { doc } = sheet;
  doc.setTitle(`Purchase Order ${data.poNumber}`);
  doc.setAuthor(data.companyName);
  doc.setSubject(`Purchase order ${data.poNumber} to ${data.vendor.name}`);
  doc.setCreator('Procura');
  doc.setProducer('Procura');
  heading(sheet, data);
  parties(sheet, data);
  if (data.description.trim()) {
    sheet.heading('Description');
    sheet.paragraph(data.description, { size: 9.5 });
  }
  lineTable(sheet, data);
  totals(sheet, data);
  terms(sheet, data);
  footers(sheet, data);
  return doc.save();
}

const MARGIN = PAGE.margin;
const RIGHT = PAGE.width - MARGIN;
const LABEL: Style = { size: 8, color: COLORS.muted };
const BODY: Style = { size: 9.5 };
const day = (d: string | Date | null) => (d ? formatDate(d) : '');
/** An amount in the order's currency (the System Settings' default currency). */
const money = (d: PoPdfData, value: string | null) =>
  formatCurrency(value, { currency: d.currency ?? 'USD' });
const quantity = (q: string) => Number(q).toLocaleString('en-US', { maximumFractionDigits: 2 });

function heading(s: Sheet, d: PoPdfData) {
  const top = s.y;
  s.drawWrapped(d.companyName, MARGIN, top, CONTENT_WIDTH / 2, { size: 18, bold: true });
  let y =
    top -
    s.drawLine('PURCHASE ORDER', RIGHT, top, {
      size: 20,
      bold: true,
      color: COLORS.accent,
      align: 'right',
    });
  y -= s.drawLine(d.poNumber, RIGHT, y, { size: 13, bold: true, align: 'right' });
  if (d.revision > 1) s.drawLine(`Revision ${d.revision}`, RIGHT, y, { ...LABEL, align: 'right' });
  s.y = top - 62;
  s.rule(s.y, COLORS.accent, 1.5);
  s.y -= 16;
}

/** Later pages: who and which order, so a loose page is still placed. */
function continuationHeader(s: Sheet, d: PoPdfData) {
  s.drawLine(d.companyName, MARGIN, s.y, { size: 10, bold: true });
  s.drawLine(`Purchase Order ${d.poNumber} (continued)`, RIGHT, s.y, { size: 10, align: 'right' });
  s.y -= 18;
  s.rule(s.y, COLORS.accent, 1);
  s.y -= 12;
}

/** A labelled block of lines in a column; answers the height used. */
function block(s: Sheet, title: string, lines: [string, Style?][], x: number, top: number, width: number) {
  let y = top - s.drawLine(title.toUpperCase(), x, top, { size: 8, bold: true, color: COLORS.accent });
  y -= 2;
  for (const [text, style] of lines) y -= s.drawWrapped(text, x, y, width, style ?? BODY);
  return top - y;
}

/** Label–value rows in a column (values wrap beside their label); answers the height used. */
function facts(s: Sheet, title: string, rows: [string, string][], x: number, top: number, width: number) {
  let y = top - s.drawLine(title.toUpperCase(), x, top, { size: 8, bold: true, color: COLORS.accent });
  y -= 2;
  const labelWidth = 82;
  for (const [label, value] of rows.filter(([, v]) => v)) {
    s.drawLine(label, x, y - 1, LABEL);
    y -= Math.max(s.drawWrapped(value, x + labelWidth, y, width - labelWidth, BODY), s.lineHeight(BODY));
  }
  return top - y;
}

function parties(s: Sheet, d: PoPdfData) {
  const gap = 24;
  const colWidth = (CONTENT_WIDTH - gap) / 2;
  const rightX = MARGIN + colWidth + gap;
  const top = s.y;
  const v = d.vendor;
  const contact = [v.email, v.phone].filter(Boolean).join(' · ');
  let left = block(
    s,
    'Vendor',
    [
      [v.name, { size: 11, bold: true }],
      ...(v.contactName ? [[`Attn: ${v.contactName}`] as [string]] : []),
      ...v.address.map((a) => [a] as [string]),
      ...(contact ? [[contact, { size: 9, color: COLORS.muted }] as [string, Style]] : []),
    ],
    MARGIN,
    top,
    colWidth,
  );
  if (d.shipTo.length) {
    const attn = d.requester ? `Attn: ${d.requester}, ${d.department}` : `Attn: ${d.department}`;
    const lines: [string, Style?][] = [[d.companyName, { size: 10, bold: true }], [attn]];
    left +=
      12 +
      block(
        s,
        'Ship to',
        [...lines, ...d.shipTo.map((a) => [a] as [string])],
        MARGIN,
        top - left - 12,
        colWidth,
      );
  }
  let right = facts(
    s,
    'Order details',
    [
      ['PO Number', d.poNumber],
      ['Order Date', day(d.orderDate)],
      ['Issued', day(d.issuedAt)],
      ['Delivery Date', day(d.deliveryDate) || 'As agreed with the buyer'],
      ['Payment Terms', d.paymentTerms],
      ['Department', d.department],
      ['Requested By', d.requester ?? ''],
    ],
    rightX,
    top,
    colWidth,
  );
  const reference: [string, string][] = [];
  if (d.contract) {
    reference.push(['Contract', d.contract.number ?? ''], ['Title', d.contract.title ?? '']);
    if (!d.blanket && (d.contract.startDate || d.contract.endDate)) {
      reference.push(['Term', `${day(d.contract.startDate)} – ${day(d.contract.endDate)}`]);
    }
  }
  if (d.blanket) {
    reference.push(['Blanket Limit', d.blanket.limit ? money(d, d.blanket.limit) : '']);
    reference.push([
      'Valid',
      `${day(d.blanket.validFrom) || 'From approval'} – ${day(d.blanket.validTo) || 'open'}`,
    ]);
  }
  if (reference.length) {
    const title = d.contract ? 'Contract reference' : 'Blanket order';
    right += 12 + facts(s, title, reference, rightX, top - right - 12, colWidth);
  }
  s.y = top - Math.max(left, right) - 4;
}

/** The table's columns: left edge, width, alignment. */
const COLUMNS = [
  { key: 'no', title: '#', width: 24 },
  { key: 'description', title: 'Item / Description', width: 238 },
  { key: 'quantity', title: 'Qty', width: 50, right: true },
  { key: 'unit', title: 'Unit', width: 50 },
  { key: 'unitPrice', title: 'Unit Price', width: 72, right: true },
  { key: 'total', title: 'Amount', width: 82, right: true },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];
const PAD = 5;
const columnsAt = () => {
  let x = MARGIN;
  return COLUMNS.map((c) => {
    const at = { ...c, x, textX: 'right' in c ? x + c.width - PAD : x + PAD };
    x += c.width;
    return at;
  });
};

function tableHeader(s: Sheet) {
  const height = 20;
  s.shade(s.y, height);
  for (const c of columnsAt()) {
    const align = 'right' in c ? 'right' : 'left';
    s.drawLine(c.title, c.textX, s.y - 6, { size: 8.5, bold: true, align });
  }
  s.y -= height;
}

function lineTable(s: Sheet, d: PoPdfData) {
  s.heading('Order lines', 18);
  tableHeader(s);
  if (!d.lines.length) {
    s.y -= 6;
    s.y -= s.drawLine('No lines: the total is the order amount.', MARGIN + PAD, s.y, {
      ...BODY,
      color: COLORS.muted,
    });
  }
  const cols = columnsAt();
  const descriptionWidth = COLUMNS[1].width - 2 * PAD;
  for (const line of d.lines) {
    const text: Record<ColumnKey, string> = {
      no: String(line.lineNo),
      description: '',
      quantity: quantity(line.quantity),
      unit: line.unit,
      unitPrice: money(d, line.unitPrice),
      total: money(d, line.total),
    };
    const described = s.wrap(line.description, descriptionWidth, BODY);
    const item = line.productNumber ? s.wrap(`Item ${line.productNumber}`, descriptionWidth, LABEL) : [];
    const height = described.length * s.lineHeight(BODY) + item.length * s.lineHeight(LABEL) + 8;
    if (s.ensure(height)) tableHeader(s);
    const top = s.y - 5;
    for (const c of cols) {
      if (c.key === 'description') {
        let y = top;
        for (const l of described) y -= s.drawLine(l, c.textX, y, BODY);
        for (const l of item) y -= s.drawLine(l, c.textX, y, LABEL);
      } else {
        s.drawLine(text[c.key], c.textX, top, { ...BODY, align: 'right' in c ? 'right' : 'left' });
      }
    }
    s.y -= height;
    s.rule(s.y);
  }
}

function totals(s: Sheet, d: PoPdfData) {
  const rows: [string, string, boolean][] = [];
  if (d.lines.length) rows.push(['Subtotal', money(d, d.subtotal), false]);
  rows.push([`Total (${d.currency ?? 'USD'})`, money(d, d.total), true]);
  s.y -= 8;
  s.ensure(rows.length * 18 + 8);
  const labelX = RIGHT - 82 - 90;
  for (const [label, value, strong] of rows) {
    if (strong) {
      s.y -= 3;
      s.rule(s.y, COLORS.ink, 1, labelX, RIGHT - labelX);
      s.y -= 6;
    }
    const style: Style = { size: strong ? 11 : 9.5, bold: strong };
    s.drawLine(label, labelX, s.y, style);
    s.y -= s.drawLine(value, RIGHT - PAD, s.y, { ...style, align: 'right' });
  }
}

function terms(s: Sheet, d: PoPdfData) {
  s.heading('Terms and conditions', 20);
  s.paragraph(`Payment terms: ${d.paymentTerms} from receipt of a correct invoice.`, BODY);
  const delivery = day(d.deliveryDate);
  s.paragraph(delivery ? `Delivery date: ${delivery}.` : 'Delivery date: as agreed with the buyer.', BODY);
  if (d.contract?.number) {
    s.paragraph(`This order is placed under contract ${d.contract.number} and its terms apply.`, BODY);
  }
  s.y -= 4;
  PO_CONDITIONS.forEach((c, i) => s.paragraph(`${i + 1}. ${c}`, { size: 8.5, color: COLORS.muted }));
}

function footers(s: Sheet, d: PoPdfData) {
  const count = s.pages.length;
  s.pages.forEach((page, i) => {
    s.page = page;
    const y = PAGE.margin - 6;
    s.rule(y + 12);
    s.drawLine(`${d.companyName} · Purchase Order ${d.poNumber}`, MARGIN, y, LABEL);
    s.drawLine(`Page ${i + 1} of ${count}`, RIGHT, y, { ...LABEL, align: 'right' });
  });
}
