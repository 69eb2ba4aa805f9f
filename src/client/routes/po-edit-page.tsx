import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import { poStatusLabel } from '@shared/purchase-orders/labels';
import { isPoEditable } from '@shared/purchase-orders/state';

import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { LinkButton } from '../components/link-button';
import { isApiError } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';
import { purchaseOrderQueries } from '../lib/queries/purchase-orders';
import { PoStatusBadge } from '../features/purchase-orders/po-status-badge';
import { poSummaryHref } from '../lib/po-links';
import { lazyPart, ShownOnce } from '../lib/lazy-part';

// The form (react-hook-form, the line editor) loads while the PO does: the page shows it once both came.
const PoEditForm = lazyPart(() =>
  import('../features/purchase-orders/po-edit-form').then((m) => m.PoEditForm),
);
const LOADING = <p className="py-10 text-center text-muted-foreground">Loading PO details...</p>;

function Back({ href, label }: { href: string; label: string }) {
  return (
    <LinkButton href={href} icon={ArrowLeft} variant="ghost" className="-ml-2">
      {label}
    </LinkButton>
  );
}

export default function PoEditPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  // A missing PO is the page's to show (meta.silent).
  const po = useQuery({ ...purchaseOrderQueries.detail(id), enabled: id !== '', meta: { silent: true } });
  useDocumentTitle(po.data ? `Edit ${po.data.poNumber}` : 'Edit PO');
  useEffect(() => PoEditForm.prefetch(), []);

  if (!id || isApiError(po.error, 'not_found')) {
    return (
      <div className="space-y-4">
        <Back href="/purchase-orders" label="Back to POs" />
        <h1 className="py-10 text-center text-xl font-semibold">PO not found</h1>
      </div>
    );
  }
  if (po.isPending) return LOADING;
  if (po.isError) return <p className="py-10 text-center text-destructive">Could not load the PO.</p>;

  const data = po.data;
  const summaryHref = poSummaryHref(data.id);
  // The server says whether the user may edit it (`can.edit`); the state machine says why not.
  const blocked = data.can.edit
    ? null
    : !isPoEditable(data.status)
      ? {
          title: 'This PO cannot be edited',
          text: `Only pending purchase orders can be edited. ${data.poNumber} is ${poStatusLabel(data.status).toLowerCase()}.`,
        }
      : { title: 'Not allowed', text: 'Only Procurement can edit purchase orders.' };

  return (
    <div className="space-y-6">
      <Back href={summaryHref} label="Back to PO summary" />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit {data.poNumber}</h1>
        <PoStatusBadge status={data.status} />
      </div>
      {blocked ? (
        <Alert>
          <Lock aria-hidden="true" />
          <AlertTitle>{blocked.title}</AlertTitle>
          <AlertDescription>
            <p>{blocked.text}</p>
            <Link href={summaryHref} className="font-medium text-blue-700 underline">
              Back to {data.poNumber}
            </Link>
          </AlertDescription>
        </Alert>
      ) : (
        <ShownOnce when fallback={LOADING}>
          <PoEditForm po={data} />
        </ShownOnce>
      )}
    </div>
  );
}
