import { lineTotal, sumMoney, toCents } from '../money';
import { scoreResponses } from './scoring';
import type { ComparisonColumn, RfpComparison, RfpWeights } from './sourcing';

/**
 * The side-by-side comparison of an RFP's submitted responses (issue 11), pure: the weighted scores,
 * the cheapest and fastest columns (every column at the minimum), the per-line table, and the same
 * table as the rows of the CSV export.
 */

export type ComparedResponse = Omit<
  ComparisonColumn,
  'lines' | 'scores' | 'cheapest' | 'fastest' | 'awarded'
> & {
  lines: readonly { description: string; quantity: string; unitPrice: string }[];
};

const lineKey = (description: string) => description.trim();

export function buildComparison(
  rfp: { id: string; weights: RfpWeights; awardedResponseId: string | null },
  responses: readonly ComparedResponse[],
): RfpComparison {
  const scores = scoreResponses(responses, rfp.weights);
  const prices = responses.map((r) => toCents(r.totalPrice));
  const cheapest = prices.length ? Math.min(...prices) : null;
  const leads = responses.flatMap((r) => (r.leadTimeDays === null ? [] : [r.leadTimeDays]));
  const fastest = leads.length ? Math.min(...leads) : null;
  const descriptions: string[] = [];
  for (const r of responses)
    for (const l of r.lines)
      if (!descriptions.includes(lineKey(l.description))) descriptions.push(lineKey(l.description));
  return {
    rfpId: rfp.id,
    weights: { ...rfp.weights },
    lineDescriptions: descriptions,
    columns: responses.map((r, i) => ({
      ...r,
      lines: r.lines.map((l) => ({ ...l, total: lineTotal(l.quantity, l.unitPrice) })),
      scores: scores[i]!,
      cheapest: prices[i] === cheapest,
      fastest: r.leadTimeDays !== null && r.leadTimeDays === fastest,
      awarded: r.responseId === rfp.awardedResponseId,
    })),
  };
}

/** What one vendor priced a line of the table at (its lines of that description added up), or null. */
export function linePrice(column: Pick<ComparisonColumn, 'lines'>, description: string): string | null {
  const lines = column.lines.filter((l) => lineKey(l.description) === description);
  return lines.length ? sumMoney(lines.map((l) => l.total)) : null;
}

const score = (n: number) => n.toFixed(1);

/**
 * The comparison as a table of text, one column per vendor (as the screen shows it): vendor, total
 * price, lead time, validity, each line's price, then the price, delivery, on-time and total scores.
 */
export function comparisonRows(c: RfpComparison): string[][] {
  const row = (label: string, cell: (col: ComparisonColumn) => string | null | undefined) => [
    label,
    ...c.columns.map((col) => cell(col) ?? ''),
  ];
  const w = c.weights;
  return [
    row('Vendor', (col) => col.vendorName),
    row('Total price', (col) => col.totalPrice),
    row('Lead time (days)', (col) => (col.leadTimeDays === null ? null : String(col.leadTimeDays))),
    row('Valid until', (col) => col.validUntil),
    ...c.lineDescriptions.map((d) => row(d, (col) => linePrice(col, d))),
    row(`Price score (${w.price}%)`, (col) => score(col.scores.price)),
    row(`Delivery score (${w.delivery}%)`, (col) => score(col.scores.delivery)),
    row(`On-time score (${w.onTime}%)`, (col) => score(col.scores.onTime)),
    row('Total score', (col) => score(col.scores.total)),
  ];
}
