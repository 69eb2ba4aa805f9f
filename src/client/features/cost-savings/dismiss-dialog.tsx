import { useState } from 'react';
import { DISMISS_REASON_REQUIRED, type ConsolidationOpportunityView } from '@shared/cost-savings/schemas';
import { categoryLabel, savingsLabel } from '@shared/cost-savings/labels';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { TextAreaField } from '../../components/form/text-area-field';

/** Dismiss asks why (required); the opportunity then leaves the default view. */
export function DismissDialog({
  opportunity,
  onDismiss,
  onClose,
}: {
  opportunity: ConsolidationOpportunityView | null;
  /** Resolves true when dismissed. */
  onDismiss: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit() {
    const text = reason.trim();
    if (!text) return setError(DISMISS_REASON_REQUIRED);
    setError(null);
    setBusy(true);
    const done = await onDismiss(text);
    setBusy(false);
    if (done) close();
  }

  return (
    <DialogFrame
      open={!!opportunity}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Dismiss opportunity"
      description={
        opportunity
          ? `${savingsLabel(opportunity.opportunityType)} — ${categoryLabel(opportunity.category)} will be hidden from the opportunities list.`
          : undefined
      }
    >
      <TextAreaField
        id="dismiss-reason"
        label="Reason"
        value={reason}
        onChange={setReason}
        error={error}
        placeholder="e.g. Vendor already under a company-wide agreement"
      />
      <FormActions
        onCancel={close}
        onSubmit={submit}
        busy={busy}
        busyLabel="Dismissing..."
        submitLabel="Dismiss opportunity"
        variant="destructive"
      />
    </DialogFrame>
  );
}
