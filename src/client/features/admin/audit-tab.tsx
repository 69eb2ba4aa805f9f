import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import { ExportButton } from '../../components/export-button';
import { PageLoading } from '../../components/page-loading';
import { errorText, type ListParams } from '../../lib/api';
import { ListPager, listTotal } from '../../lib/list-pager';
import { useDebounce } from '../../lib/use-debounce';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from './audit-filters';
import { auditQueries } from './audit-queries';
import { AuditTable } from './audit-table';

const PAGE_SIZE = 25;

/** The filters as query parameters: only those set. */
function filterParams(f: AuditFilterValues, recordId: string): ListParams {
  return {
    userId: f.userId || undefined,
    recordType: f.recordType === 'all' ? undefined : f.recordType,
    recordId: recordId || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
  };
}

/**
 * The Audit tab of /administration (issue 14): every state change — who, when, which record, before →
 * after — newest first, filtered by user, record type, record id and days, a server page at a time,
 * exportable as CSV or XLSX under the same filters.
 */
export default function AuditTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const recordId = useDebounce(filters.recordId.trim());
  const params = useMemo(() => filterParams(filters, recordId), [filters, recordId]);
  const list = useQuery(auditQueries.list({ ...params, limit: PAGE_SIZE, offset }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Audit Log</h2>
          <p className="text-sm text-slate-600">
            Every change in the system, newest first. Entries cannot be changed or deleted.
          </p>
        </div>
        <ExportButton list="audit-log" params={params} />
      </div>
      <AuditFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setOffset(0);
        }}
      />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {errorText(list.error)}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {listTotal(list.data)} {list.data.total === 1 && !list.data.capped ? 'entry' : 'entries'}
          </p>
          <AuditTable rows={list.data.rows} />
          <ListPager
            offset={offset}
            limit={PAGE_SIZE}
            page={list.data}
            onOffsetChange={setOffset}
            label="Audit log pages"
          />
        </>
      )}
    </div>
  );
}
