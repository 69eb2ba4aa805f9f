import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { formatDate, isoDate } from '@shared/format';
import {
  DELEGATION_MESSAGES as M,
  delegateCandidateSchema,
  delegationResultSchema,
  delegationUpdateSchema,
  type DelegationResult,
  type DelegationUpdate,
} from '@shared/profile/delegation';
import type { FieldErrors } from '@shared/errors';

import { Field } from '../../components/form/field';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorText, isApiError, sendJson } from '../../lib/api';
import { jsonQuery, typeAheadQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';
import { TypeAheadSelect } from '../../lib/type-ahead-select';

const URL = '/api/profile/delegation';
const query = () => jsonQuery([QUERY_ROOT.profile, 'delegation'], URL, delegationResultSchema);
/** GET /api/profile/delegates?q=: active approvers other than the user (at most 10). */
const delegates = (q: string) =>
  jsonQuery(
    [QUERY_ROOT.profile, 'delegates', q],
    `/api/profile/delegates${typeAheadQuery({ q })}`,
    z.array(delegateCandidateSchema),
  );

type Draft = DelegationUpdate & { delegateName: string };
const emptyDraft = (): Draft => {
  const today = isoDate(new Date());
  return { delegateId: '', delegateName: '', startsOn: today, endsOn: today };
};

/** The first message of each field of a failed parse (the shared schema's wording). */
function fieldMessages(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Out of Office (issue 13): a delegate and a date range. While it runs, the approval steps that await
 * the user also await the delegate, who approves on the user's behalf.
 */
export function DelegationCard() {
  const saved = useQuery(query());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const onSaved = (title: string) => (result: DelegationResult) => {
    queryClient.setQueryData(query().queryKey, result);
    setDraft(null);
    setErrors({});
    toast({ title });
  };
  const onError = (error: Error) => {
    if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
    else toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' });
  };
  const save = useMutation({
    mutationFn: (values: DelegationUpdate) => sendJson('PUT', URL, values, delegationResultSchema),
    onSuccess: onSaved(M.saved),
    onError,
    meta: { silent: true, changes: ['profile'] },
  });
  const remove = useMutation({
    mutationFn: () => sendJson('DELETE', URL, undefined, delegationResultSchema),
    onSuccess: onSaved(M.removed),
    onError,
    meta: { silent: true, changes: ['profile'] },
  });
  if (saved.isPending) return null;
  if (saved.isError) return <p role="alert">{errorText(saved.error)}</p>;
  const current = saved.data.delegation;
  const values: Draft =
    draft ??
    (current
      ? {
          delegateId: current.delegateId,
          delegateName: current.delegateName,
          startsOn: current.startsOn,
          endsOn: current.endsOn,
        }
      : emptyDraft());
  const edit = (change: Partial<Draft>) => setDraft({ ...values, ...change });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const { delegateName: _name, ...body } = values;
    const parsed = delegationUpdateSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    save.mutate(body);
  };
  const busy = save.isPending || remove.isPending;

  return (
    <SectionCard title="Out of Office">
      <p className="mb-3 text-sm text-muted-foreground">
        While you are away, the approvals waiting for you also wait for your delegate, who approves on your
        behalf.
      </p>
      {current ? (
        <p className="mb-3 text-sm" data-testid="current-delegation">
          {current.active ? 'Delegating' : 'Delegation scheduled'} to{' '}
          <span className="font-medium">{current.delegateName}</span> from {formatDate(current.startsOn)} to{' '}
          {formatDate(current.endsOn)}.
        </p>
      ) : (
        <p className="mb-3 text-sm" data-testid="current-delegation">
          No delegation set.
        </p>
      )}
      <form aria-label="Out of Office" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
        <Field id="delegate" label="Delegate" error={errors.delegateId}>
          {(control) => (
            <TypeAheadSelect
              {...control}
              value={values.delegateId}
              valueLabel={values.delegateName || undefined}
              onChange={(id, label, row) => edit({ delegateId: id, delegateName: row?.name ?? label })}
              options={delegates}
              optionLabel={(u) => `${u.name} (${u.roleLabel})`}
              placeholder="Choose a delegate…"
              searchLabel="Search approvers"
              emptyText="No approvers found"
            />
          )}
        </Field>
        <Field id="delegation-start" label="Start Date" error={errors.startsOn}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.startsOn}
              onChange={(e) => edit({ startsOn: e.target.value })}
            />
          )}
        </Field>
        <Field id="delegation-end" label="End Date" error={errors.endsOn}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.endsOn}
              onChange={(e) => edit({ endsOn: e.target.value })}
            />
          )}
        </Field>
        <div className="flex gap-2 sm:col-span-3">
          <Button type="submit" disabled={busy}>
            {save.isPending ? 'Saving…' : 'Save Delegation'}
          </Button>
          {current ? (
            <Button type="button" variant="outline" disabled={busy} onClick={() => remove.mutate()}>
              {remove.isPending ? 'Removing…' : 'Remove Delegation'}
            </Button>
          ) : null}
        </div>
      </form>
    </SectionCard>
  );
}
