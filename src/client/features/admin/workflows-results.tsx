import type { CoverageResult, ReplayResult, SimulateResult } from '@shared/admin/workflows';
import { formatDate } from '@shared/format';

import { Badge } from '../../components/ui/badge';

const money = (n: string | number) =>
  `$${Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Which template matched and why (each condition true or false), the steps with their approvers and
 * the out-of-office delegates standing in for them today, warnings.
 */
export function SimulationResult({ result }: { result: SimulateResult }) {
  return (
    <div className="space-y-3" aria-label="Simulation result" role="region">
      <p className="font-medium">
        {result.matched ? `Matched: ${result.matched.name}` : 'No template matched: threshold chain'}
        {result.autoApproved ? ' — approved at once' : ''}
      </p>
      <p className="text-sm text-slate-600">{result.explanation}</p>
      {result.warnings.length ? (
        <ul className="space-y-1" aria-label="Warnings">
          {result.warnings.map((w) => (
            <li key={w} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              ⚠ {w}
            </li>
          ))}
        </ul>
      ) : null}
      {result.steps.length ? (
        <ol className="space-y-1" aria-label="Simulated steps">
          {result.steps.map((s, i) => (
            <li key={i} className="rounded-md border px-3 py-2 text-sm">
              <span className="font-medium">
                {i + 1}. {s.name}
              </span>{' '}
              — {s.roleLabel}
              {s.approverDepartment ? ` (${s.approverDepartment})` : ''}
              {s.routedFromLabel ? ` · escalated from ${s.routedFromLabel}` : ''}
              {s.skipIfSameApprover ? ' · skipped if its approver approved an earlier step' : ''}
              <div className="text-slate-600">
                Approvers: {s.approvers.length ? s.approvers.map((a) => a.name).join(', ') : 'nobody'}
              </div>
              {s.delegates.length ? (
                <div className="text-slate-600">
                  Delegates:{' '}
                  {s.delegates
                    .map((d) => `${d.name} (on behalf of ${d.onBehalfOf.name}, until ${formatDate(d.until)})`)
                    .join(', ')}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <table className="w-full text-left text-sm" aria-label="Templates checked">
        <thead>
          <tr className="border-b">
            <th className="py-1">Template</th>
            <th>Priority</th>
            <th>Conditions</th>
          </tr>
        </thead>
        <tbody>
          {result.candidates.map((c) => (
            <tr key={c.id} className="border-b align-top">
              <td className="py-1">
                {c.name} {c.draft ? <Badge variant="outline">draft</Badge> : null}{' '}
                {c.matched ? <Badge variant="success">matches</Badge> : null}
              </td>
              <td>{c.priority}</td>
              <td>
                <ul>
                  {c.conditions.map((k) => (
                    <li key={k.label}>
                      {k.ok ? '✓' : '✗'} {k.label}: {k.detail} — {k.ok ? 'true' : 'false'}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The coverage sweep: gaps (a step nobody can take) and overlaps (equal-priority matches). */
export function CoverageList({ result }: { result: CoverageResult }) {
  return (
    <div className="space-y-2 text-sm" role="region" aria-label="Coverage sweep">
      <p className="font-medium">
        Coverage: {result.cases.toLocaleString('en-US')} cases ({result.departments.length} departments ×{' '}
        {result.itemTypes.length} item types × {result.amounts.length} amounts) — {result.gaps.length} gaps,{' '}
        {result.overlaps.length} overlaps
      </p>
      {result.gaps.length ? (
        <ul aria-label="Gaps" className="max-h-48 overflow-y-auto">
          {result.gaps.map((g, i) => (
            <li key={i}>
              Gap: {g.department}, {g.itemType}, {money(g.amount)} — {g.template}: {g.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {result.overlaps.length ? (
        <ul aria-label="Overlaps" className="max-h-48 overflow-y-auto">
          {result.overlaps.map((o, i) => (
            <li key={i}>
              Overlap: {o.department}, {o.itemType}, {money(o.amount)} — {o.templates.join(' and ')} (priority{' '}
              {o.priority})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The replay: how many recent requisitions the draft would route differently. */
export function ReplaySummary({ result }: { result: ReplayResult }) {
  return (
    <div className="space-y-1 text-sm" role="region" aria-label="Replay">
      <p className="font-medium">
        Replay: {result.changed} of {result.considered} requisitions of the last {result.days} days would be
        routed differently ({result.changedFromToday} because of this draft)
        {result.capped ? ` — the newest ${result.limit.toLocaleString('en-US')} only` : ''}.
      </p>
      <ul>
        {result.examples.map((e) => (
          <li key={e.requisitionId}>
            {e.requisitionId} {e.title} ({e.department}, {money(e.amount)}): {e.before.template} [
            {e.before.steps.join(' → ') || 'approved at once'}] → {e.after.template} [
            {e.after.steps.join(' → ') || 'approved at once'}]
          </li>
        ))}
      </ul>
    </div>
  );
}
