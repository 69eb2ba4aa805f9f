import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileText, Lock, Trophy } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { RfpDetail } from '@shared/rfps/sourcing';

import { Fact } from '../../components/fact';
import { LinkButton } from '../../components/link-button';
import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api';
import { useWatchRecord } from '../../lib/live-events';
import { useDocumentTitle } from '../../lib/use-document-title';
import { rfpQueries } from './queries';
import { RfpComparisonCard } from './rfp-comparison';
import { RfpInvitations } from './rfp-invitations';
import { RfpStatusBadge, formatClosing, formatMoment } from './rfp-status-badge';
import { RfpWeightsEditor } from './rfp-weights';
import { SendRfpButton } from './send-rfp-button';

function BackToHub() {
  return (
    <LinkButton href="/rfp" icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2">
      Back to RFPs
    </LinkButton>
  );
}

/** A draft requisition is seen and edited from My Requests. */
export const draftRequisitionHref = (id: string) => `/my-requests?id=${encodeURIComponent(id)}`;

function AwardBanner({ rfp }: { rfp: RfpDetail }) {
  const award = rfp.award;
  if (!award) return null;
  return (
    <section
      aria-label="Award"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <div className="flex items-start gap-3">
        <Trophy className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <p className="text-sm text-emerald-900">
          Awarded to <strong>{award.vendorName}</strong> for <strong>{formatCurrency(award.amount)}</strong>{' '}
          on {formatDate(award.awardedAt)}
          {award.awardedByName ? ` by ${award.awardedByName}` : ''}.
        </p>
      </div>
      {award.requisitionId ? (
        <LinkButton href={draftRequisitionHref(award.requisitionId)} variant="outline" size="sm">
          Open the draft requisition
        </LinkButton>
      ) : null}
    </section>
  );
}

function SealedNotice({ rfp }: { rfp: RfpDetail }) {
  const responded = rfp.invitations.filter((i) => i.state === 'responded');
  return (
    <section
      aria-label="Sealed responses"
      className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      <Lock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium text-slate-900">
          Responses are sealed until the deadline: bidding closes {formatClosing(rfp.closesAt)}.
        </p>
        <p>
          {responded.length} of {rfp.invitations.length} invited vendor
          {rfp.invitations.length === 1 ? ' has' : 's have'} responded
          {responded.length ? `: ${responded.map((i) => i.vendorName ?? i.email).join(', ')}` : ''}. Prices
          are shown side by side once bidding closes.
        </p>
      </div>
    </section>
  );
}

function RfpFacts({ rfp }: { rfp: RfpDetail }) {
  const created = [formatDate(rfp.createdDate), rfp.createdByName].filter(Boolean).join(' by ');
  return (
    <SectionCard title="RFP Details" className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Category">{rfp.category}</Fact>
        <Fact label="Department">{rfp.department}</Fact>
        <Fact label="Budget">{rfp.budget}</Fact>
        <Fact label="Deadline">{formatDate(rfp.deadline)}</Fact>
        <Fact label={rfp.biddingOpen || rfp.status === 'draft' ? 'Bidding closes' : 'Bidding closed'}>
          {formatClosing(rfp.closesAt, true)}
          {rfp.biddingOpen ? ' (open)' : ''}
        </Fact>
        <Fact label="Contact">
          <a href={`mailto:${rfp.contactEmail}`} className="text-blue-700 hover:underline">
            {rfp.contactEmail}
          </a>
        </Fact>
        <Fact label="Created">{created}</Fact>
        <Fact label="Sent">{formatMoment(rfp.sentAt)}</Fact>
        <Fact label="Responses">{rfp.responseCount}</Fact>
      </dl>
      <dl className="space-y-4">
        <Fact label="Description" className="whitespace-pre-line">
          {rfp.description}
        </Fact>
        <Fact label="Requirements" className="whitespace-pre-line">
          {rfp.requirements}
        </Fact>
      </dl>
    </SectionCard>
  );
}

/** One RFP (`/rfp?id=…`): its fields, invited vendors, weights, sealed notice or comparison, and award. */
export function RfpDetailView({ id }: { id: string }) {
  const query = useQuery({ ...rfpQueries.detail(id), meta: { silent: true } });
  useWatchRecord('rfp', id);
  const rfp = query.data;
  useDocumentTitle(rfp ? rfp.title : 'RFP');

  if (query.isPending) {
    return (
      <div className="space-y-4">
        <BackToHub />
        <p className="text-sm text-muted-foreground" role="status">
          Loading RFP...
        </p>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!rfp) {
    return (
      <div className="space-y-4">
        <BackToHub />
        <h1 className="rounded-lg border bg-white p-6 text-lg font-semibold text-slate-900">
          {isApiError(query.error, 'not_found') ? 'RFP not found' : 'Could not load the RFP'}
        </h1>
      </div>
    );
  }

  const sealedAfterSending = rfp.sealed && rfp.status !== 'draft';
  return (
    <div className="space-y-6">
      <BackToHub />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{rfp.title}</h1>
              <RfpStatusBadge status={rfp.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {rfp.id} · {rfp.category} · Responses due {formatDate(rfp.deadline)}
            </p>
          </div>
        </div>
        {rfp.can.send ? <SendRfpButton rfp={rfp} size="default" /> : null}
      </div>
      <AwardBanner rfp={rfp} />
      {sealedAfterSending ? <SealedNotice rfp={rfp} /> : null}
      <div className="grid gap-6 xl:grid-cols-5">
        <div className="xl:col-span-3">
          <RfpFacts rfp={rfp} />
        </div>
        <div className="space-y-6 xl:col-span-2">
          <RfpInvitations rfp={rfp} />
          {rfp.can.editWeights ? (
            <RfpWeightsEditor
              key={`${rfp.weights.price}-${rfp.weights.delivery}-${rfp.weights.onTime}`}
              rfp={rfp}
            />
          ) : null}
        </div>
      </div>
      {rfp.can.compare ? <RfpComparisonCard rfp={rfp} /> : null}
    </div>
  );
}
