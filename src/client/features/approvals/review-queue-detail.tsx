import { useState } from 'react';
import { ArrowLeft, Check, X } from 'lucide-react';
import {
  REVIEW_BACK_LABEL,
  REVIEW_STATUS_LABEL,
  REVIEW_TYPE_LABELS,
  type ReviewItem,
} from '@shared/approvals/review-queue';
import { rejectActionSchema } from '@shared/approvals/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { Fact } from '../../components/fact';
import { Badge } from '../../components/ui/badge';
import { ItemAttachments, ItemLines } from './item-sections';
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
            <Badge variant="outline" data-type={item.type}>
              {REVIEW_TYPE_LABELS[item.type]}
            </Badge>
            <Badge variant="warning" data-status={item.status}>
              {REVIEW_STATUS_LABEL}
            </Badge>
          </div>
          <dl className="grid grid-cols-2 gap-3 pt-2 text-sm sm:grid-cols-4">
            <Fact label="Amount">
              <span className="font-semibold">{formatCurrency(item.amount)}</span>
            </Fact>
            <Fact label="Vendor">{item.vendor}</Fact>
            <Fact label="Due Date">{item.dueDate ? formatDate(item.dueDate) : '—'}</Fact>
            <Fact label="Stage">{item.stage}</Fact>
          </dl>
        </CardHeader>
        <CardContent className="space-y-4">
          <section>
            <h3 className="text-sm font-semibold">Description</h3>
            <p className="text-sm whitespace-pre-line text-slate-700">{item.description || '—'}</p>
          </section>
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
            <Button variant="destructive" disabled={decide.isPending} onClick={() => act('reject')}>
              <X aria-hidden="true" />
              Reject
            </Button>
            <Button
              disabled={decide.isPending}
              onClick={() => act('approve')}
              className="bg-emerald-600 hover:bg-emerald-700"
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
