import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import {
  INVITATION_STATE_LABELS,
  addRfpVendorsSchema,
  type InvitationState,
  type RfpDetail,
} from '@shared/rfps/sourcing';
import { splitVendorEmails } from '@shared/rfps/schemas';

import { Field } from '../../components/form/field';
import { SectionCard } from '../../components/section-card';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorText } from '../../lib/api';
import { useAddRfpVendors } from './mutations';
import { formatMoment } from './rfp-status-badge';

const STATE_VARIANTS: Record<InvitationState, BadgeProps['variant']> = {
  pending: 'secondary',
  invited: 'outline',
  viewed: 'warning',
  responded: 'success',
};

/** The server's message for the addresses (`vendorEmails` or one of them, `vendorEmails.2`). */
function addressesError(error: unknown): string {
  if (error instanceof ApiError) {
    const field = Object.entries(error.fieldErrors).find(([k]) => k.split('.')[0] === 'vendorEmails');
    if (field?.[1]) return field[1];
  }
  return errorText(error);
}

/** More addresses for a draft or an RFP still taking responses (each gets its own link once sent). */
function AddVendorsForm({ rfp }: { rfp: RfpDetail }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddRfpVendors(rfp.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = addRfpVendorsSchema.safeParse({ vendorEmails: text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[1];
      const address = typeof index === 'number' ? splitVendorEmails(text)[index] : undefined;
      setError(`${issue?.message ?? 'Invalid email'}${address ? `: ${address}` : ''}`);
      return;
    }
    setError(null);
    add.mutate(text, {
      onSuccess: (detail) => {
        setText('');
        const n = parsed.data.vendorEmails.length;
        toast({
          title: 'Vendors Added',
          description:
            detail.status === 'draft'
              ? `${n} vendor${n === 1 ? '' : 's'} will be invited when the RFP is sent.`
              : `${n} vendor${n === 1 ? '' : 's'} invited with their own response link.`,
        });
      },
      onError: (e2) => setError(addressesError(e2)),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add vendors"
      className="flex flex-wrap items-start gap-2 pt-4"
    >
      <Field
        id="rfp-add-vendors"
        label="Add vendors"
        hint="Comma separated e-mail addresses"
        error={error}
        className="min-w-56 flex-1"
      >
        {(c) => (
          <Input
            {...c}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="sales@vendor.com, bids@supplier.com"
          />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={add.isPending} className="mt-5">
        <UserPlus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add Vendors'}
      </Button>
    </form>
  );
}

/** The invited vendors and where each stands (Not sent, Invited, Viewed, Responded). */
export function RfpInvitations({ rfp }: { rfp: RfpDetail }) {
  return (
    <SectionCard title="Invited Vendors">
      {rfp.invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No vendors invited yet.</p>
      ) : (
        <Table aria-label="Invited vendors">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">Vendor</TableHead>
              <TableHead scope="col">Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rfp.invitations.map((inv) => {
              const last = inv.respondedAt ?? inv.viewedAt ?? inv.invitedAt;
              return (
                <TableRow key={inv.id}>
                  <TableCell>
                    <div className="font-medium break-words text-slate-900">
                      {inv.vendorName ?? inv.email}
                    </div>
                    {inv.vendorName ? (
                      <div className="text-xs break-all text-muted-foreground">{inv.email}</div>
                    ) : null}
                  </TableCell>
                  <TableCell className="w-36">
                    <Badge variant={STATE_VARIANTS[inv.state]} data-state={inv.state}>
                      {INVITATION_STATE_LABELS[inv.state]}
                    </Badge>
                    {last ? (
                      <div className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
                        {formatMoment(last)}
                      </div>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {rfp.can.addVendors ? <AddVendorsForm rfp={rfp} /> : null}
    </SectionCard>
  );
}
