import { X } from 'lucide-react';
import type { Recipient } from '@shared/messages/schemas';

import { Field } from '../../components/form/field';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { messageQueries } from './queries';

/** A chosen recipient: the address the message goes to and the name shown on its chip. */
export type RecipientChip = { email: string; name: string };

/** Adds a picked person once (by e-mail address). */
export function addRecipient(list: RecipientChip[], row: Recipient): RecipientChip[] {
  const email = row.email.toLowerCase();
  return list.some((r) => r.email === email) ? list : [...list, { email, name: row.name }];
}

/**
 * The To field of compose and forward: the people picked so far as chips (each with a remove button),
 * and a type-ahead of users by name or e-mail to add one more.
 */
export function RecipientsField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: RecipientChip[];
  onChange: (value: RecipientChip[]) => void;
  error?: string | null;
}) {
  return (
    <Field id={id} label="To" required error={error}>
      {(control) => (
        <div className="space-y-2">
          {value.length ? (
            <ul aria-label="Recipients" className="flex flex-wrap gap-1.5">
              {value.map((r) => (
                <li
                  key={r.email}
                  className="inline-flex items-center gap-1 rounded-full border bg-slate-50 py-0.5 pr-1 pl-2.5 text-xs"
                  title={r.email}
                >
                  <span>{r.name}</span>
                  <button
                    type="button"
                    className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200"
                    aria-label={`Remove ${r.name}`}
                    onClick={() => onChange(value.filter((x) => x.email !== r.email))}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <TypeAheadSelect<Recipient>
            {...control}
            value=""
            options={messageQueries.recipients}
            optionLabel={(r) => `${r.name} <${r.email}>`}
            onChange={(_value, _label, row) => {
              if (row) onChange(addRecipient(value, row));
            }}
            placeholder="Add a recipient by name or e-mail…"
            searchLabel="Search people by name or e-mail"
            emptyText="No matching people."
          />
        </div>
      )}
    </Field>
  );
}
