import { ROLE_DEFINITIONS } from '@shared/auth/roles';
import {
  APPROVER_KINDS,
  APPROVER_KIND_LABELS,
  STEP_NAMES,
  THRESHOLD_LABELS,
  THRESHOLD_NAMES,
} from '@shared/admin/workflows';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import type { FieldErrors } from '../../lib/api';
import { WorkflowPersonPicker } from './workflows-person';
import { emptyStep, type StepForm } from './workflows-form';

const SELECT = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

/** The ordered steps of a template: add, remove, move up or down; each with its approver and minimum. */
export function StepsEditor({
  steps,
  onChange,
  errors,
}: {
  steps: StepForm[];
  onChange: (steps: StepForm[]) => void;
  errors: FieldErrors;
}) {
  const set = (i: number, change: Partial<StepForm>) =>
    onChange(steps.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const move = (i: number, by: number) => {
    const next = [...steps];
    const [s] = next.splice(i, 1);
    next.splice(i + by, 0, s!);
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Steps, in order</legend>
      <datalist id="workflow-step-names">
        {STEP_NAMES.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {errors.steps ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.steps}
        </p>
      ) : null}
      <ol className="space-y-3">
        {steps.map((s, i) => {
          const at = `steps.${i}`;
          const error = errors[`${at}.name`] ?? errors[`${at}.roleId`] ?? errors[`${at}.userId`];
          return (
            <li
              key={i}
              className="space-y-2 rounded-md border border-slate-200 p-3"
              aria-label={`Step ${i + 1}`}
            >
              <div className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col text-xs">
                  Step name
                  <Input
                    list="workflow-step-names"
                    value={s.name}
                    onChange={(e) => set(i, { name: e.target.value })}
                    aria-label={`Step ${i + 1} name`}
                  />
                </label>
                <label className="flex flex-col text-xs">
                  Approver
                  <select
                    className={SELECT}
                    value={s.approver}
                    aria-label={`Step ${i + 1} approver`}
                    onChange={(e) => set(i, { approver: e.target.value as StepForm['approver'] })}
                  >
                    {APPROVER_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {APPROVER_KIND_LABELS[k]}
                      </option>
                    ))}
                  </select>
                </label>
                {s.approver === 'role' ? (
                  <label className="flex flex-col text-xs">
                    Role
                    <select
                      className={SELECT}
                      value={s.roleId}
                      aria-label={`Step ${i + 1} role`}
                      onChange={(e) => set(i, { roleId: e.target.value })}
                    >
                      {ROLE_DEFINITIONS.map((r) => (
                        <option key={r.id} value={r.id}>
                          {r.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {s.approver === 'user' ? (
                  <WorkflowPersonPicker
                    label={`Step ${i + 1} user`}
                    value={s.userId}
                    onChange={(userId) => set(i, { userId })}
                  />
                ) : null}
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col text-xs">
                  Only above (threshold)
                  <select
                    className={SELECT}
                    value={s.minThreshold ?? ''}
                    aria-label={`Step ${i + 1} threshold`}
                    onChange={(e) =>
                      set(i, { minThreshold: (e.target.value || null) as StepForm['minThreshold'] })
                    }
                  >
                    <option value="">Any amount</option>
                    {THRESHOLD_NAMES.map((n) => (
                      <option key={n} value={n}>
                        {THRESHOLD_LABELS[n]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col text-xs">
                  or above ($)
                  <Input
                    inputMode="decimal"
                    className="w-28"
                    value={s.minAmount}
                    aria-label={`Step ${i + 1} minimum amount`}
                    onChange={(e) => set(i, { minAmount: e.target.value })}
                  />
                </label>
                <label className="flex items-center gap-1 text-xs">
                  <input
                    type="checkbox"
                    checked={s.skipIfSameApprover}
                    onChange={(e) => set(i, { skipIfSameApprover: e.target.checked })}
                  />
                  Skip if the same person already approved an earlier step
                </label>
              </div>
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  Move up
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={i === steps.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Move down
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(steps.filter((_, j) => j !== i))}
                  aria-label={`Remove step ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...steps, emptyStep('Final Approval')])}
      >
        Add step
      </Button>
    </fieldset>
  );
}
