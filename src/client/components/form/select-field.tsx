import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { LazySelect } from '../lazy-select';
import type { SelectOption } from '../select-options';
import { Field } from './field';

/**
 * A labelled select (Radix) bound to a react-hook-form field, with its message. A stored value missing
 * from the options is kept as an option of its own (a request saved with a since-retired GL code).
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  placeholder = 'Select...',
  required,
  error,
  className,
  disabled,
  onValueChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  error?: string;
  className?: string;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const value = (field.value as string | null | undefined) ?? '';
            const all =
              value && !options.some((o) => o.value === value)
                ? [...options, { value, label: value }]
                : options;
            return (
              <LazySelect
                value={value}
                disabled={disabled}
                onValueChange={(v) => {
                  field.onChange(v);
                  onValueChange?.(v);
                }}
                options={all}
                placeholder={placeholder}
                trigger={{ ...controlProps, onBlur: field.onBlur, ref: field.ref }}
              />
            );
          }}
        />
      )}
    </Field>
  );
}
