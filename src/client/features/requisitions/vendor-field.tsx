import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Field, invalidProps } from './form-field';
import { OTHER_VENDOR, type FormValues } from './form-values';
import { useActiveVendors } from './queries';

/** Vendor: one of the active vendors, or "Other vendor" with a typed name. */
export function VendorField() {
  const { control, register, setValue, getValues, formState } = useFormContext<FormValues>();
  const vendors = useActiveVendors();
  const [other, setOther] = useState(() => !getValues('vendorId') && Boolean(getValues('vendorName')));
  const vendorError = formState.errors.vendorId?.message;
  const nameError = formState.errors.vendorName?.message;

  return (
    <>
      <Field id="req-vendor" label="Vendor" error={vendorError}>
        <Controller
          control={control}
          name="vendorId"
          render={({ field }) => {
            const current = field.value ?? '';
            const list = vendors.data ?? [];
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
                <SelectTrigger
                  id="req-vendor"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...invalidProps('req-vendor', vendorError)}
                >
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
      </Field>
      {other ? (
        <Field id="req-vendor-name" label="Vendor Name" error={nameError}>
          <Input
            id="req-vendor-name"
            placeholder="Vendor name"
            {...invalidProps('req-vendor-name', nameError)}
            {...register('vendorName')}
          />
        </Field>
      ) : null}
    </>
  );
}
