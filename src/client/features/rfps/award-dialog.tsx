import { useState } from 'react';
import { useLocation } from 'wouter';
import { Trophy } from 'lucide-react';
import { formatCurrency } from '@shared/format';
import type { AwardResult, ComparisonColumn } from '@shared/rfps/sourcing';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorText, withParams } from '../../lib/api';
import { useAwardRfp } from './mutations';

/** Where an award of a vendor not yet in the vendor master goes: the new vendor request, prefilled. */
export const newVendorRequestHref = (prefill: NonNullable<AwardResult['newVendorRequest']>) =>
  withParams('/new-vendor-request', prefill);

function awardedText(column: ComparisonColumn, title: string, result: AwardResult): string {
  const what = `${column.vendorName} was awarded "${title}" for ${formatCurrency(column.totalPrice)}.`;
  if (result.requisitionId) return `${what} A draft requisition is ready in My Requests.`;
  if (result.newVendorRequest) return `${what} Request the new vendor to raise the purchase.`;
  return what;
}

/** Award one response, after a confirmation naming the vendor and the amount. */
export function AwardDialog({
  rfp,
  column,
}: {
  rfp: { id: string; title: string };
  column: ComparisonColumn;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const award = useAwardRfp(rfp.id);
  const amount = formatCurrency(column.totalPrice);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  const confirm = () => {
    setError(null);
    award.mutate(column.responseId, {
      onSuccess: (result) => {
        setOpen(false);
        toast({ title: 'RFP Awarded', description: awardedText(column, rfp.title, result) });
        if (result.newVendorRequest) navigate(newVendorRequestHref(result.newVendorRequest));
      },
      onError: (e) => setError(errorText(e)),
    });
  };
  const follows = column.knownVendor
    ? 'A draft requisition prefilled from this response is raised for you to submit.'
    : `${column.vendorName} is not in the vendor master yet: a new vendor request opens, prefilled.`;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" size="sm" aria-label={`Award ${column.vendorName}`}>
          <Trophy aria-hidden="true" />
          Award
        </Button>
      }
      title={`Award to ${column.vendorName}?`}
      description={`Award "${rfp.title}" to ${column.vendorName} for ${amount}. The RFP closes and the other respondents are told.`}
    >
      <p className="text-sm text-slate-700">{follows}</p>
      <FormActions
        onCancel={() => onOpenChange(false)}
        onSubmit={confirm}
        busy={award.isPending}
        busyLabel="Awarding..."
        submitLabel="Confirm Award"
        error={error}
      />
    </DialogFrame>
  );
}
