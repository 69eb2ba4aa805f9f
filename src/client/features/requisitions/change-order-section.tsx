import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { PoOption } from '@shared/search/po-options';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { Field } from '../../components/form/field';
import type { FormValues } from './form-values';
import { poOptionLabel, purchaseOrderQueries } from '../../lib/queries/purchase-orders';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { ContractFields } from './request-details-section';

/** Change Order: the PO being changed, what changes, the price before and the savings negotiated. */
export function ChangeOrderSection() {
  const { register, formState } = useFormContext<FormValues>();
  const e = formState.errors;

  const number = (name: 'originalPrice' | 'discountAmount' | 'discountPercentage') =>
    register(name, {
      setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Order Details</CardTitle>
        <CardDescription>
          Changes to an existing purchase order go to Procurement for approval.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <PoNumberField />
        <Field
          id="req-change-description"
          label="Change Description"
          error={e.changeDescription?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <Textarea
              {...c}
              rows={3}
              placeholder="What changes on the purchase order?"
              {...register('changeDescription')}
            />
          )}
        </Field>
        <Field id="req-original-price" label="Original Price" error={e.originalPrice?.message}>
          {(c) => <Input {...c} type="number" step="0.01" min={0} {...number('originalPrice')} />}
        </Field>
        <Field id="req-discount-amount" label="Discount Amount" error={e.discountAmount?.message}>
          {(c) => <Input {...c} type="number" step="0.01" min={0} {...number('discountAmount')} />}
        </Field>
        <Field id="req-discount-percentage" label="Discount Percentage" error={e.discountPercentage?.message}>
          {(c) => <Input {...c} type="number" step="0.01" min={0} {...number('discountPercentage')} />}
        </Field>
        <Field
          id="req-savings-notes"
          label="Cost Savings Notes"
          error={e.costSavingsNotes?.message}
          className="sm:col-span-2"
        >
          {(c) => <Textarea {...c} rows={2} {...register('costSavingsNotes')} />}
        </Field>
        <ContractFields />
      </CardContent>
    </Card>
  );
}

/**
 * PO Number: a type-ahead of the approved or in-progress POs (the only ones a change order may be
 * filed against; newest first). The chosen PO's amount becomes the Original Price; its vendor and
 * contract number fill those fields when they are still blank.
 */
function PoNumberField() {
  const { control, setValue, getValues, formState } = useFormContext<FormValues>();
  const [picked, setPicked] = useState<{ poNumber: string; label: string } | null>(null);

  function onPoChosen(po: PoOption) {
    setValue('originalPrice', Number(po.amount), { shouldDirty: true });
    if (!getValues('vendorId') && !getValues('vendorName')) {
      setValue('vendorId', po.vendorId, { shouldDirty: true });
      setValue('vendorName', po.vendorName, { shouldDirty: true });
    }
    if (!getValues('contractNumber') && po.contractNumber) {
      setValue('contractNumber', po.contractNumber, { shouldDirty: true });
    }
  }

  return (
    <Field
      id="req-po-number"
      label="PO Number"
      error={formState.errors.poNumber?.message}
      className="sm:col-span-2"
    >
      {(c) => (
        <Controller
          control={control}
          name="poNumber"
          render={({ field }) => {
            const value = field.value ?? '';
            return (
              <TypeAheadSelect
                {...c}
                ref={field.ref}
                onBlur={field.onBlur}
                value={value}
                valueLabel={value ? (picked?.poNumber === value ? picked.label : value) : undefined}
                options={purchaseOrderQueries.openOptions}
                optionLabel={poOptionLabel}
                placeholder="Select a purchase order"
                searchLabel="Search purchase orders"
                emptyText="No purchase orders found"
                onChange={(_id, label, po) => {
                  if (!po) return;
                  setPicked({ poNumber: po.poNumber, label });
                  field.onChange(po.poNumber);
                  onPoChosen(po);
                }}
              />
            );
          }}
        />
      )}
    </Field>
  );
}
