import { Link } from 'wouter';
import { AlertTriangle, MessageSquareWarning } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';
import { requisitionStatusLabel } from '@shared/requisitions/constants';

import { PageLoading } from '../../components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { errorText, isApiError } from '../../lib/api';
import { RequisitionCounters } from './requisition-counters';
import { RequisitionForm } from './requisition-form';
import { useInitialValues, type FormSource } from './use-initial-values';

/** The requisition page: header, counters, and the form for a new request or a draft / returned one. */
export function RequisitionEditor({ user, source }: { user: SessionUser; source: FormSource }) {
  const initial = useInitialValues(source, user.department);
  const existing = initial.state === 'ready' ? initial.existing : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Unified Requisition System
          </h1>
          <p className="text-sm text-muted-foreground">
            Raise a new purchase, change an existing purchase order, or set up a blanket PO.
          </p>
        </div>
        <RequisitionCounters />
      </div>
      {existing ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          Editing <Badge variant="outline">{existing.id}</Badge>
          <span>({requisitionStatusLabel(existing.status)})</span>
        </p>
      ) : null}
      <EditorBody user={user} initial={initial} />
    </div>
  );
}

function EditorBody({ user, initial }: { user: SessionUser; initial: ReturnType<typeof useInitialValues> }) {
  if (initial.state === 'loading') return <PageLoading />;
  if (initial.state === 'error') {
    const missing = isApiError(initial.error, 'not_found');
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>
          {missing ? `The ${initial.what} was not found` : `The ${initial.what} could not be loaded`}
        </AlertTitle>
        <AlertDescription>
          {missing ? 'Check the link, or start a new request.' : errorText(initial.error)}{' '}
          <Link href="/requisitions" className="underline">
            New request
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  const { existing, values } = initial;
  if (existing) {
    if (!existing.can.edit) {
      return (
        <Alert>
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{existing.id} can no longer be edited</AlertTitle>
          <AlertDescription>
            Only your own draft or returned requests can be edited; this one is{' '}
            {requisitionStatusLabel(existing.status).toLowerCase()}.{' '}
            <Link href={`/my-requests?id=${encodeURIComponent(existing.id)}`} className="underline">
              View it in My Requests
            </Link>
          </AlertDescription>
        </Alert>
      );
    }
  }
  return (
    <div className="space-y-6">
      {existing?.status === 'returned' ? (
        <Alert className="border-amber-300 bg-amber-50 text-amber-900">
          <MessageSquareWarning aria-hidden="true" />
          <AlertTitle>Returned for updates</AlertTitle>
          <AlertDescription>
            <p>{existing.feedback || 'The approver returned this request without a comment.'}</p>
            <p className="mt-1 text-xs">Make the changes asked for, then submit the request again.</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <RequisitionForm user={user} initialValues={values} existing={existing} />
    </div>
  );
}
