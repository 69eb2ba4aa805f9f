import type { WorkflowStepDef, savedFilterSets, workflowTemplates } from '../db/schema/admin';
import type { SeedClock } from './demo-clock';

type TemplateRow = typeof workflowTemplates.$inferInsert;
type FilterSetRow = typeof savedFilterSets.$inferInsert;

const MANAGER_REVIEW: WorkflowStepDef = { name: 'Manager Review', roleId: 'manager' };
const FINANCE_APPROVAL: WorkflowStepDef = {
  name: 'Finance Approval',
  roleId: 'finance',
  minThreshold: 'managerApprovalThreshold',
};
/** Legal reviews services (and mixed) purchases and new agreements (blanket POs). */
const LEGAL_REVIEW: WorkflowStepDef = {
  name: 'Legal Review',
  roleId: 'legal',
  itemTypes: ['services', 'mixed'],
  requestTypes: ['blanket-po'],
};
const PROCUREMENT_FINAL: WorkflowStepDef = {
  name: 'Final Approval',
  roleId: 'procurement_sme',
  minThreshold: 'financeApprovalThreshold',
};
const DIRECTOR_FINAL: WorkflowStepDef = {
  name: 'Final Approval',
  roleId: 'director',
  minThreshold: 'executiveApprovalThreshold',
};

/**
 * The default template (departments ['All']), an IT one, a services one, an Operations one and a
 * draft. Steps start above the settings' thresholds (read at submit), so changing a threshold in the
 * settings changes every chain built afterwards.
 */
export function buildWorkflowTemplates(clock: SeedClock): TemplateRow[] {
  return [
    {
      id: 'wft-001',
      name: 'Standard Purchase Approval',
      steps: [MANAGER_REVIEW, FINANCE_APPROVAL, LEGAL_REVIEW, DIRECTOR_FINAL],
      departments: ['All'],
      status: 'Active',
      createdAt: clock.ago(420),
    },
    {
      id: 'wft-002',
      name: 'IT Equipment & Software Approval',
      steps: [MANAGER_REVIEW, FINANCE_APPROVAL, LEGAL_REVIEW, PROCUREMENT_FINAL],
      departments: ['IT'],
      status: 'Active',
      createdAt: clock.ago(300),
    },
    {
      id: 'wft-003',
      name: 'Professional Services Engagement',
      steps: [MANAGER_REVIEW, LEGAL_REVIEW, FINANCE_APPROVAL, PROCUREMENT_FINAL],
      departments: ['Finance', 'HR', 'Marketing'],
      status: 'Active',
      createdAt: clock.ago(210),
    },
    {
      id: 'wft-004',
      name: 'Capital Expenditure Approval',
      steps: [MANAGER_REVIEW, FINANCE_APPROVAL, DIRECTOR_FINAL],
      departments: ['Operations', 'R&D'],
      status: 'Draft',
      createdAt: clock.ago(14),
    },
    {
      id: 'wft-005',
      name: 'Facilities & Operations Approval',
      steps: [MANAGER_REVIEW, FINANCE_APPROVAL, LEGAL_REVIEW, PROCUREMENT_FINAL],
      departments: ['Operations'],
      status: 'Active',
      createdAt: clock.ago(240),
    },
  ];
}

export function buildSavedFilterSets(clock: SeedClock): FilterSetRow[] {
  return [
    {
      id: 'sfs-001',
      userId: 'user-001',
      name: 'IT hardware — last 12 months',
      description: 'IT department computer equipment spend over the past year',
      filters: {
        department: 'IT',
        timeWindow: 12,
        category: 'IT Equipment',
        type: 'purchase-order',
        status: 'all',
      },
      createdAt: clock.ago(30),
    },
    {
      id: 'sfs-002',
      userId: 'user-001',
      name: 'Large approved orders',
      description: 'Approved purchase orders above $25,000 in the last 6 months',
      filters: {
        department: 'all',
        timeWindow: 6,
        minAmount: 25000,
        type: 'purchase-order',
        status: 'approved',
      },
      createdAt: clock.ago(18),
    },
    {
      id: 'sfs-003',
      userId: 'user-001',
      name: 'Marketing quarterly spend',
      description: 'Marketing requisitions and orders for the last quarter',
      filters: { department: 'Marketing', timeWindow: 3, category: 'Marketing', type: 'all', status: 'all' },
      createdAt: clock.ago(7),
    },
  ];
}
