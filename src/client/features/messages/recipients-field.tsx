import { X } from 'lucide-react';
import type { Recipient } from '@shared/messages/schemas';

import { Field } from '../../components/form/field';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { messageQueries } from './queries';
import { VendorAddressInput } from './vendor-address-input';

/**
 * A chosen recipient: the address the message goes to and the name shown on its chip; `vendor`: an
 * external vendor contact (mailed the message with a reply link).
 */
export type RecipientChip = { email: string; name: string; vendor?: boolean };

/** The chips as a message's addresses: users (`to`) and vendor contacts (`vendorTo`). Compose and forward. */
export const addressesOf = (chips: RecipientChip[]) => ({
  to: chips.filter((r) => !r.vendor).map((r) => r.email),
  vendorTo: chips.filter((r) => r.vendor).map((r) => r.email),
});

/** Adds a picked person once (by e-mail address). */
export function addRecipient(list: RecipientChip[], row: Recipient): RecipientChip[] {
  const email = row.email.toLowerCase();
  return list.some((r) => r.email === email) ? list : [...list, { email, name: row.name }];
}

/** Adds a vendor contact's address once (a user already chosen with it stays as they are). */
export function addVendor(list: RecipientChip[], email: string, vendorName: string | null): RecipientChip[] {
  const key = email.toLowerCase();
  if (list.some((r) => r.email === key)) return list;
  return [...list, { email: key, name: vendorName ? `${vendorName} <${key}>` : key, vendor: true }];
}

/**
 * The To field of compose and forward: the people picked so far as chips (each with a remove button),
 * and a type-ahead of users by name or e-mail to add one more; with `vendors`, also an address typed
 * in as an external vendor contact (its chip marked Vendor).
 */
export function RecipientsField({
  id,
  value,
  onChange,
  error,
  vendors = false,
}: {
  id: string;
  value: RecipientChip[];
  onChange: (value: RecipientChip[]) => void;
  error?: string | null;
  vendors?: boolean;
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
                  {r.vendor ? (
                    <span className="rounded-full bg-amber-100 px-1.5 text-[10px] font-medium text-amber-800 uppercase">
                      Vendor
                    </span>
                  ) : null}
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
          {vendors ? (
            <VendorAddressInput
              id={`${id}-vendor`}
              onAdd={(v) => onChange(addVendor(value, v.email, v.vendorName))}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
