import { describe, expect, it } from 'vitest';
import { matchInvoice, priceReason, type MatchInput } from './match';

const settings = { priceTolerancePercent: 2, priceToleranceAmount: 50 };
const poLines = [
  { id: 'pl-1', description: 'Chair', unitPrice: '249.99' },
  { id: 'pl-2', description: 'Toner', unitPrice: '100.00' },
  { id: 'pl-3', description: 'Server', unitPrice: '5000.00' },
];
const line = (
  lineNo: number,
  description: string,
  quantity: number,
  unitPrice: string,
  poLineId: string | null = null,
) => ({
  lineNo,
  description,
  quantity,
  unitPrice,
  total: ((Math.round(quantity * 100) * Math.round(Number(unitPrice) * 100)) / 10000).toFixed(2),
  poLineId,
});
const run = (over: Partial<MatchInput>) =>
  matchInvoice({
    invoiceLines: [],
    poLines,
    received: { 'pl-1': 10, 'pl-2': 10, 'pl-3': 2 },
    settings,
    ...over,
  });

describe('matchInvoice', () => {
  it('matches an exact invoice: every line ok, no exceptions', () => {
    const out = run({
      invoiceLines: [line(1, 'Chair', 10, '249.99', 'pl-1'), line(2, 'Toner', 10, '100.00', 'pl-2')],
    });
    expect(out.ok).toBe(true);
    expect(out.exceptions).toEqual([]);
    expect(out.lines).toEqual([
      { lineNo: 1, poLineId: 'pl-1', result: { ok: true, reasons: [] } },
      { lineNo: 2, poLineId: 'pl-2', result: { ok: true, reasons: [] } },
    ]);
  });

  it('pairs lines without poLineId by description, case- and space-insensitively', () => {
    const out = run({ invoiceLines: [line(1, '  toner ', 4, '100.00')] });
    expect(out.ok).toBe(true);
    expect(out.lines[0]!.poLineId).toBe('pl-2');
  });

  it('accepts a price within both tolerances (2% of $249.99 is $5.00)', () => {
    expect(run({ invoiceLines: [line(1, 'Chair', 1, '254.98', 'pl-1')] }).ok).toBe(true);
    expect(run({ invoiceLines: [line(1, 'Chair', 1, '245.00', 'pl-1')] }).ok).toBe(true);
  });

  it('refuses a price over the percent tolerance, with the reason', () => {
    const out = run({ invoiceLines: [line(1, 'Chair', 1, '262.00', 'pl-1')] });
    expect(out.ok).toBe(false);
    expect(out.exceptions).toEqual([
      'Line 1 (Chair): unit price $262.00 differs from PO price $249.99 by $12.01 (4.8%), over the 2% tolerance',
    ]);
    expect(out.lines[0]!.result).toEqual({ ok: false, reasons: out.exceptions });
  });

  it('checks the absolute limit first, on the line: $100 on one $5,000 server is within 2% but over $50', () => {
    const out = run({ invoiceLines: [line(1, 'Server', 1, '5100.00', 'pl-3')] });
    expect(out.exceptions).toEqual([
      "Line 1 (Server): unit price $5,100.00 differs from PO price $5,000.00 by $100.00 (2.0%); the line's price variance $100.00 (1 × $100.00) is over the $50.00 tolerance",
    ]);
    expect(run({ invoiceLines: [line(1, 'Server', 1, '5050.00', 'pl-3')] }).ok).toBe(true);
    expect(run({ invoiceLines: [line(1, 'Server', 1, '5050.01', 'pl-3')] }).ok).toBe(false);
    // $25 a unit is fine for one server, not for two: the $50 is per line.
    expect(run({ invoiceLines: [line(1, 'Server', 1, '5025.00', 'pl-3')] }).ok).toBe(true);
    expect(run({ invoiceLines: [line(1, 'Server', 2, '5025.00', 'pl-3')] }).ok).toBe(true);
    expect(run({ invoiceLines: [line(1, 'Server', 2, '5025.01', 'pl-3')] }).exceptions).toEqual([
      "Line 1 (Server): unit price $5,025.01 differs from PO price $5,000.00 by $25.01 (0.5%); the line's price variance $50.02 (2 × $25.01) is over the $50.00 tolerance",
    ]);
  });

  it('applies the $50 to the line variance (difference × quantity), not to the unit price', () => {
    // 10 chairs at $4.99 over: $49.90 on the line, within both limits; 11 chairs: $54.89 > $50.
    expect(run({ invoiceLines: [line(1, 'Chair', 10, '254.98', 'pl-1')] }).ok).toBe(true);
    expect(
      run({ invoiceLines: [line(1, 'Chair', 11, '254.98', 'pl-1')], received: { 'pl-1': 11 } }).exceptions,
    ).toEqual([
      "Line 1 (Chair): unit price $254.98 differs from PO price $249.99 by $4.99 (2.0%); the line's price variance $54.89 (11 × $4.99) is over the $50.00 tolerance",
    ]);
    // A cheap item in bulk: 1.5% over is within 2%, but 1,000 × $0.15 = $150 over $50.
    const bulk = [{ id: 'pl-9', description: 'Screws', unitPrice: '10.00' }];
    const out = run({
      poLines: bulk,
      received: { 'pl-9': 1000 },
      invoiceLines: [line(1, 'Screws', 1000, '10.15', 'pl-9')],
    });
    expect(out.exceptions).toEqual([
      "Line 1 (Screws): unit price $10.15 differs from PO price $10.00 by $0.15 (1.5%); the line's price variance $150.00 (1000 × $0.15) is over the $50.00 tolerance",
    ]);
    expect(
      run({
        poLines: bulk,
        received: { 'pl-9': 300 },
        invoiceLines: [line(1, 'Screws', 300, '10.15', 'pl-9')],
      }).ok,
    ).toBe(true);
    // Fractional quantities count by their hundredths: 0.5 × $100.00 = $50.00 is within.
    expect(priceReason('L', '5100.00', '5000.00', '0.5', settings)).toBeNull();
    expect(priceReason('L', '5100.00', '5000.00', '0.51', settings)).toMatch(/price variance \$51\.00/);
  });

  it('follows the settings', () => {
    const loose = { priceTolerancePercent: 10, priceToleranceAmount: 50 };
    expect(priceReason('L', '262.00', '249.99', 1, loose)).toBeNull();
    expect(priceReason('L', '262.00', '249.99', 5, loose)).toMatch(/is over the \$50\.00 tolerance$/);
    expect(
      priceReason('L', '101.00', '100.00', 1, { priceTolerancePercent: 2, priceToleranceAmount: 0.5 }),
    ).toBe(
      "L: unit price $101.00 differs from PO price $100.00 by $1.00 (1.0%); the line's price variance $1.00 (1 × $1.00) is over the $0.50 tolerance",
    );
  });

  it('refuses billing more than was received, counting other invoices and other lines', () => {
    const over = run({
      invoiceLines: [line(1, 'Chair', 1, '249.99', 'pl-1'), line(2, 'Toner', 12, '100.00', 'pl-2')],
    });
    expect(over.exceptions).toEqual(['Line 2 (Toner): invoiced 12 but only 10 received']);
    expect(over.lines[0]!.result.ok).toBe(true);
    const elsewhere = run({
      invoiceLines: [line(1, 'Toner', 6, '100.00', 'pl-2')],
      invoicedElsewhere: { 'pl-2': 5 },
    });
    expect(elsewhere.exceptions).toEqual([
      'Line 1 (Toner): invoiced 6 (plus 5 already invoiced) but only 10 received',
    ]);
    const split = run({
      invoiceLines: [line(1, 'Toner', 6, '100.00', 'pl-2'), line(2, 'Toner', 5, '100.00', 'pl-2')],
    });
    expect(split.exceptions).toEqual([
      'Line 2 (Toner): invoiced 5 (plus 6 already invoiced) but only 10 received',
    ]);
    expect(
      run({ invoiceLines: [line(1, 'Toner', 10, '100.00', 'pl-2')], invoicedElsewhere: { 'pl-2': 0 } }).ok,
    ).toBe(true);
  });

  it('refuses unreceived goods', () => {
    const out = run({ invoiceLines: [line(1, 'Chair', 2, '249.99', 'pl-1')], received: {} });
    expect(out.exceptions).toEqual(['Line 1 (Chair): invoiced 2 but no goods received']);
  });

  it('refuses a line without a PO line, keeping one reason per failing line', () => {
    const out = run({
      invoiceLines: [
        line(1, 'Freight', 1, '40.00'),
        line(2, 'Chair', 11, '262.00', 'pl-1'),
        line(3, 'Ghost', 1, '1.00', 'pl-9'),
      ],
    });
    expect(out.lines.map((l) => l.result.reasons.length)).toEqual([1, 2, 1]);
    expect(out.exceptions).toEqual([
      'Line 1 (Freight): no matching line on the purchase order',
      'Line 2 (Chair): invoiced 11 but only 10 received',
      "Line 2 (Chair): unit price $262.00 differs from PO price $249.99 by $12.01 (4.8%); the line's price variance $132.11 (11 × $12.01) is over the $50.00 tolerance",
      'Line 3 (Ghost): no matching line on the purchase order',
    ]);
  });

  it('checks totals within $0.02', () => {
    const lines = [line(1, 'Toner', 2, '100.00', 'pl-2')];
    expect(run({ invoiceLines: lines, amount: '200.02' }).ok).toBe(true);
    expect(run({ invoiceLines: lines, amount: '200.03' }).exceptions).toEqual([
      'Invoice total $200.03 does not equal the sum of its lines ($200.00)',
    ]);
    const wrongLine = run({ invoiceLines: [{ ...lines[0]!, total: '199.00' }] });
    expect(wrongLine.exceptions).toEqual([
      'Line 1 (Toner): line total $199.00 does not equal quantity × unit price ($200.00)',
    ]);
  });

  it('turns a flagged duplicate, a missing PO or no lines into exceptions', () => {
    const dup = run({
      invoiceLines: [line(1, 'Toner', 1, '100.00', 'pl-2')],
      invoiceNumber: 'INV-8',
      duplicateOf: { invoiceNumber: 'INV-7' },
    });
    expect(dup.ok).toBe(false);
    expect(dup.exceptions).toEqual(['Possible duplicate of INV-7 (same amount within 7 days)']);
    const sameNumber = run({
      invoiceLines: [line(1, 'Toner', 1, '100.00', 'pl-2')],
      invoiceNumber: 'inv-7 ',
      duplicateOf: { invoiceNumber: 'INV-7' },
    });
    expect(sameNumber.exceptions).toEqual(['Possible duplicate of INV-7 (same vendor and invoice number)']);
    expect(run({ hasPurchaseOrder: false, poLines: [] }).exceptions).toEqual([
      'The invoice is not linked to a purchase order',
      'The invoice has no line items to match',
    ]);
  });
});
