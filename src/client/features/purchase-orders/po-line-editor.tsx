import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { PoLineInput } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { GlCodeSelect } from './gl-code-select';
import { emptyLine, formTotal, lineTotalOf } from './line-fields';

type LinesForm = { lines: PoLineInput[] };

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  );
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Editable PO lines (inside a FormProvider): add / remove, quantity, unit price, GL code, live totals. */
export function PoLineEditor({ defaultGlCode = '' }: { defaultGlCode?: string }) {
  const { control, register, formState } = useFormContext<LinesForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const errors = formState.errors.lines;
  const listError = errors?.message ?? errors?.root?.message;
  const values = lines.map((l) => ({ quantity: asText(l?.quantity), unitPrice: asText(l?.unitPrice) }));

  return (
    <div className="space-y-3">
      {fields.map((field, i) => {
        const e = errors?.[i];
        const n = i + 1;
        return (
          <fieldset
            key={field.id}
            className="grid gap-2 rounded-lg border p-3 sm:grid-cols-12"
            aria-label={`Line ${n}`}
          >
            <div className="space-y-1 sm:col-span-4">
              <Label htmlFor={`line-${i}-description`}>Line {n} description</Label>
              <Input
                id={`line-${i}-description`}
                {...register(`lines.${i}.description`)}
                aria-invalid={e?.description ? true : undefined}
              />
              <FieldError id={`line-${i}-description-error`} message={e?.description?.message} />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor={`line-${i}-quantity`}>Line {n} quantity</Label>
              <Input
                id={`line-${i}-quantity`}
                type="number"
                step="any"
                min="0"
                {...register(`lines.${i}.quantity`)}
                aria-invalid={e?.quantity ? true : undefined}
              />
              <FieldError id={`line-${i}-quantity-error`} message={e?.quantity?.message} />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor={`line-${i}-unit-price`}>Line {n} unit price</Label>
              <Input
                id={`line-${i}-unit-price`}
                type="number"
                step="0.01"
                min="0"
                {...register(`lines.${i}.unitPrice`)}
                aria-invalid={e?.unitPrice ? true : undefined}
              />
              <FieldError id={`line-${i}-unit-price-error`} message={e?.unitPrice?.message} />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor={`line-${i}-gl`}>Line {n} GL code</Label>
              <Controller
                control={control}
                name={`lines.${i}.glCode`}
                render={({ field: f }) => (
                  <GlCodeSelect
                    id={`line-${i}-gl`}
                    label={`Line ${n} GL code`}
                    value={f.value ?? ''}
                    onChange={f.onChange}
                    invalid={Boolean(e?.glCode)}
                  />
                )}
              />
              <FieldError id={`line-${i}-gl-error`} message={e?.glCode?.message} />
            </div>
            <div className="flex items-end justify-between gap-2 sm:col-span-2">
              <p className="pb-2 text-sm font-semibold" aria-label={`Line ${n} total`}>
                {formatCurrency(lineTotalOf(values[i] ?? { quantity: '', unitPrice: '' }))}
              </p>
              {fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove line ${n}`}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <div className="flex items-center justify-between">
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyLine(defaultGlCode))}>
          <Plus aria-hidden="true" />
          Add line
        </Button>
        <p className="text-sm font-semibold" data-testid="form-total">
          Total {formatCurrency(formTotal(values))}
        </p>
      </div>
    </div>
  );
}
