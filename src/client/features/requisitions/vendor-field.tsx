import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';

import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Field } from '../../components/form/field';
import { OTHER_VENDOR, type FormValues } from './form-values';
import { vendorQueries } from '../../lib/queries/vendors';

/** Vendor: one of the active vendors, or "Other vendor" with a typed name. */
export function VendorField() {
  const { control, register, setValue, getValues, formState } = useFormContext<FormValues>();
  const vendors = useQuery(vendorQueries.list({ status: 'active', limit: 500 }));
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
            render={({ field }) => {
              const current = field.value ?? '';
              const list = vendors.data?.rows ?? [];
              const known = !current || list.some((v) => v.id === current);
              return (
                <Select
                  value={other ? OTHER_VENDOR : current}
                  onValueChange={(v) => {
                    const isOther = v === OTHER_VENDOR;
                    setOther(isOther);
                    field.onChange(isOther ? '' : v);
                    setValue('vendorName', isOther ? '' : (list.find((x) => x.id === v)?.name ?? ''));
                  }}
                >
                  <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder={vendors.isPending ? 'Loading vendors...' : 'Select a vendor'} />
                  </SelectTrigger>
                  <SelectContent>
                    {known ? null : (
                      <SelectItem value={current}>{getValues('vendorName') || current}</SelectItem>
                    )}
                    {list.map((v) => (
                      <SelectItem key={v.id} value={v.id}>
                        {v.name}
                      </SelectItem>
                    ))}
                    <SelectItem value={OTHER_VENDOR}>Other vendor (type the name)</SelectItem>
                  </SelectContent>
                </Select>
              );
            }}
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
