import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

import { Input } from '../../components/ui/input';
import { Field } from '../../components/form/field';
import { OTHER_VENDOR, type FormValues } from './form-values';
import { vendorQueries } from '../../lib/queries/vendors';
import { TypeAheadSelect } from '../../lib/type-ahead-select';

const OTHER = [{ value: OTHER_VENDOR, label: 'Other vendor (type the name)' }];
const activeVendors = (q: string) => vendorQueries.options(q, 'active');

/** Vendor: one of the active vendors (a type-ahead of their names), or "Other vendor" with a typed name. */
export function VendorField() {
  const { control, register, setValue, getValues, formState } = useFormContext<FormValues>();
  const vendorName = useWatch({ control, name: 'vendorName' });
  const [other, setOther] = useState(() => !getValues('vendorId') && Boolean(getValues('vendorName')));
  const vendorError = formState.errors.vendorId?.message;
  const nameError = formState.errors.vendorName?.message;

  return (
    <>
      <Field id="req-vendor" label="Vendor" error={vendorError}>
        {(c) => (
          <Controller
            control={control}
            name="vendorId"
            render={({ field }) => (
              <TypeAheadSelect
                {...c}
                ref={field.ref}
                onBlur={field.onBlur}
                value={other ? OTHER_VENDOR : (field.value ?? '')}
                valueLabel={!other && field.value ? vendorName || undefined : undefined}
                options={activeVendors}
                trailing={OTHER}
                placeholder="Select a vendor"
                searchLabel="Search vendors"
                emptyText="No vendors found"
                onChange={(v, label) => {
                  const isOther = v === OTHER_VENDOR;
                  setOther(isOther);
                  field.onChange(isOther ? '' : v);
                  setValue('vendorName', isOther ? '' : label);
                }}
              />
            )}
          />
        )}
      </Field>
      {other ? (
        <Field id="req-vendor-name" label="Vendor Name" error={nameError}>
          {(c) => <Input {...c} placeholder="Vendor name" {...register('vendorName')} />}
        </Field>
      ) : null}
    </>
  );
}
