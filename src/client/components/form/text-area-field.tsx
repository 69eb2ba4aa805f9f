import { Textarea } from '../ui/textarea';
import { Field } from './field';

/** A labelled, controlled text area with its message: the reason, note and comment boxes of the decision dialogs. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Textarea
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}
