import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Paperclip, Trophy } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { ComparisonColumn, RfpComparison, RfpDetail } from '@shared/rfps/sourcing';

import { SectionCard } from '../../components/section-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/api';
import { AwardDialog } from './award-dialog';
import { comparisonCsvUrl, responseFileUrl, rfpQueries } from './queries';

const BEST = 'bg-emerald-50';
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const score = (n: number) => n.toFixed(1);

/** A highlight told in text as well as in colour (screen readers read the badge). */
function Best({ children }: { children: string }) {
  return (
    <Badge variant="success" className="ml-2 align-middle">
      {children}
    </Badge>
  );
}

type Row = {
  label: string;
  cell: (c: ComparisonColumn) => ReactNode;
  best?: (c: ComparisonColumn) => boolean;
};

function lineCell(column: ComparisonColumn, description: string): ReactNode {
  const line = column.lines.find((l) => l.description === description);
  if (!line) return <span className="text-muted-foreground">Not quoted</span>;
  return (
    <>
      <span className="font-medium tabular-nums">{formatCurrency(line.total)}</span>
      <span className="block text-xs text-muted-foreground tabular-nums">
        {line.quantity} × {formatCurrency(line.unitPrice)}
      </span>
    </>
  );
}

function attachmentsCell(rfpId: string, column: ComparisonColumn): ReactNode {
  if (column.attachments.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="space-y-1">
      {column.attachments.map((file) => (
        <li key={file.id}>
          <a
            href={responseFileUrl(rfpId, column.responseId, file.id)}
            download={file.fileName}
            className="inline-flex items-center gap-1 break-all text-blue-700 hover:underline"
          >
            <Paperclip className="size-3.5 shrink-0" aria-hidden="true" />
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}

function rowsOf(rfpId: string, comparison: RfpComparison): Row[] {
  const w = comparison.weights;
  return [
    {
      label: 'Total price',
      cell: (c) => (
        <>
          <span className="font-semibold tabular-nums">{formatCurrency(c.totalPrice)}</span>
          {c.cheapest ? <Best>Lowest price</Best> : null}
        </>
      ),
      best: (c) => c.cheapest,
    },
    ...comparison.lineDescriptions.map((d): Row => ({ label: d, cell: (c) => lineCell(c, d) })),
    {
      label: 'Lead time',
      cell: (c) =>
        c.leadTimeDays === null ? (
          <span className="text-muted-foreground">Not given</span>
        ) : (
          <>
            {days(c.leadTimeDays)}
            {c.fastest ? <Best>Shortest lead time</Best> : null}
          </>
        ),
      best: (c) => c.fastest,
    },
    { label: 'Valid until', cell: (c) => (c.validUntil ? formatDate(c.validUntil) : '—') },
    { label: 'Attachments', cell: (c) => attachmentsCell(rfpId, c) },
    { label: `Price score (${w.price}%)`, cell: (c) => score(c.scores.price) },
    { label: `Delivery score (${w.delivery}%)`, cell: (c) => score(c.scores.delivery) },
    {
      label: `On-time score (${w.onTime}%)`,
      cell: (c) => (
        <>
          {score(c.scores.onTime)}
          {c.onTimeRate === null ? (
            <span className="block text-xs text-muted-foreground">No delivery record</span>
          ) : null}
        </>
      ),
    },
    {
      label: 'Weighted total',
      cell: (c) => <span className="text-base font-bold tabular-nums">{score(c.scores.total)}</span>,
    },
  ];
}

/** The table: one column per vendor, one row per compared figure. */
export function ComparisonTable({
  rfp,
  comparison,
}: {
  rfp: Pick<RfpDetail, 'id' | 'title' | 'can'>;
  comparison: RfpComparison;
}) {
  const columns = comparison.columns;
  const rows = rowsOf(rfp.id, comparison);
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table
        aria-label="Response comparison"
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: `${12 + columns.length * 13}rem` }}
      >
        <colgroup>
          <col className="w-48" />
          {columns.map((c) => (
            <col key={c.responseId} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b bg-slate-50">
            <th
              scope="col"
              className={cn(
                sticky,
                'bg-slate-50 px-3 py-2 text-left text-xs font-medium text-muted-foreground uppercase',
              )}
            >
              Vendor
            </th>
            {columns.map((c) => (
              <th
                key={c.responseId}
                scope="col"
                className={cn('px-3 py-2 text-left align-top', c.awarded && 'bg-amber-50')}
              >
                <span className="block font-semibold break-words text-slate-900">{c.vendorName}</span>
                {c.vendorEmail !== c.vendorName ? (
                  <span className="block text-xs font-normal break-all text-muted-foreground">
                    {c.vendorEmail}
                  </span>
                ) : null}
                {c.awarded ? (
                  <Badge variant="warning" className="mt-1">
                    <Trophy className="size-3" aria-hidden="true" />
                    Awarded
                  </Badge>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th
                scope="row"
                className={cn(sticky, 'px-3 py-2.5 text-left align-top font-medium text-slate-700')}
              >
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.responseId} className={cn('px-3 py-2.5 align-top', row.best?.(c) && BEST)}>
                  {row.cell(c)}
                </td>
              ))}
            </tr>
          ))}
          {rfp.can.award ? (
            <tr>
              <th scope="row" className={cn(sticky, 'px-3 py-2.5 text-left font-medium text-slate-700')}>
                Award
              </th>
              {columns.map((c) => (
                <td key={c.responseId} className="px-3 py-2.5">
                  <AwardDialog rfp={rfp} column={c} />
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** The submitted responses side by side, once bidding has closed; Export CSV; Award for procurement. */
export function RfpComparisonCard({ rfp }: { rfp: RfpDetail }) {
  const query = useQuery({ ...rfpQueries.comparison(rfp.id), meta: { silent: true } });
  const data = query.data;
  return (
    <SectionCard
      title="Response Comparison"
      action={
        data && data.columns.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <a href={comparisonCsvUrl(rfp.id)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        ) : null
      }
      className="space-y-3"
    >
      {query.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(query.error)}
        </p>
      ) : data.columns.length === 0 ? (
        <p className="text-sm text-muted-foreground">No vendor submitted a response.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {data.columns.length} response{data.columns.length === 1 ? '' : 's'}, scored with price{' '}
            {data.weights.price}%, delivery {data.weights.delivery}% and on-time record {data.weights.onTime}
            %. The lowest price and the shortest lead time are highlighted.
          </p>
          <ComparisonTable rfp={rfp} comparison={data} />
        </>
      )}
    </SectionCard>
  );
}
