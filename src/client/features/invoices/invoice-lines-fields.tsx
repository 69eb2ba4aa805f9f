import type { FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { formatCurrency } from '@shared/format';
import { lineTotal } from '@shared/money';
import type { CreateInvoiceInput } from '@shared/invoices/schemas';

import { FieldError, fieldControlProps, fieldErrorId } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

type Line = CreateInvoiceInput['lines'][number];

/** The invoice's lines, prefilled from the PO: quantity and unit price editable, a line may be removed. */
export function InvoiceLinesFields({
  fields,
  values,
  register,
  errors,
  onRemove,
}: {
  fields: FieldArrayWithId<CreateInvoiceInput, 'lines', 'key'>[];
  values: Line[];
  register: UseFormRegister<CreateInvoiceInput>;
  errors: FieldErrors<CreateInvoiceInput>;
  onRemove: (index: number) => void;
}) {
  const lineErrors = errors.lines;
  const total = values.reduce((sum, l) => sum + Number(lineTotal(l.quantity ?? 0, l.unitPrice ?? 0)), 0);
  return (
    <div className="space-y-2">
      <Table aria-label="Invoice lines">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Description</TableHead>
            <TableHead>GL Code</TableHead>
            <TableHead className="w-28">Quantity</TableHead>
            <TableHead className="w-32">Unit Price</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>
              <span className="sr-only">Remove</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fields.map((field, i) => {
            const v = values[i];
            const err = Array.isArray(lineErrors) ? lineErrors[i] : undefined;
            const qtyError = err?.quantity?.message;
            const priceError = err?.unitPrice?.message;
            const qtyId = `inv-line-${i}-quantity`;
            const priceId = `inv-line-${i}-unit-price`;
            return (
              <TableRow key={field.key}>
                <TableCell className="min-w-40">{v?.description}</TableCell>
                <TableCell>{v?.glCode}</TableCell>
                <TableCell>
                  <Input
                    {...fieldControlProps(qtyId, qtyError)}
                    type="number"
                    step="0.01"
                    min="0"
                    aria-label={`Quantity of line ${i + 1}`}
                    {...register(`lines.${i}.quantity`)}
                  />
                  <FieldError id={fieldErrorId(qtyId)} message={qtyError} />
                </TableCell>
                <TableCell>
                  <Input
                    {...fieldControlProps(priceId, priceError)}
                    type="number"
                    step="0.01"
                    min="0"
                    aria-label={`Unit price of line ${i + 1}`}
                    {...register(`lines.${i}.unitPrice`)}
                  />
                  <FieldError id={fieldErrorId(priceId)} message={priceError} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCurrency(lineTotal(v?.quantity ?? 0, v?.unitPrice ?? 0))}
                </TableCell>
                <TableCell>
                  {fields.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      onClick={() => onRemove(i)}
                      aria-label={`Remove line ${i + 1}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FieldError message={lineErrors?.message} />
      <p className="text-right text-sm font-semibold">
        Sum of lines: <span className="tabular-nums">{formatCurrency(total)}</span>
      </p>
    </div>
  );
}
