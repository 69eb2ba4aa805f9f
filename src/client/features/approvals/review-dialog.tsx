import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { rejectActionSchema, type ApprovalActionResult, type ApprovalItem } from '@shared/approvals/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { DialogFrame } from '../../components/dialog-frame';
import { Fact } from '../../components/fact';
import { DecisionButtons, ItemAttachments, ItemLines, ItemText } from './item-sections';
import { TextAreaField } from '../../components/form/text-area-field';
import { DialogFooter } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { CHANGE_TYPE_LABELS, priorityVariant, TYPE_LABELS } from './approval-format';
import { reportDecisionError } from './decision-errors';
import { useDecideApproval } from './mutations';

function approvedText(item: ApprovalItem, result: ApprovalActionResult): string {
  const po = result.purchaseOrder;
  if (result.requestStatus === 'pending') return `${item.title} was approved and moves to the next step.`;
  if (po && item.type === 'requisition')
    return `${item.title} is fully approved. Purchase order ${po.poNumber} was created.`;
  if (po && item.type === 'change-order') return `${item.title} is approved and applied to ${po.poNumber}.`;
  return `${item.title} is fully approved.`;
}

/** The Review dialog: everything the approver needs, a comments box, and Approve / Reject that persist. */
export function ReviewDialog({ item, onClose }: { item: ApprovalItem | null; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const decide = useDecideApproval();

  function close() {
    setComment('');
    setCommentError(undefined);
    decide.reset();
    onClose();
  }

  function act(action: 'approve' | 'reject') {
    if (!item) return;
    setCommentError(undefined);
    if (action === 'reject') {
      const parsed = rejectActionSchema.safeParse({ comment });
      if (!parsed.success) {
        setCommentError(parsed.error.issues[0]?.message);
        return;
      }
    }
    decide.mutate(
      { stepId: item.stepId, action, comment },
      {
        onSuccess: (result) => {
          toast(
            action === 'approve'
              ? { title: 'Approved', description: approvedText(item, result) }
              : {
                  title: 'Rejected',
                  description:
                    item.type === 'purchase-order'
                      ? `${item.title} was rejected.`
                      : `${item.title} was returned to ${item.requestor} with your comments.`,
                },
          );
          close();
        },
        onError: (error) => {
          const shown = reportDecisionError(error);
          if (shown.commentError) setCommentError(shown.commentError);
          if (shown.closed) close();
        },
      },
    );
  }

  const pending = decide.isPending;
  return (
    <DialogFrame
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title={item?.title}
      description={
        item &&
        `${TYPE_LABELS[item.type]} ${item.reference} · ${item.nextApprover}${item.onBehalfOf ? ` · on behalf of ${item.onBehalfOf}` : ''}`
      }
      className="max-w-2xl"
    >
      {item && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label="Requestor">{item.requestor}</Fact>
            <Fact label="Department">{item.department}</Fact>
            <Fact label="Amount">{formatCurrency(item.amount)}</Fact>
            <Fact label="Priority">
              <Badge variant={priorityVariant(item.priority)}>{item.priority}</Badge>
            </Fact>
            <Fact label="Submitted">{formatDate(item.dateSubmitted)}</Fact>
            {item.vendor && <Fact label="Vendor">{item.vendor}</Fact>}
            {item.budgetCode && <Fact label="Budget Code">{item.budgetCode}</Fact>}
            {item.contractReference && <Fact label="Contract Reference">{item.contractReference}</Fact>}
            {item.originalPO && <Fact label="Original PO">{item.originalPO}</Fact>}
            {item.changeType && (
              <Fact label="Change Type">{CHANGE_TYPE_LABELS[item.changeType] ?? item.changeType}</Fact>
            )}
          </dl>
          {item.description && <ItemText title="Description">{item.description}</ItemText>}
          <ItemText title="Business Justification">{item.businessJustification || '—'}</ItemText>
          {item.type === 'requisition' && <ItemLines items={item.items} />}
          <ItemAttachments item={item} />
          {item.budgetWarning && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>Budget warning</AlertTitle>
              <AlertDescription>{item.budgetWarning}</AlertDescription>
            </Alert>
          )}
          <TextAreaField
            id="approval-comments"
            label="Approval Comments"
            value={comment}
            onChange={setComment}
            error={commentError}
            placeholder="Add comments (required to reject)"
          />
          <DialogFooter>
            <DecisionButtons pending={pending} onDecide={act} />
          </DialogFooter>
        </>
      )}
    </DialogFrame>
  );
}
