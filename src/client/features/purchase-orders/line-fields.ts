import { lineTotal, sumMoney } from '@shared/money';

/** A PO line in a form: numbers as typed (strings), validated by the shared schema on submit. */
export type LineFormValues = {
  id?: string | null;
  productNumber?: string | null;
  description: string;
  quantity: string;
  unitOfMeasure?: string | null;
  unitPrice: string;
  glCode: string;
};

/** Live line total and form total (quantity × unit price to 2 decimals; sum of lines). */
export const lineTotalOf = (l: Pick<LineFormValues, 'quantity' | 'unitPrice'>) =>
  lineTotal(Number(l.quantity) || 0, Number(l.unitPrice) || 0);
export const formTotal = (lines: Pick<LineFormValues, 'quantity' | 'unitPrice'>[]) =>
  sumMoney(lines.map(lineTotalOf));

export const emptyLine = (glCode = ''): LineFormValues => ({
  id: null,
  productNumber: null,
  description: '',
  quantity: '1',
  unitOfMeasure: 'Each',
  unitPrice: '0',
  glCode,
});

/** A detail line as form values. */
export function toLineForm(l: {
  id: string;
  productNumber: string | null;
  description: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: string;
  glCode: string;
}): LineFormValues {
  return {
    id: l.id,
    productNumber: l.productNumber,
    description: l.description,
    quantity: String(l.quantity),
    unitOfMeasure: l.unitOfMeasure,
    unitPrice: l.unitPrice,
    glCode: l.glCode,
  };
}
