import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { PoLineInput } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { Field, FieldError } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { GlCodeSelect } from './gl-code-select';
import { emptyLine, formTotal, lineTotalOf } from './line-fields';

type LinesForm = { lines: PoLineInput[] };

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
            <Field
              id={`line-${i}-description`}
              label={`Line ${n} description`}
              error={e?.description?.message}
              className="sm:col-span-4"
            >
              {(c) => <Input {...c} {...register(`lines.${i}.description`)} />}
            </Field>
            <Field
              id={`line-${i}-quantity`}
              label={`Line ${n} quantity`}
              error={e?.quantity?.message}
              className="sm:col-span-2"
            >
              {(c) => <Input {...c} type="number" step="any" min="0" {...register(`lines.${i}.quantity`)} />}
            </Field>
            <Field
              id={`line-${i}-unit-price`}
              label={`Line ${n} unit price`}
              error={e?.unitPrice?.message}
              className="sm:col-span-2"
            >
              {(c) => (
                <Input {...c} type="number" step="0.01" min="0" {...register(`lines.${i}.unitPrice`)} />
              )}
            </Field>
            <Field
              id={`line-${i}-gl`}
              label={`Line ${n} GL code`}
              error={e?.glCode?.message}
              className="sm:col-span-2"
            >
              {(c) => (
                <Controller
                  control={control}
                  name={`lines.${i}.glCode`}
                  render={({ field: f }) => (
                    <GlCodeSelect control={c} value={f.value ?? ''} onChange={f.onChange} />
                  )}
                />
              )}
            </Field>
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
      <FieldError message={listError} />
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
