import { CalendarClock, Eye, FileText, Inbox, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCurrency, formatDate } from '@shared/format';
import type { RfpView } from '@shared/rfps/schemas';

import { LinkButton } from '../../components/link-button';
import { rfpHref } from './queries';
import { RfpStatusBadge } from './rfp-status-badge';
import { SendRfpButton } from './send-rfp-button';

function Figure({ icon: Icon, label, children }: { icon: typeof Users; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

/**
 * One RFP of the hub (spec section 2): title, status, category, description, deadline, vendor count,
 * budget, response count and View; a draft also gets Send to Vendors for those who may send it.
 */
export function RfpCard({ rfp, canSend }: { rfp: RfpView; canSend: boolean }) {
  return (
    <article
      aria-label={rfp.title}
      className="flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm"
      data-rfp-id={rfp.id}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold break-words text-slate-900">{rfp.title}</h3>
            <RfpStatusBadge status={rfp.status} />
          </div>
          <p className="text-xs text-muted-foreground">
            {rfp.category} · {rfp.department} · {rfp.id}
          </p>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-600">{rfp.description}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,4fr)_minmax(0,8fr)]">
        <Figure icon={CalendarClock} label="Deadline">
          {formatDate(rfp.deadline)}
        </Figure>
        <Figure icon={Users} label="Vendors">
          {rfp.vendorCount}
        </Figure>
        <Figure icon={Inbox} label="Responses">
          {rfp.responseCount}
        </Figure>
        <Figure icon={Wallet} label="Budget">
          {rfp.budget || '—'}
        </Figure>
      </dl>
      {rfp.status === 'closed' && rfp.awardedVendorName ? (
        <p className="text-sm text-emerald-800">
          Awarded to {rfp.awardedVendorName}
          {rfp.awardedAmount ? ` for ${formatCurrency(rfp.awardedAmount)}` : ''}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap justify-end gap-2">
        <LinkButton href={rfpHref(rfp.id)} icon={Eye} variant="outline" size="sm">
          View
        </LinkButton>
        {canSend && rfp.status === 'draft' ? <SendRfpButton rfp={rfp} /> : null}
      </div>
    </article>
  );
}
