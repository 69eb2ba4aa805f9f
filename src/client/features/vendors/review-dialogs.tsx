import { useState } from 'react';
import { Check, X } from 'lucide-react';
import {
  INTEGRATION_TYPES,
  REJECTION_REASON_MESSAGE,
  rejectVendorRequestSchema,
  type IntegrationType,
} from '@shared/vendors/schemas';
import type { VendorDuplicate, VendorRequestView } from '@shared/vendors/types';

import { Field } from '../../components/form/field';
import { TextAreaField } from '../../components/form/text-area-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { FilterSelect } from '../../lib/filter-select';
import { INTEGRATION_LABELS } from './shop';
import { useApproveVendorRequest, useRejectVendorRequest } from './mutations';

const INTEGRATION_OPTIONS = INTEGRATION_TYPES.map((t) => ({ value: t, label: INTEGRATION_LABELS[t] }));

/** Approve: creates the vendor (active); a possible duplicate must be confirmed first. */
export function ApproveRequestDialog({
  request,
  duplicates,
}: {
  request: VendorRequestView;
  duplicates: VendorDuplicate[];
}) {
  const [open, setOpen] = useState(false);
  const [integrationType, setIntegrationType] = useState<IntegrationType>('none');
  const [category, setCategory] = useState('');
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useApproveVendorRequest(request.id);
  const needsConfirm = duplicates.length > 0 && !confirmDuplicate;

  function submit() {
    setError(null);
    // mutateAsync: the card unmounts once the refreshed list drops the request, and the toast must still show.
    approve.mutateAsync({ integrationType, category: category.trim() || undefined, confirmDuplicate }).then(
      () => {
        setOpen(false);
        toast({ title: 'Vendor Approved', description: `${request.companyName} is now an active vendor.` });
      },
      (e: unknown) => setError(errorText(e)),
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Approve ${request.companyName}`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve {request.companyName}</DialogTitle>
          <DialogDescription>
            Approving creates an active vendor in the Vendor Partnership Hub.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Field id={`approve-category-${request.id}`} label="Category">
            {(control) => (
              <Input
                {...control}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                placeholder="e.g. Office Supplies"
              />
            )}
          </Field>
          <FilterSelect
            id={`approve-integration-${request.id}`}
            label="Catalog integration"
            value={integrationType}
            options={INTEGRATION_OPTIONS}
            onChange={(v) => setIntegrationType(v as IntegrationType)}
          />
          {duplicates.length > 0 ? (
            <div className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
              <Checkbox
                id={`approve-duplicate-${request.id}`}
                checked={confirmDuplicate}
                onCheckedChange={(v) => setConfirmDuplicate(v === true)}
              />
              <Label htmlFor={`approve-duplicate-${request.id}`} className="leading-snug">
                I checked the possible duplicate ({duplicates.map((d) => d.name).join(', ')}) and want to
                create this vendor anyway
              </Label>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={approve.isPending || needsConfirm}>
            {approve.isPending ? 'Approving...' : 'Approve vendor'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Reject: a reason is required (shared schema message). */
export function RejectRequestDialog({ request }: { request: VendorRequestView }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectVendorRequest(request.id);
  const fieldId = `reject-reason-${request.id}`;

  function submit() {
    const parsed = rejectVendorRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REJECTION_REASON_MESSAGE);
      return;
    }
    setError(null);
    reject.mutateAsync(parsed.data.reason).then(
      () => {
        setOpen(false);
        setReason('');
        toast({
          title: 'Request Rejected',
          description: `The request for ${request.companyName} was rejected.`,
        });
      },
      (e: unknown) => setError(errorText(e)),
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Reject ${request.companyName}`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {request.companyName}</DialogTitle>
          <DialogDescription>The requester is told the reason in the Messaging Center.</DialogDescription>
        </DialogHeader>
        <TextAreaField
          id={fieldId}
          label="Rejection reason"
          value={reason}
          onChange={setReason}
          error={error}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting...' : 'Reject request'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
