import { useFormContext } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { formatCurrency } from '@shared/format';
import type { LineItemInput } from '@shared/requisitions/schemas';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import { previewLineTotal, type FormValues } from './form-values';
import { glCodeOptions, unitOptions } from './labels';

type NumberField = 'quantity' | 'unitPrice' | 'minOrderQuantity' | 'leadTimeDays';

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** One line item: its inputs (blanket lines add minimum order quantity and lead time) and its live total. */
export function LineItemFields({
  index,
  blanket,
  line,
  canRemove,
  onRemove,
}: {
  index: number;
  blanket: boolean;
  line: LineItemInput | undefined;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { control, register, formState } = useFormContext<FormValues>();
  const e = formState.errors.lineItems?.[index];
  const n = index + 1;
  const id = (field: string) => `line-${index}-${field}`;
  const number = (field: NumberField) => register(`lineItems.${index}.${field}`, { setValueAs: toNumber });

  return (
    <fieldset aria-label={`Line item ${n}`} className="rounded-lg border bg-slate-50/60 p-4">
      <div className="mb-3 flex items-center justify-between">
        <span className="text-sm font-semibold text-slate-700">Item {n}</span>
        {canRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove line item ${n}`}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id={id('description')}
          label="Description"
          required
          error={e?.description?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <Input
              {...c}
              placeholder="What is being purchased"
              {...register(`lineItems.${index}.description`)}
            />
          )}
        </Field>
        <Field id={id('product')} label="Product Number" required={blanket} error={e?.productNumber?.message}>
          {(c) => (
            <Input
              {...c}
              placeholder="SKU or part number"
              {...register(`lineItems.${index}.productNumber`)}
            />
          )}
        </Field>
        <SelectField
          control={control}
          name={`lineItems.${index}.generalLedgerCode`}
          id={id('gl')}
          label="GL Code"
          required
          placeholder="Select GL code"
          options={glCodeOptions(blanket)}
          error={e?.generalLedgerCode?.message}
        />
        <Field
          id={id('quantity')}
          label={blanket ? 'Expected Quantity' : 'Quantity'}
          required={blanket}
          error={e?.quantity?.message}
        >
          {(c) => <Input {...c} type="number" min={1} step="any" {...number('quantity')} />}
        </Field>
        <SelectField
          control={control}
          name={`lineItems.${index}.unitOfMeasure`}
          id={id('unit')}
          label="Unit of Measure"
          options={unitOptions(blanket)}
          error={e?.unitOfMeasure?.message}
        />
        <Field
          id={id('price')}
          label={blanket ? 'Estimated Unit Price' : 'Unit Price'}
          required={blanket}
          error={e?.unitPrice?.message}
        >
          {(c) => <Input {...c} type="number" min={0} step="0.01" {...number('unitPrice')} />}
        </Field>
        <Field id={id('contract')} label="Contract Number" error={e?.contractNumber?.message}>
          {(c) => <Input {...c} {...register(`lineItems.${index}.contractNumber`)} />}
        </Field>
        {blanket ? (
          <>
            <Field id={id('moq')} label="Minimum Order Quantity" error={e?.minOrderQuantity?.message}>
              {(c) => <Input {...c} type="number" min={0} step={1} {...number('minOrderQuantity')} />}
            </Field>
            <Field id={id('lead')} label="Lead Time Days" error={e?.leadTimeDays?.message}>
              {(c) => <Input {...c} type="number" min={0} step={1} {...number('leadTimeDays')} />}
            </Field>
          </>
        ) : null}
      </div>
      <p className="mt-3 text-right text-sm text-muted-foreground">
        Line Total:{' '}
        <span className="font-semibold text-slate-900" data-testid={`line-total-${index}`}>
          {formatCurrency(previewLineTotal(line ?? {}))}
        </span>
      </p>
    </fieldset>
  );
}
