import type { ReactNode } from 'react';

import { Alert, AlertDescription } from '../ui/alert';
import { Button, type ButtonProps } from '../ui/button';
import { DialogFooter } from '../ui/dialog-footer';

/**
 * The footer of a form or a dialog that asks for one thing: the outline button that leaves it (`Cancel` unless
 * named) and the button that does it, which reads `busyLabel` and is disabled while `busy` (an `icon` goes before its text). With
 * `onSubmit` the second button acts on click; without, it submits the form the footer stands in. An
 * `error` (the server's answer to the last try) shows above the footer.
 */
export function FormActions({
  cancelLabel = 'Cancel',
  onCancel,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  variant,
  icon,
  disabled = false,
  error,
}: {
  cancelLabel?: string;
  onCancel: () => void;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  onSubmit?: () => void;
  variant?: ButtonProps['variant'];
  icon?: ReactNode;
  disabled?: boolean;
  error?: string | null;
}) {
  return (
    <>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          variant={variant}
          onClick={onSubmit}
          disabled={busy || disabled}
        >
          {icon}
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
