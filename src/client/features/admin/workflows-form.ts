import type { Workflow, WorkflowDraft, WorkflowInput, WorkflowStep } from '@shared/admin/workflows';

/** One step as the editor holds it (amounts as typed). */
export type StepForm = Omit<WorkflowStep, 'minAmount' | 'userId'> & { minAmount: string; userId: string };

/** The editor's state: the template with its amounts as typed. */
export type WorkflowForm = {
  id: string | null;
  name: string;
  status: 'Active' | 'Draft';
  departments: string[];
  minAmount: string;
  maxAmount: string;
  itemTypes: WorkflowStep['itemTypes'];
  requestTypes: WorkflowStep['requestTypes'];
  glCodes: string[];
  priority: string;
  steps: StepForm[];
};

export const emptyStep = (name = 'Manager Review'): StepForm => ({
  name,
  approver: 'role',
  roleId: 'manager',
  userId: '',
  minAmount: '',
  minThreshold: null,
  itemTypes: [],
  requestTypes: [],
  skipIfSameApprover: false,
});

export const emptyForm = (): WorkflowForm => ({
  id: null,
  name: '',
  status: 'Draft',
  departments: ['All'],
  minAmount: '',
  maxAmount: '',
  itemTypes: [],
  requestTypes: [],
  glCodes: [],
  priority: '0',
  steps: [emptyStep()],
});

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

export function formOf(w: Workflow): WorkflowForm {
  return {
    id: w.id,
    name: w.name,
    status: w.status,
    departments: w.departments,
    minAmount: text(w.conditions.minAmount),
    maxAmount: text(w.conditions.maxAmount),
    itemTypes: w.conditions.itemTypes,
    requestTypes: w.conditions.requestTypes,
    glCodes: w.conditions.glCodes,
    priority: String(w.priority),
    steps: w.steps.map((s) => ({ ...s, minAmount: text(s.minAmount), userId: s.userId ?? '' })),
  };
}

/** The form as the API takes it. */
export function inputOf(f: WorkflowForm): WorkflowInput {
  return {
    name: f.name,
    status: f.status,
    departments: f.departments,
    priority: Number.isFinite(Number(f.priority)) ? Math.trunc(Number(f.priority)) : 0,
    conditions: {
      minAmount: num(f.minAmount),
      maxAmount: num(f.maxAmount),
      itemTypes: f.itemTypes,
      requestTypes: f.requestTypes,
      glCodes: f.glCodes,
    },
    steps: f.steps.map((s) => ({
      ...s,
      minAmount: num(s.minAmount),
      userId: s.approver === 'user' ? s.userId || null : null,
    })),
  };
}

export const draftOfForm = (f: WorkflowForm): WorkflowDraft => ({ ...inputOf(f), id: f.id });
export const draftOf = (w: Workflow): WorkflowDraft => draftOfForm(formOf(w));

/** Adds or removes a value of a list (a checkbox). */
export const toggled = <T>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
