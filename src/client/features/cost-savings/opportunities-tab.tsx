import { useState } from 'react';
import { Lightbulb, Sparkles } from 'lucide-react';
import { OPPORTUNITY_STATUSES, type ConsolidationOpportunityView } from '@shared/cost-savings/schemas';
import { opportunityCan } from '@shared/cost-savings/policies';
import { savingsLabel } from '@shared/cost-savings/labels';

import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { FilterSelect } from '../../lib/filter-select';
import { ListPager } from '../../lib/list-pager';
import { usePagedList } from '../../lib/paged-list';
import { useMe } from '../../lib/queries/me';
import { DismissDialog } from './dismiss-dialog';
import { useMoveOpportunity, useRunAnalysis } from './mutations';
import { OpportunityCard } from './opportunity-card';
import { costSavingsQueries } from './queries';
import { ReviewDialog } from './review-dialog';

export const OPPORTUNITY_PAGE_SIZE = 10;
const STATUS_OPTIONS = [
  { value: 'open', label: 'Open and actualized' },
  ...OPPORTUNITY_STATUSES.map((s) => ({ value: s, label: savingsLabel(s) })),
  { value: 'all', label: 'All, with dismissed' },
];
const NONE = { approve: false, actualize: false, dismiss: false };

const DONE = {
  under_review: { title: 'Opportunity Approved', text: 'is now under review.' },
  actualized: { title: 'Savings Actualized', text: 'is recorded as actualized.' },
  dismissed: { title: 'Opportunity Dismissed', text: 'was dismissed.' },
} as const;

/** The AI Opportunities tab: a page of opportunity cards of the category, with their actions. */
export function OpportunitiesTab({ category }: { category: string }) {
  const me = useMe();
  const paged = usePagedList<ConsolidationOpportunityView, 'category' | 'status'>(
    costSavingsQueries.opportunities,
    {
      pageSize: OPPORTUNITY_PAGE_SIZE,
      defaultSort: { field: 'potentialSavings', desc: true },
      filters: { category, status: 'open' },
    },
  );
  const move = useMoveOpportunity();
  const analysis = useRunAnalysis();
  const analyzes = me.data?.permissions.includes('manage_vendors') ?? false;
  const runAnalysis = () =>
    analysis.mutateAsync().then(
      (r) =>
        toast({
          title: 'Analysis Complete',
          description: `${r.created} new ${r.created === 1 ? 'opportunity' : 'opportunities'} found (${r.found} in all).`,
        }),
      (error: unknown) =>
        toast({ title: 'Analysis failed', description: errorText(error), variant: 'destructive' }),
    );
  const [reviewing, setReviewing] = useState<ConsolidationOpportunityView | null>(null);
  const [dismissing, setDismissing] = useState<ConsolidationOpportunityView | null>(null);
  const page = paged.list.data;

  const act = (o: ConsolidationOpportunityView, status: keyof typeof DONE, reason?: string) =>
    move.mutateAsync({ id: o.id, patch: { status, reason } }).then(
      () => {
        toast({
          title: DONE[status].title,
          description: `${savingsLabel(o.opportunityType)} — ${o.category} ${DONE[status].text}`,
        });
        return true;
      },
      (error: unknown) => {
        toast({
          title: 'Could not update the opportunity',
          description: errorText(error),
          variant: 'destructive',
        });
        return false;
      },
    );

  return (
    <section aria-label="AI opportunities" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterSelect
          id="opportunity-status"
          label="Status"
          options={STATUS_OPTIONS}
          className="w-64"
          {...paged.filter('status')}
        />
        {analyzes ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void runAnalysis()}
            disabled={analysis.isPending}
          >
            <Sparkles aria-hidden="true" />
            {analysis.isPending ? 'Analyzing...' : 'Run Analysis'}
          </Button>
        ) : null}
      </div>
      {paged.list.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading opportunities">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : !page ? (
        <p role="alert" className="rounded-xl border bg-white p-6 text-center text-sm text-destructive">
          Could not load the opportunities.
        </p>
      ) : page.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white p-10 text-center">
          <Lightbulb className="size-8 text-slate-300" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">No opportunities found</p>
        </div>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {page.rows.map((o) => (
              <OpportunityCard
                key={o.id}
                opportunity={o}
                can={me.data ? opportunityCan(me.data, o) : NONE}
                busy={move.isPending && move.variables?.id === o.id}
                onReview={() => setReviewing(o)}
                onApprove={() => void act(o, 'under_review')}
                onActualize={() => void act(o, 'actualized')}
                onDismiss={() => setDismissing(o)}
              />
            ))}
          </div>
          <ListPager
            label="Opportunities pages"
            offset={paged.offset}
            limit={paged.pageSize}
            page={page}
            onOffsetChange={paged.setOffset}
          />
        </>
      )}
      <ReviewDialog opportunity={reviewing} onClose={() => setReviewing(null)} />
      <DismissDialog
        opportunity={dismissing}
        onClose={() => setDismissing(null)}
        onDismiss={(reason) => (dismissing ? act(dismissing, 'dismissed', reason) : Promise.resolve(false))}
      />
    </section>
  );
}
