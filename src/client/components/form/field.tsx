import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Label } from '../ui/label';

/** What a field's control carries: its id (the label's target) and its error / hint wiring. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** The attributes of control `id`: invalid and described by its message while it has one, and by its hint. */
export function fieldControlProps(
  id: string,
  error: string | null | undefined,
  hasHint = false,
): FieldControlProps {
  const describedBy = [hasHint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy.length ? { 'aria-describedby': describedBy.join(' ') } : {}),
  };
}

/**
 * A field's message (the shared schema's wording, or the server's): announced (role alert) and tied to
 * its control by `id` (`fieldErrorId`). Nothing when there is no message.
 */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/**
 * A labelled form field: the label, the control (rendered by `children` with the props that wire it:
 * id, aria-invalid, aria-describedby), an optional hint under it and the field's message.
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Shows a (decorative) asterisk after the label. */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      {children(fieldControlProps(id, error, hint !== undefined && hint !== null))}
      {hint !== undefined && hint !== null ? (
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}
