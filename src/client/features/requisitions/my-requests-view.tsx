import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import {
  ArrowLeft,
  CheckCircle2,
  Clock,
  FilePen,
  Inbox,
  Plus,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react';
import type { MyRequestsSummary } from '@shared/requisitions/types';

import { ExportButton } from '../../components/export-button';
import { LinkButton } from '../../components/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { ListPager } from '../../lib/list-pager';
import { cn } from '../../lib/cn';
import { requisitionQueries } from './queries';
import { MyRequestCard } from './my-request-card';
import { RequestDetailsDialog } from './request-details-dialog';

const PAGE_SIZE = 10;

type Count = { key: keyof MyRequestsSummary; label: string; status: string; icon: LucideIcon; tint: string };
const COUNTS: Count[] = [
  {
    key: 'waitingApproval',
    label: 'Waiting Approval',
    status: 'pending',
    icon: Clock,
    tint: 'text-amber-600 bg-amber-50',
  },
  {
    key: 'approved',
    label: 'Approved',
    status: 'approved',
    icon: CheckCircle2,
    tint: 'text-emerald-600 bg-emerald-50',
  },
  {
    key: 'needUpdates',
    label: 'Need Updates',
    status: 'returned',
    icon: RotateCcw,
    tint: 'text-red-600 bg-red-50',
  },
  { key: 'drafts', label: 'Drafts', status: 'draft', icon: FilePen, tint: 'text-slate-600 bg-slate-100' },
];

/** My Requests: the signed-in user's own requests, their counts by status, and each one's details. */
export function MyRequestsView() {
  const [, navigate] = useLocation();
  const viewId = new URLSearchParams(useSearch()).get('id') || null;
  const [status, setStatus] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const summary = useQuery(requisitionQueries.mineSummary());
  const list = useQuery(
    requisitionQueries.list({ requestorId: 'me', sort: '-createdAt', status, limit: PAGE_SIZE, offset }),
  );

  const chooseStatus = (next: string) => {
    setStatus((current) => (current === next ? null : next));
    setOffset(0);
  };
  const rows = list.data?.rows ?? [];

  return (
    <div className="space-y-6">
      <Link href="/" className="inline-flex items-center gap-1.5 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Requests</h1>
          <p className="text-sm text-muted-foreground">Track the purchase requests you have raised.</p>
        </div>
        <div className="flex items-center gap-2">
          <ExportButton list="requisitions" params={{ requestorId: 'me', sort: '-createdAt', status }} />
          <LinkButton href="/request" icon={Plus}>
            New Request
          </LinkButton>
        </div>
      </div>
      <section aria-label="Request counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {COUNTS.map(({ key, label, status: s, icon: Icon, tint }) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === s}
            onClick={() => chooseStatus(s)}
            className={cn(
              'flex items-center gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              status === s && 'border-blue-400 ring-2 ring-blue-100',
            )}
          >
            <span className={`flex size-10 items-center justify-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-2xl font-bold text-slate-900" data-testid={`count-${key}`}>
                {summary.isPending ? '…' : (summary.data?.[key] ?? '—')}
              </span>
              <span className="block text-sm text-muted-foreground">{label}</span>
            </span>
          </button>
        ))}
      </section>
      {list.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading requests">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState filtered={status !== null} onClear={() => chooseStatus(status ?? '')} />
      ) : (
        <section aria-label="Requests" className="space-y-3">
          {rows.map((r) => (
            <MyRequestCard
              key={r.id}
              request={r}
              onView={() => navigate(`/my-requests?id=${encodeURIComponent(r.id)}`)}
            />
          ))}
          <ListPager
            offset={offset}
            limit={PAGE_SIZE}
            page={list.data}
            onOffsetChange={setOffset}
            label="Requests pages"
          />
        </section>
      )}
      <RequestDetailsDialog id={viewId} onClose={() => navigate('/my-requests', { replace: true })} />
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <div className="rounded-xl border border-dashed bg-white p-10 text-center text-sm text-muted-foreground">
        No requests with this status.{' '}
        <button type="button" className="text-blue-700 underline" onClick={onClear}>
          Show all requests
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-white p-12 text-center">
      <Inbox className="size-10 text-slate-300" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">No Requests Yet</h2>
      <p className="text-sm text-muted-foreground">
        Requests you raise appear here with their approval status.
      </p>
      <LinkButton href="/request">Create Your First Request</LinkButton>
    </div>
  );
}
