import { describe, expect, it } from 'vitest';
import { buildComparison, comparisonRows, linePrice, type ComparedResponse } from './comparison';
import { DEFAULT_RFP_WEIGHTS } from './sourcing';

const response = (id: string, over: Partial<ComparedResponse>): ComparedResponse => ({
  responseId: id,
  invitationId: `${id}-inv`,
  vendorEmail: `${id}@x.example`,
  vendorId: null,
  vendorName: `Vendor ${id}`,
  knownVendor: false,
  totalPrice: '100.00',
  leadTimeDays: null,
  validUntil: null,
  notes: null,
  submittedAt: '2030-01-01T00:00:00.000Z',
  lines: [],
  attachments: [],
  onTimeRate: null,
  ...over,
});

const rfp = { id: 'rfp-9', weights: { ...DEFAULT_RFP_WEIGHTS }, awardedResponseId: null };

describe('buildComparison', () => {
  it('scores price as 100 × lowest ÷ price, delivery and on-time, weighted into the total', () => {
    const c = buildComparison(rfp, [
      response('a', { totalPrice: '800.00', leadTimeDays: 20, onTimeRate: 90 }),
      response('b', { totalPrice: '1000.00', leadTimeDays: 10, onTimeRate: null }),
    ]);
    expect(c.columns.map((col) => col.scores)).toEqual([
      // 60×100 + 25×50 + 15×90 = 8,600 → 86
      { price: 100, delivery: 50, onTime: 90, total: 86 },
      // 60×80 + 25×100 + 15×50 (neutral: no record) = 8,050 → 80.5
      { price: 80, delivery: 100, onTime: 50, total: 80.5 },
    ]);
    const weighted = buildComparison({ ...rfp, weights: { price: 100, delivery: 0, onTime: 0 } }, [
      response('a', { totalPrice: '800.00', leadTimeDays: 20 }),
      response('b', { totalPrice: '1000.00', leadTimeDays: 10 }),
    ]);
    expect(weighted.columns.map((col) => col.scores.total)).toEqual([100, 80]);
    expect(weighted.weights).toEqual({ price: 100, delivery: 0, onTime: 0 });
  });

  it('flags every column at the lowest price and at the shortest lead time', () => {
    const c = buildComparison({ ...rfp, awardedResponseId: 'c' }, [
      response('a', { totalPrice: '500.00', leadTimeDays: 7 }),
      response('b', { totalPrice: '500.00', leadTimeDays: 9 }),
      response('c', { totalPrice: '650.00', leadTimeDays: 7 }),
      response('d', { totalPrice: '700.00', leadTimeDays: null }),
    ]);
    expect(c.columns.map((col) => [col.responseId, col.cheapest, col.fastest, col.awarded])).toEqual([
      ['a', true, true, false],
      ['b', true, false, false],
      ['c', false, true, true],
      ['d', false, false, false],
    ]);
    expect(buildComparison(rfp, [])).toEqual({
      rfpId: 'rfp-9',
      weights: rfp.weights,
      columns: [],
      lineDescriptions: [],
    });
  });

  it('totals each line and lists the line descriptions across responses in first-seen order', () => {
    const c = buildComparison(rfp, [
      response('a', {
        lines: [
          { description: 'Laptops', quantity: '10', unitPrice: '1200.00' },
          { description: 'Docks ', quantity: '10', unitPrice: '150.50' },
        ],
      }),
      response('b', {
        lines: [
          { description: 'Setup', quantity: '1', unitPrice: '500.00' },
          { description: 'Laptops', quantity: '10', unitPrice: '1100.00' },
          { description: 'Laptops', quantity: '2', unitPrice: '50.00' },
        ],
      }),
    ]);
    expect(c.lineDescriptions).toEqual(['Laptops', 'Docks', 'Setup']);
    expect(c.columns[0]!.lines.map((l) => l.total)).toEqual(['12000.00', '1505.00']);
    expect(linePrice(c.columns[1]!, 'Laptops')).toBe('11100.00');
    expect(linePrice(c.columns[0]!, 'Setup')).toBeNull();
  });
});

describe('comparisonRows', () => {
  it('is one column per vendor: vendor, price, lead time, validity, each line, the scores', () => {
    const c = buildComparison(rfp, [
      response('a', {
        vendorName: 'Acme',
        totalPrice: '900.00',
        leadTimeDays: 5,
        validUntil: '2030-03-01',
        lines: [{ description: 'Chairs', quantity: '3', unitPrice: '300.00' }],
      }),
      response('b', { vendorName: 'Bolt', totalPrice: '1200.00' }),
    ]);
    expect(comparisonRows(c)).toEqual([
      ['Vendor', 'Acme', 'Bolt'],
      ['Total price', '900.00', '1200.00'],
      ['Lead time (days)', '5', ''],
      ['Valid until', '2030-03-01', ''],
      ['Chairs', '900.00', ''],
      ['Price score (60%)', '100.0', '75.0'],
      ['Delivery score (25%)', '100.0', '0.0'],
      ['On-time score (15%)', '50.0', '50.0'],
      ['Total score', '92.5', '52.5'],
    ]);
  });
});
