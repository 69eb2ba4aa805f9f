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

/** The editable columns of a line. */
const NUMBER_FIELDS = [
  { name: 'quantity', label: 'Quantity', slug: 'quantity' },
  { name: 'unitPrice', label: 'Unit price', slug: 'unit-price' },
] as const;

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
            return (
              <TableRow key={field.key}>
                <TableCell className="min-w-40">{v?.description}</TableCell>
                <TableCell>{v?.glCode}</TableCell>
                {NUMBER_FIELDS.map(({ name, label, slug }) => {
                  const id = `inv-line-${i}-${slug}`;
                  const error = err?.[name]?.message;
                  return (
                    <TableCell key={name}>
                      <Input
                        {...fieldControlProps(id, error)}
                        type="number"
                        step="0.01"
                        min="0"
                        aria-label={`${label} of line ${i + 1}`}
                        {...register(`lines.${i}.${name}`)}
                      />
                      <FieldError id={fieldErrorId(id)} message={error} />
                    </TableCell>
                  );
                })}
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
