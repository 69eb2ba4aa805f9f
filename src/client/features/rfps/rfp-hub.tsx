import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileSearch, FileText, Plus } from 'lucide-react';
import { managesRfps } from '@shared/rfps/policies';
import { RFP_STATUSES, RFP_STATUS_LABELS, type RfpView } from '@shared/rfps/schemas';

import { CountTile } from '../../components/count-tile';
import { ExportButton } from '../../components/export-button';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { FilterSelect } from '../../lib/filter-select';
import { ListPager } from '../../lib/list-pager';
import { usePagedList } from '../../lib/paged-list';
import { useMe } from '../../lib/queries/me';
import { SearchField } from '../../lib/search-field';
import { CreateRfpForm } from './create-rfp-form';
import { rfpQueries } from './queries';
import { RfpCard } from './rfp-card';

export const RFP_PAGE_SIZE = 10;
const FORM_ID = 'create-rfp-form';
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...RFP_STATUSES.map((s) => ({ value: s, label: RFP_STATUS_LABELS[s] })),
];

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white p-12 text-center">
      <FileSearch className="size-10 text-slate-300" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">No RFPs Found</h2>
      <p className="text-sm text-muted-foreground">
        {filtered ? 'No RFPs match your search criteria.' : "You haven't created any RFPs yet."}
      </p>
    </div>
  );
}

/**
 * The RFP Management Hub (spec section 2): the live count of active RFPs, search by title or category
 * and the status filter (server-side), the inline Create RFP form for procurement, and a page of cards.
 */
export function RfpHub() {
  const me = useMe();
  const manages = me.data ? managesRfps(me.data) : false;
  const [creating, setCreating] = useState(false);
  const summary = useQuery(rfpQueries.summary());
  const paged = usePagedList<RfpView, 'status'>(rfpQueries.list, {
    pageSize: RFP_PAGE_SIZE,
    defaultSort: { field: 'createdDate', desc: true },
    filters: { status: 'all' },
  });
  const status = paged.filter('status');
  const filtered = paged.search.value.trim() !== '' || status.value !== 'all';
  const page = paged.list.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="RFP Management Hub"
        description="Requests for proposal: invite vendors, collect sealed bids, compare them side by side and award."
        actions={
          <div className="flex items-center gap-2">
            <ExportButton list="rfps" params={paged.exportParams} />
            {manages ? (
              <Button
                type="button"
                aria-expanded={creating}
                aria-controls={creating ? FORM_ID : undefined}
                onClick={() => setCreating((open) => !open)}
              >
                <Plus aria-hidden="true" />
                Create RFP
              </Button>
            ) : null}
          </div>
        }
      />
      <CountTile
        title="Active RFPs"
        icon={FileText}
        tint="text-indigo-600 bg-indigo-50"
        loading={summary.isPending}
        value={summary.data?.active.toLocaleString('en-US')}
        className="sm:max-w-xs"
      />
      {manages && creating ? <CreateRfpForm id={FORM_ID} onDone={() => setCreating(false)} /> : null}
      <div className="grid gap-3 rounded-xl border bg-white p-4 shadow-sm md:grid-cols-[1fr_minmax(0,14rem)] md:items-end">
        <SearchField label="Search RFPs" placeholder="Search by title or category..." {...paged.search} />
        <FilterSelect id="rfp-status-filter" label="Status" options={STATUS_OPTIONS} {...status} />
      </div>
      {paged.list.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading RFPs">
          <Skeleton className="h-52 w-full" />
          <Skeleton className="h-52 w-full" />
        </div>
      ) : !page ? (
        <p role="alert" className="rounded-xl border bg-white p-6 text-center text-sm text-destructive">
          Could not load the RFPs.
        </p>
      ) : page.rows.length === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <section aria-label="RFPs" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            {page.rows.map((rfp) => (
              <RfpCard key={rfp.id} rfp={rfp} canSend={manages} />
            ))}
          </div>
          <ListPager
            label="RFPs pages"
            offset={paged.offset}
            limit={paged.pageSize}
            page={page}
            onOffsetChange={paged.setOffset}
          />
        </section>
      )}
    </div>
  );
}
