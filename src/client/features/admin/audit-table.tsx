import { Fragment, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { changesOf, describeValue, type AuditEntry } from '@shared/admin/audit-schemas';

import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { recordTypeLabel } from './audit-filters';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'numeric',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

/** One line of what changed: "companyName: Old → New; …" (the first two, then how many more). */
function summary(entry: AuditEntry): string {
  const changes = changesOf(entry.details);
  if (changes.length) {
    const shown = changes
      .slice(0, 2)
      .map((c) => `${c.key}: ${describeValue(c.before)} → ${describeValue(c.after)}`)
      .join('; ');
    return changes.length > 2 ? `${shown} (+${changes.length - 2} more)` : shown;
  }
  const keys = Object.keys(entry.details);
  return keys.length ? `${keys.length} detail${keys.length === 1 ? '' : 's'}` : '—';
}

/** The entry's before → after, one line per key (or its details as they were recorded). */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.details);
  if (!changes.length) {
    return (
      <pre className="overflow-x-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">
        {JSON.stringify(entry.details, null, 2)}
      </pre>
    );
  }
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr]">
      {changes.map((c) => (
        <Fragment key={c.key}>
          <dt className="font-medium text-slate-700">{c.key}</dt>
          <dd className="text-slate-600">
            <span className="line-through decoration-slate-400">{describeValue(c.before)}</span>
            {' → '}
            <span className="font-medium text-slate-900">{describeValue(c.after)}</span>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The audit entries: when, who, action, record, what changed (expandable to before → after). */
export function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (!rows.length) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        No audit entries match.
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <Table aria-label="Audit log">
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Who</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Record</TableHead>
            <TableHead>Changes</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((entry) => {
            const expanded = open.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <TableRow>
                  <TableCell className="whitespace-nowrap tabular-nums">{when(entry.at)}</TableCell>
                  <TableCell>{entry.actorName ?? (entry.actorId ? entry.actorId : 'System')}</TableCell>
                  <TableCell className="font-mono text-xs">{entry.action}</TableCell>
                  <TableCell>
                    <span className="text-slate-500">{recordTypeLabel(entry.recordType)}</span>{' '}
                    <span className="font-medium">{entry.recordId}</span>
                  </TableCell>
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Hide' : 'Show'} changes of ${entry.action} on ${entry.recordId}`}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                      <span className="max-w-80 truncate">{summary(entry)}</span>
                    </Button>
                  </TableCell>
                </TableRow>
                {expanded ? (
                  <TableRow>
                    <TableCell colSpan={5} className="bg-slate-50/60">
                      <EntryDetails entry={entry} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
