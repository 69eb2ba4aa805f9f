import { useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@shared/format';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { Field } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import type { FormValues } from './form-values';
import { purchaseOrderQueries } from '../../lib/queries/purchase-orders';
import { ContractFields } from './request-details-section';

/** Change Order: the PO being changed, what changes, the price before and the savings negotiated. */
export function ChangeOrderSection() {
  const { control, register, setValue, getValues, formState } = useFormContext<FormValues>();
  // Approved or in progress: the only POs a change order may be filed against; newest first.
  const pos = useQuery(
    purchaseOrderQueries.list({ status: 'approved,in-progress', limit: 500, sort: '-createdAt' }),
  );
  const e = formState.errors;
  const options = (pos.data?.rows ?? []).map((po) => ({
    value: po.poNumber,
    label: `${po.poNumber} · ${po.vendor} · ${formatCurrency(po.totalAmount)}`,
  }));

  function onPoChosen(poNumber: string) {
    const po = pos.data?.rows.find((p) => p.poNumber === poNumber);
    if (!po) return;
    setValue('originalPrice', Number(po.totalAmount), { shouldDirty: true });
    if (!getValues('vendorId') && !getValues('vendorName')) {
      setValue('vendorId', po.vendorId, { shouldDirty: true });
      setValue('vendorName', po.vendor, { shouldDirty: true });
    }
    if (!getValues('contractNumber') && po.contractNumber) {
      setValue('contractNumber', po.contractNumber, { shouldDirty: true });
    }
  }

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
        <SelectField
          control={control}
          name="poNumber"
          id="req-po-number"
          label="PO Number"
          placeholder={pos.isPending ? 'Loading purchase orders...' : 'Select a purchase order'}
          options={options}
          error={e.poNumber?.message}
          onValueChange={onPoChosen}
          className="sm:col-span-2"
        />
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
