import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { cn } from '../../lib/cn';

export type Option = { value: string; label: string };

/** Error text id of a field, for aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** A label, the control, and the field's message under it (the shared schema's wording). */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span className="text-sm leading-none text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={errorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

/** aria attributes of a control with a possible error. */
export const invalidProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  required?: boolean;
  error?: string;
  className?: string;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
};

/** A labelled select (Radix) bound to a form field; a stored value missing from the options is kept as one. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { control, name, id, label, options, placeholder, required, error, className, disabled } = props;
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
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
            <Select
              value={value}
              disabled={disabled}
              onValueChange={(v) => {
                field.onChange(v);
                props.onValueChange?.(v);
              }}
            >
              <SelectTrigger id={id} onBlur={field.onBlur} ref={field.ref} {...invalidProps(id, error)}>
                <SelectValue placeholder={placeholder ?? 'Select...'} />
              </SelectTrigger>
              <SelectContent>
                {all.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          );
        }}
      />
    </Field>
  );
}
