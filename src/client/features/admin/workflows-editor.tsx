import { useState } from 'react';
import { ALL_DEPARTMENTS, WORKFLOW_STATUSES, type Workflow } from '@shared/admin/workflows';
import { DEPARTMENTS } from '@shared/departments';
import { GL_CODES, ITEM_TYPES, REQUEST_TYPES, REQUEST_TYPE_LABELS } from '@shared/requisitions/constants';

import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useToast } from '../../components/ui/use-toast';
import { errorText, isApiError, type FieldErrors } from '../../lib/api';
import { StepsEditor } from './workflows-steps';
import { SimulatorPanel } from './workflows-simulator';
import { useDeleteWorkflow, useSaveWorkflow } from './workflows-queries';
import { draftOfForm, emptyForm, formOf, inputOf, toggled, type WorkflowForm } from './workflows-form';

const GL_OPTIONS = [
  ...new Map([...GL_CODES.standard, ...GL_CODES.blanket].map((g) => [g.value, g])).values(),
];
const SELECT = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

function Checks<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => onChange(toggled(value, o.value, e.target.checked))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Create Workflow / Edit: conditions, priority and the ordered steps; Test runs the simulator on the draft. */
export function WorkflowEditor({ workflow, onClose }: { workflow: Workflow | null; onClose: () => void }) {
  const [form, setForm] = useState<WorkflowForm>(() => (workflow ? formOf(workflow) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [testing, setTesting] = useState(false);
  const save = useSaveWorkflow();
  const remove = useDeleteWorkflow();
  const { toast } = useToast();
  const set = (change: Partial<WorkflowForm>) => setForm((f) => ({ ...f, ...change }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: workflow?.id, values: inputOf(form) },
      {
        onSuccess: (saved) => {
          toast({ title: `Workflow "${saved.name}" saved` });
          onClose();
        },
        onError: (error) => {
          setErrors(isApiError(error) ? (error.fieldErrors ?? {}) : {});
          toast({ title: errorText(error), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={workflow ? `Edit ${workflow.name}` : 'Create Workflow'}
      description="Only active templates route requests; the highest priority wins."
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      <form onSubmit={submit} className="space-y-4" aria-label="Workflow template">
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col text-sm sm:col-span-2">
            Name
            <Input
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
              aria-invalid={errors.name ? true : undefined}
            />
            {errors.name ? (
              <span role="alert" className="text-destructive">
                {errors.name}
              </span>
            ) : null}
          </label>
          <label className="flex flex-col text-sm">
            Status
            <select
              className={SELECT}
              value={form.status}
              onChange={(e) => set({ status: e.target.value as WorkflowForm['status'] })}
            >
              {WORKFLOW_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            Priority
            <Input
              inputMode="numeric"
              value={form.priority}
              onChange={(e) => set({ priority: e.target.value })}
            />
          </label>
          <label className="flex flex-col text-sm">
            Minimum amount ($)
            <Input
              inputMode="decimal"
              value={form.minAmount}
              onChange={(e) => set({ minAmount: e.target.value })}
            />
          </label>
          <label className="flex flex-col text-sm">
            Maximum amount ($)
            <Input
              inputMode="decimal"
              value={form.maxAmount}
              onChange={(e) => set({ maxAmount: e.target.value })}
            />
            {errors['conditions.maxAmount'] ? (
              <span role="alert" className="text-destructive">
                {errors['conditions.maxAmount']}
              </span>
            ) : null}
          </label>
        </div>
        <Checks
          legend="Departments"
          options={[ALL_DEPARTMENTS, ...DEPARTMENTS].map((d) => ({
            value: d,
            label: d === ALL_DEPARTMENTS ? 'All departments' : d,
          }))}
          value={form.departments}
          onChange={(departments) => set({ departments })}
        />
        {errors.departments ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.departments}
          </p>
        ) : null}
        <Checks
          legend="Item types (none: any)"
          options={ITEM_TYPES}
          value={form.itemTypes}
          onChange={(itemTypes) => set({ itemTypes })}
        />
        <Checks
          legend="Request types (none: any)"
          options={REQUEST_TYPES.map((r) => ({ value: r, label: REQUEST_TYPE_LABELS[r] }))}
          value={form.requestTypes}
          onChange={(requestTypes) => set({ requestTypes })}
        />
        <Checks
          legend="GL codes (none: any)"
          options={GL_OPTIONS.map((g) => ({ value: g.value, label: `${g.value} ${g.label}` }))}
          value={form.glCodes}
          onChange={(glCodes) => set({ glCodes })}
        />
        <StepsEditor steps={form.steps} onChange={(steps) => set({ steps })} errors={errors} />
        <div className="flex flex-wrap justify-between gap-2 border-t pt-3">
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={() => setTesting((v) => !v)}>
              {testing ? 'Hide simulator' : 'Test this draft'}
            </Button>
            {workflow?.can.delete ? (
              <Button
                type="button"
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate(workflow.id, { onSuccess: onClose })}
              >
                Delete
              </Button>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Workflow'}
            </Button>
          </div>
        </div>
      </form>
      {testing ? <SimulatorPanel draft={draftOfForm(form)} /> : null}
    </DialogFrame>
  );
}
