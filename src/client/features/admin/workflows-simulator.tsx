import { useState } from 'react';
import { ITEM_TYPES, REQUEST_TYPES, REQUEST_TYPE_LABELS } from '@shared/requisitions/constants';
import { DEPARTMENTS } from '@shared/departments';
import type { SimulateInput, WorkflowDraft } from '@shared/admin/workflows';

import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { errorText } from '../../lib/api';
import { WorkflowPersonPicker } from './workflows-person';
import { SimulationResult, CoverageList, ReplaySummary } from './workflows-results';
import { useCoverage, useReplay, useSimulate } from './workflows-queries';

const SELECT = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

/**
 * The policy simulator: a requester, department, item type, request type and amount (or an existing
 * requisition) run through the routing submit runs, optionally with the draft being edited; the
 * coverage sweep; the replay of the last 90 days under the draft.
 */
export function SimulatorPanel({ draft }: { draft: WorkflowDraft | null }) {
  const [requesterId, setRequesterId] = useState('');
  const [department, setDepartment] = useState('');
  const [itemType, setItemType] = useState<'goods' | 'services' | 'mixed'>('goods');
  const [requestType, setRequestType] = useState<(typeof REQUEST_TYPES)[number]>('new-purchase');
  const [amount, setAmount] = useState('');
  const [requisitionId, setRequisitionId] = useState('');
  const simulate = useSimulate();
  const coverage = useCoverage();
  const replay = useReplay();
  const run = (e: React.FormEvent) => {
    e.preventDefault();
    const input: SimulateInput = requisitionId.trim()
      ? { requisitionId: requisitionId.trim(), draft }
      : {
          requesterId: requesterId || null,
          department: department || null,
          itemType,
          requestType,
          amount: amount.trim() === '' ? null : Number(amount),
          draft,
        };
    simulate.mutate(input);
  };
  return (
    <section className="space-y-4 border-t pt-4" aria-label="Policy simulator">
      <form onSubmit={run} className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <WorkflowPersonPicker label="Requester" value={requesterId} onChange={setRequesterId} />
          <label className="flex flex-col text-xs">
            Department
            <select
              className={SELECT}
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
              aria-label="Department"
            >
              <option value="">The requester&apos;s</option>
              {DEPARTMENTS.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs">
            Item type
            <select
              className={SELECT}
              value={itemType}
              onChange={(e) => setItemType(e.target.value as typeof itemType)}
              aria-label="Item type"
            >
              {ITEM_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs">
            Request type
            <select
              className={SELECT}
              value={requestType}
              onChange={(e) => setRequestType(e.target.value as typeof requestType)}
              aria-label="Request type"
            >
              {REQUEST_TYPES.map((r) => (
                <option key={r} value={r}>
                  {REQUEST_TYPE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs">
            Amount ($)
            <Input
              inputMode="decimal"
              className="w-32"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-label="Amount"
            />
          </label>
          <label className="flex flex-col text-xs">
            or requisition id
            <Input
              className="w-40"
              value={requisitionId}
              onChange={(e) => setRequisitionId(e.target.value)}
              aria-label="Requisition id"
            />
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={simulate.isPending}>
            {simulate.isPending ? 'Simulating…' : 'Simulate'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={coverage.isPending}
            onClick={() => coverage.mutate(draft)}
          >
            {coverage.isPending ? 'Sweeping…' : 'Coverage sweep'}
          </Button>
          {draft ? (
            <Button
              type="button"
              variant="outline"
              disabled={replay.isPending}
              onClick={() => replay.mutate(draft)}
            >
              {replay.isPending ? 'Replaying…' : 'Replay last 90 days'}
            </Button>
          ) : null}
        </div>
      </form>
      {[simulate, coverage, replay].map((m, i) =>
        m.isError ? (
          <p key={i} role="alert" className="text-sm text-destructive">
            {errorText(m.error)}
          </p>
        ) : null,
      )}
      {simulate.data ? <SimulationResult result={simulate.data} /> : null}
      {replay.data ? <ReplaySummary result={replay.data} /> : null}
      {coverage.data ? <CoverageList result={coverage.data} /> : null}
    </section>
  );
}

/** The simulator in a dialog (the tab's Test and Policy simulator buttons). */
export function WorkflowSimulator({ draft, onClose }: { draft: WorkflowDraft | null; onClose: () => void }) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={draft ? `Test ${draft.name}` : 'Policy simulator'}
      description={
        draft
          ? 'The template is tried as if it were active, beside the other active templates. Nothing is saved.'
          : 'How a request would be routed today. Nothing is saved.'
      }
      className="max-h-[90vh] max-w-4xl overflow-y-auto"
    >
      <SimulatorPanel draft={draft} />
    </DialogFrame>
  );
}
