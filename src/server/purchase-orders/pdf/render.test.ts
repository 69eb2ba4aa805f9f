import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../test/pdf-text';
import type { PoPdfData, PoPdfLine } from './model';
import { renderPoPdf } from './render';

const line = (n: number, over: Partial<PoPdfLine> = {}): PoPdfLine => ({
  lineNo: n,
  productNumber: null,
  description: `Line item ${n}`,
  quantity: '2.00',
  unit: 'Each',
  unitPrice: '10.00',
  total: '20.00',
  ...over,
});

const data = (over: Partial<PoPdfData> = {}): PoPdfData => ({
  companyName: 'Northwind Manufacturing Ltd',
  poNumber: 'PO-10042',
  revision: 1,
  orderDate: new Date(2026, 2, 3, 10),
  issuedAt: new Date(2026, 2, 4, 9),
  deliveryDate: '2026-03-20',
  paymentTerms: 'Net 30',
  department: 'IT',
  requester: 'Pat Employee',
  description: 'Monitors and docks for the new IT lab.',
  vendor: {
    name: 'Contoso Displays Inc.',
    contactName: 'Jane Smith',
    email: 'orders@contoso.example',
    phone: '(555) 010-0100',
    address: ['123 Main Street', 'Springfield, IL 62701', 'United States'],
  },
  shipTo: ['500 Harbor Boulevard, Building 2', 'Receiving dock B'],
  contract: {
    number: 'CTR-2026-007',
    title: 'Display hardware agreement',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  },
  blanket: null,
  lines: [
    line(1, {
      productNumber: 'MON-27-4K',
      description: '27-inch 4K monitor, height-adjustable stand',
      quantity: '12.00',
      unitPrice: '349.99',
      total: '4199.88',
    }),
    line(2, {
      description: 'USB-C docking station — 100 W',
      quantity: '12.00',
      unitPrice: '189.00',
      total: '2268.00',
    }),
  ],
  subtotal: '6467.88',
  total: '6467.88',
  ...over,
});

describe('renderPoPdf', () => {
  it('writes a PDF whose text holds the order: company, PO number, vendor, lines, total, terms, dates, contract', async () => {
    const started = performance.now();
    const bytes = await renderPoPdf(data());
    const ms = performance.now() - started;
    if (process.env.PO_PDF_SAMPLE) writeFileSync(process.env.PO_PDF_SAMPLE, bytes);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Northwind Manufacturing Ltd',
      'PURCHASE ORDER',
      'PO-10042',
      'Contoso Displays Inc.',
      'Attn: Jane Smith',
      'orders@contoso.example',
      '500 Harbor Boulevard, Building 2',
      '27-inch 4K monitor, height-adjustable stand',
      'Item MON-27-4K',
      'USB-C docking station — 100 W',
      '$349.99',
      '$4,199.88',
      'Total (USD) $6,467.88',
      'Payment Terms Net 30',
      'Delivery Date 3/20/2026',
      'Order Date 3/3/2026',
      'Issued 3/4/2026',
      'Contract CTR-2026-007',
      'Requested By Pat Employee',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(ms, 'one-page PO rendered quickly').toBeLessThan(1000);
  });

  it('continues a long order on further pages with the table header and page count on each', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => line(i + 1));
    const bytes = await renderPoPdf(data({ lines, subtotal: '1600.00', total: '1600.00' }));
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('PO-10042');
    });
    expect(pages[1]).toContain('Purchase Order PO-10042 (continued)');
    expect(pages[1]).toContain('Item / Description');
    const all = pages.join('\n');
    for (const n of [1, 40, 80]) expect(all).toContain(`Line item ${n}`);
    expect(pages.at(-1)).toContain('Total (USD) $1,600.00');
  });

  it('shows text the standard fonts cannot, wraps long words, and leaves unknown parts out', async () => {
    const bytes = await renderPoPdf(
      data({
        companyName: 'Procura Demo Corp',
        vendor: { name: '北京 Office Supply', contactName: null, email: null, phone: null, address: [] },
        shipTo: [],
        contract: null,
        deliveryDate: null,
        issuedAt: null,
        lines: [line(1, { description: 'X'.repeat(200) })],
        subtotal: '20.00',
        total: '20.00',
      }),
    );
    const text = await pdfText(bytes);
    expect(text).toContain('?? Office Supply');
    expect(text).toContain('Delivery Date As agreed with the buyer');
    expect(text).not.toContain('Ship to'.toUpperCase());
    expect(text).not.toContain('CONTRACT REFERENCE');
    expect(text.replace(/\s/g, '')).toContain('X'.repeat(200));
  });

  it('a blanket order shows its limit and validity', async () => {
    const text = await pdfText(
      await renderPoPdf(
        data({
          contract: null,
          blanket: { limit: '50000.00', validFrom: '2026-01-01', validTo: '2026-12-31' },
        }),
      ),
    );
    expect(text).toContain('BLANKET ORDER');
    expect(text).toContain('Blanket Limit $50,000.00');
    expect(text).toContain('Valid 1/1/2026 – 12/31/2026');
  });
});
