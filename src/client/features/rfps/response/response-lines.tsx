import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { formatCurrency } from '@shared/format';
import type { SaveRfpResponse, SaveRfpResponseInput } from '@shared/rfps/response';

import { fieldControlProps, fieldErrorId, FieldError } from '../../../components/form/field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { blankAsMissing, emptyResponseLine, previewLineTotal, previewLinesSum } from './response-values';

type Form = SaveRfpResponseInput;

/**
 * The optional line prices of a response: one row per line (description, quantity, unit price, its
 * total), rows added and removed at will, and the sum of the lines under them.
 */
export function ResponseLines() {
  const { control, register, formState } = useFormContext<Form, unknown, SaveRfpResponse>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const errors = formState.errors.lines;

  return (
    <fieldset className="space-y-3" aria-labelledby="response-lines-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p id="response-lines-title" className="text-sm font-medium leading-none">
            Line Prices
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            Optional: price the parts of your offer line by line.
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyResponseLine())}>
          <Plus aria-hidden="true" />
          Add Line
        </Button>
      </div>
      {fields.length ? (
        <div className="rounded-md border">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1fr)_7rem_9rem_8rem_2.5rem] gap-3 border-b bg-slate-50 px-3 py-2 text-xs font-medium text-muted-foreground sm:grid"
          >
            <span>Description</span>
            <span>Quantity</span>
            <span>Unit Price</span>
            <span className="text-right">Line Total</span>
            <span />
          </div>
          <ul className="divide-y" aria-label="Line prices">
            {fields.map((field, index) => {
              const n = index + 1;
              const e = errors?.[index];
              const id = (part: string) => `response-line-${index}-${part}`;
              return (
                <li
                  key={field.id}
                  className="grid grid-cols-2 gap-3 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_8rem_2.5rem] sm:items-start"
                >
                  <div className="col-span-2 min-w-0 sm:col-span-1">
                    <Label htmlFor={id('description')} className="sr-only">
                      {`Description of line ${n}`}
                    </Label>
                    <Input
                      {...fieldControlProps(id('description'), e?.description?.message)}
                      placeholder="What is priced"
                      {...register(`lines.${index}.description`)}
                    />
                    <FieldError id={fieldErrorId(id('description'))} message={e?.description?.message} />
                  </div>
                  <div className="min-w-0">
                    <Label htmlFor={id('quantity')} className="sr-only">
                      {`Quantity of line ${n}`}
                    </Label>
                    <Input
                      {...fieldControlProps(id('quantity'), e?.quantity?.message)}
                      type="number"
                      min={0}
                      step="any"
                      inputMode="decimal"
                      {...register(`lines.${index}.quantity`, { setValueAs: blankAsMissing })}
                    />
                    <FieldError id={fieldErrorId(id('quantity'))} message={e?.quantity?.message} />
                  </div>
                  <div className="min-w-0">
                    <Label htmlFor={id('price')} className="sr-only">
                      {`Unit price of line ${n}`}
                    </Label>
                    <Input
                      {...fieldControlProps(id('price'), e?.unitPrice?.message)}
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      placeholder="0.00"
                      {...register(`lines.${index}.unitPrice`, { setValueAs: blankAsMissing })}
                    />
                    <FieldError id={fieldErrorId(id('price'))} message={e?.unitPrice?.message} />
                  </div>
                  <p className="self-center text-sm font-medium text-slate-900 sm:self-start sm:py-2 sm:text-right">
                    <span className="text-muted-foreground sm:sr-only">Line total: </span>
                    {formatCurrency(previewLineTotal(lines[index] ?? {}))}
                  </p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="justify-self-end sm:self-start"
                    aria-label={`Remove line ${n}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className="flex justify-end gap-3 border-t px-3 py-2 text-sm">
            <span className="text-muted-foreground">Sum of lines</span>
            <span className="font-semibold text-slate-900" data-testid="lines-sum">
              {formatCurrency(previewLinesSum(lines))}
            </span>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No line prices.</p>
      )}
      <FieldError message={errors?.message ?? errors?.root?.message} />
    </fieldset>
  );
}
