import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimulateResult } from '@shared/admin/workflows';

import { SimulationResult } from './workflows-results';

const step = (over: Partial<SimulateResult['steps'][number]>): SimulateResult['steps'][number] => ({
  name: 'Manager Review',
  roleId: 'manager',
  roleLabel: 'Department Manager',
  approverDepartment: 'IT',
  approverUserId: null,
  routedFrom: null,
  routedFromLabel: null,
  skipIfSameApprover: false,
  approvers: [],
  delegates: [],
  ...over,
});

const RESULT: SimulateResult = {
  input: {
    requester: { id: 'u-req', name: 'Erin Example' },
    department: 'IT',
    itemType: 'goods',
    requestType: 'new-purchase',
    amount: '7500.00',
    glCodes: [],
    requisitionId: null,
  },
  autoApproved: false,
  matched: { id: 'wf-1', name: 'Standard', priority: 0 },
  explanation: 'Template "Standard" matched.',
  candidates: [],
  steps: [
    step({
      approvers: [{ id: 'u-mgr', name: 'James Wilson' }],
      delegates: [
        {
          id: 'u-dir',
          name: 'Linda Martinez',
          onBehalfOf: { id: 'u-mgr', name: 'James Wilson' },
          until: '2026-12-05',
        },
      ],
    }),
    step({
      name: 'Finance Approval',
      roleId: 'finance',
      roleLabel: 'Finance Team',
      approverDepartment: null,
      approvers: [{ id: 'u-fin', name: 'Frances Finance' }],
    }),
  ],
  warnings: [],
};

describe('SimulationResult', () => {
  it("lists under a step's approvers who stands in for them today, and until when", () => {
    render(<SimulationResult result={RESULT} />);
    const [manager, finance] = within(screen.getByRole('list', { name: 'Simulated steps' })).getAllByRole(
      'listitem',
    );
    expect(manager!.textContent).toContain('Approvers: James Wilson');
    expect(manager!.textContent).toContain(
      'Delegates: Linda Martinez (on behalf of James Wilson, until 12/5/2026)',
    );
    // A step whose approvers have delegated to nobody shows no delegates line.
    expect(finance!.textContent).toContain('Approvers: Frances Finance');
    expect(finance!.textContent).not.toContain('Delegates');
  });
});
