import { useState } from 'react';
import { Check, X } from 'lucide-react';
import {
  INTEGRATION_TYPES,
  REJECTION_REASON_MESSAGE,
  rejectVendorRequestSchema,
  type IntegrationType,
} from '@shared/vendors/schemas';
import type { VendorDuplicate, VendorRequestView } from '@shared/vendors/types';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { Field } from '../../components/form/field';
import { TextAreaField } from '../../components/form/text-area-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { FilterSelect } from '../../lib/filter-select';
import { INTEGRATION_LABELS } from './shop';
import { useApproveVendorRequest, useRejectVendorRequest } from './mutations';

const INTEGRATION_OPTIONS = INTEGRATION_TYPES.map((t) => ({ value: t, label: INTEGRATION_LABELS[t] }));

/** Either dialog's open state and its message, which closing the dialog clears. */
function useDecisionDialog() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  return { open, setOpen, error, setError, onOpenChange };
}

/** Approve: creates the vendor (active); a possible duplicate must be confirmed first. */
export function ApproveRequestDialog({
  request,
  duplicates,
}: {
  request: VendorRequestView;
  duplicates: VendorDuplicate[];
}) {
  const { open, setOpen, error, setError, onOpenChange } = useDecisionDialog();
  const [integrationType, setIntegrationType] = useState<IntegrationType>('none');
  const [category, setCategory] = useState('');
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm" aria-label={`Approve ${request.companyName}`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      }
      title={`Approve ${request.companyName}`}
      description="Approving creates an active vendor in the Vendor Partnership Hub."
    >
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
              I checked the possible duplicate ({duplicates.map((d) => d.name).join(', ')}) and want to create
              this vendor anyway
            </Label>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <FormActions
        onCancel={() => setOpen(false)}
        onSubmit={submit}
        busy={approve.isPending}
        disabled={needsConfirm}
        busyLabel="Approving..."
        submitLabel="Approve vendor"
      />
    </DialogFrame>
  );
}

/** Reject: a reason is required (shared schema message). */
export function RejectRequestDialog({ request }: { request: VendorRequestView }) {
  const { open, setOpen, error, setError, onOpenChange } = useDecisionDialog();
  const [reason, setReason] = useState('');
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Reject ${request.companyName}`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      }
      title={`Reject ${request.companyName}`}
      description="The requester is told the reason in the Messaging Center."
    >
      <TextAreaField
        id={fieldId}
        label="Rejection reason"
        value={reason}
        onChange={setReason}
        error={error}
      />
      <FormActions
        onCancel={() => setOpen(false)}
        variant="destructive"
        onSubmit={submit}
        busy={reject.isPending}
        busyLabel="Rejecting..."
        submitLabel="Reject request"
      />
    </DialogFrame>
  );
}
