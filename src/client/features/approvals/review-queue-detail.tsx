import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { REVIEW_BACK_LABEL, type ReviewItem } from '@shared/approvals/review-queue';
import { rejectActionSchema } from '@shared/approvals/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { Fact } from '../../components/fact';
import { DecisionButtons, ItemAttachments, ItemLines, ItemText, ReviewBadges } from './item-sections';
import { TextAreaField } from '../../components/form/text-area-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { reportDecisionError } from './decision-errors';
import { useDecideReview } from './mutations';

/** One review item: details, line items, comments, and Approve / Reject that persist and go back. */
export function ReviewQueueDetail({ item, onBack }: { item: ReviewItem; onBack: () => void }) {
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const decide = useDecideReview();

  function act(action: 'approve' | 'reject') {
    setCommentError(undefined);
    if (action === 'reject') {
      const parsed = rejectActionSchema.safeParse({ comment });
      if (!parsed.success) return setCommentError(parsed.error.issues[0]?.message);
    }
    decide.mutate(
      { type: item.type, id: item.id, stepId: item.stepId, action, comment },
      {
        onSuccess: () => {
          toast({
            title: action === 'approve' ? 'Approved' : 'Rejected',
            description: `${item.title} was ${action === 'approve' ? 'approved' : 'rejected'}.`,
          });
          onBack();
        },
        onError: (error) => {
          const shown = reportDecisionError(error);
          if (shown.commentError) setCommentError(shown.commentError);
          if (shown.closed) onBack();
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <Button variant="ghost" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" />
        {REVIEW_BACK_LABEL}
      </Button>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold tracking-tight">{item.title}</h2>
            <ReviewBadges item={item} />
          </div>
          <dl className="grid grid-cols-2 gap-3 pt-2 text-sm sm:grid-cols-4">
            <Fact label="Amount">
              <span className="font-semibold">{formatCurrency(item.amount)}</span>
            </Fact>
            <Fact label="Vendor">{item.vendor}</Fact>
            <Fact label="Due Date">{item.dueDate ? formatDate(item.dueDate) : '—'}</Fact>
            <Fact label="Stage">
              {item.stage}
              {item.onBehalfOf ? (
                <span className="block font-medium text-indigo-700">on behalf of {item.onBehalfOf}</span>
              ) : null}
            </Fact>
          </dl>
        </CardHeader>
        <CardContent className="space-y-4">
          <ItemText title="Description">{item.description || '—'}</ItemText>
          <ItemLines items={item.items} />
          <ItemAttachments item={item} />
          <TextAreaField
            id="review-comments"
            label="Comments"
            value={comment}
            onChange={setComment}
            error={commentError}
            placeholder="Add your review comments (required to reject)"
          />
          <div className="flex justify-end gap-2">
            <DecisionButtons pending={decide.isPending} onDecide={act} />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
