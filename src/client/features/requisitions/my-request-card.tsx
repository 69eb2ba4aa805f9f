import { Eye, FilePenLine, MessageSquareWarning, Repeat, ShoppingCart, type LucideIcon } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import { isRequisitionEditable } from '@shared/requisitions/state';
import type { Requisition } from '@shared/requisitions/types';

import { LinkButton } from '../../components/link-button';
import { Button } from '../../components/ui/button';
import { fallbackDescription, requestTypeLabel } from './labels';
import { RequestStatusBadge } from './request-status-badge';

const ICONS: Record<string, LucideIcon> = {
  'new-purchase': ShoppingCart,
  'change-order': FilePenLine,
  'blanket-po': Repeat,
};

/** One of the user's requests (spec: icon, title, status, description, submitted date, amount, department, View, Edit). */
export function MyRequestCard({ request, onView }: { request: Requisition; onView: () => void }) {
  const Icon = ICONS[request.requestType] ?? ShoppingCart;
  // The user's own requests only (My Requests): editable while draft or returned, as the server checks.
  const editable = isRequisitionEditable(request.status);
  const title = request.title || 'Purchase Request';
  return (
    <article aria-label={`${request.id} ${title}`} className="rounded-xl border bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate font-semibold text-slate-900">{title}</h3>
            <RequestStatusBadge status={request.status} />
          </div>
          <p className="text-sm text-slate-600">{request.description || fallbackDescription(request)}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span>{request.id}</span>
            <span>{requestTypeLabel(request.requestType)}</span>
            <span>
              {request.submittedDate
                ? `Submitted ${formatDate(request.submittedDate)}`
                : `Created ${formatDate(request.createdAt)}`}
            </span>
            <span>{request.department}</span>
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <span className="text-lg font-bold text-slate-900">{formatCurrency(request.totalAmount)}</span>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={onView}
              aria-label={`View ${request.id}`}
            >
              <Eye aria-hidden="true" />
              View
            </Button>
            {editable ? (
              <LinkButton
                href={`/request?id=${encodeURIComponent(request.id)}`}
                icon={FilePenLine}
                size="sm"
                aria-label={`Edit ${request.id}`}
              >
                Edit
              </LinkButton>
            ) : null}
          </div>
        </div>
      </div>
      {request.status === 'returned' ? (
        <div className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium">Feedback: </span>
            {request.feedback || 'Returned without a comment.'}
          </p>
        </div>
      ) : null}
    </article>
  );
}
