import { useFormContext, useWatch } from 'react-hook-form';

import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { Field } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import type { FormValues } from './form-values';
import { DELIVERY_LOCATION_OPTIONS, ITEM_TYPE_OPTIONS, URGENCY_OPTIONS, departmentOptions } from './labels';
import { VendorField } from './vendor-field';

/** Who needs what, when, from whom and where: the fields every request type shares. */
export function RequestDetailsSection({ userDepartment }: { userDepartment: string | undefined }) {
  const { control, register, formState } = useFormContext<FormValues>();
  const requestType = useWatch({ control, name: 'requestType' });
  const itemType = useWatch({ control, name: 'itemType' });
  const e = formState.errors;
  const showContract =
    requestType !== 'change-order' && (requestType === 'blanket-po' || itemType !== 'goods');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Request Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field id="req-title" label="Request Title" error={e.title?.message} className="sm:col-span-2">
          {(c) => (
            <Input
              {...c}
              placeholder="Defaults to the first line item's description"
              {...register('title')}
            />
          )}
        </Field>
        <SelectField
          control={control}
          name="department"
          id="req-department"
          label="Department"
          required
          placeholder="Select department"
          options={departmentOptions(userDepartment)}
          error={e.department?.message}
        />
        <SelectField
          control={control}
          name="itemType"
          id="req-item-type"
          label="Item Type"
          options={ITEM_TYPE_OPTIONS}
          error={e.itemType?.message}
        />
        <Field id="req-date-needed" label="Date Needed By" required error={e.dateNeededBy?.message}>
          {(c) => <Input {...c} type="date" {...register('dateNeededBy')} />}
        </Field>
        <SelectField
          control={control}
          name="urgencyLevel"
          id="req-urgency"
          label="Urgency Level"
          options={URGENCY_OPTIONS}
          error={e.urgencyLevel?.message}
        />
        <VendorField />
        {requestType === 'blanket-po' ? (
          <SelectField
            control={control}
            name="deliveryLocation"
            id="req-delivery-location"
            label="Delivery Location"
            placeholder="Select delivery location"
            options={DELIVERY_LOCATION_OPTIONS}
            error={e.deliveryLocation?.message}
          />
        ) : null}
        <Field
          id="req-shipping"
          label="Shipping Address"
          error={e.shippingAddress?.message}
          className="sm:col-span-2"
        >
          {(c) => <Textarea {...c} rows={2} {...register('shippingAddress')} />}
        </Field>
        <Field
          id="req-justification"
          label="Business Justification"
          required
          error={e.businessJustification?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <Textarea
              {...c}
              rows={3}
              placeholder="Why is this purchase needed?"
              {...register('businessJustification')}
            />
          )}
        </Field>
        {showContract ? <ContractFields /> : null}
      </CardContent>
    </Card>
  );
}

/** Contract reference and dates: revealed by Services or Goods & Services, and part of every blanket PO and change order. */
export function ContractFields() {
  const { register, formState } = useFormContext<FormValues>();
  const e = formState.errors;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <Field id="req-contract-number" label="Contract Reference" error={e.contractNumber?.message}>
        {(c) => <Input {...c} placeholder="e.g. CTR-001" {...register('contractNumber')} />}
      </Field>
      <Field id="req-contract-start" label="Contract Start Date" error={e.contractStartDate?.message}>
        {(c) => <Input {...c} type="date" {...register('contractStartDate')} />}
      </Field>
      <Field id="req-contract-end" label="Contract End Date" error={e.contractEndDate?.message}>
        {(c) => <Input {...c} type="date" {...register('contractEndDate')} />}
      </Field>
    </div>
  );
}
