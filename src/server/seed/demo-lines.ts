import { lineTotal, sumMoney } from '@shared/money';

/** One line of a requisition, PO or invoice: description, quantity, unit, unit price, GL code, SKU. */
export type LineSpec = [
  description: string,
  quantity: number,
  unitOfMeasure: string,
  unitPrice: string,
  glCode: string,
  sku?: string,
];

export type PricedLine = {
  lineNo: number;
  description: string;
  quantity: string;
  unitOfMeasure: string;
  unitPrice: string;
  total: string;
  glCode: string;
  productNumber: string | null;
};

export function priceLines(lines: LineSpec[]): PricedLine[] {
  return lines.map(([description, quantity, unitOfMeasure, unitPrice, glCode, sku], i) => ({
    lineNo: i + 1,
    description,
    quantity: quantity.toFixed(2),
    unitOfMeasure,
    unitPrice,
    total: lineTotal(quantity, unitPrice),
    glCode,
    productNumber: sku ?? null,
  }));
}

export const totalOf = (lines: { total: string }[]) => sumMoney(lines.map((l) => l.total));
