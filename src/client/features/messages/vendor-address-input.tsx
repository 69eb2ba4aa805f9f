import { useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { z } from 'zod';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { messageQueries } from './queries';

/** A vendor contact to mail: its address, and the vendor whose contact e-mail it is (if known). */
export type VendorAddress = { email: string; vendorName: string | null };

/**
 * The vendor part of the To field: an e-mail address typed in and added (Add vendor, or Enter) as a
 * vendor recipient — mailed the message with a reply link. A known vendor contact's address brings
 * the vendor's name.
 */
export function VendorAddressInput({ id, onAdd }: { id: string; onAdd: (vendor: VendorAddress) => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    const email = text.trim().toLowerCase();
    if (!email) return setError('Required');
    if (!z.email().safeParse(email).success) return setError('Invalid email');
    setBusy(true);
    try {
      const contacts = await queryClient.fetchQuery(messageQueries.vendorContacts(email)).catch(() => []);
      const known = contacts.find((c) => c.email.toLowerCase() === email);
      onAdd({ email, vendorName: known?.vendorName ?? null });
      setText('');
      setError(null);
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <div className="space-y-1">
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          aria-label="Vendor e-mail address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Or type a vendor's e-mail address…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => void add()}>
          <Building2 aria-hidden="true" />
          Add vendor
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
