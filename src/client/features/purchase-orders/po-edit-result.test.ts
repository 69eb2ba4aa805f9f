import { describe, expect, it } from 'vitest';

import { wentBackThroughApproval } from './po-edit-result';

const done = {
  step: 'Manager Review',
  status: 'completed',
  assignee: 'James Wilson',
  completedAt: '2025-01-02T00:00:00Z',
};
const waiting = {
  step: 'Finance Approval',
  status: 'pending',
  assignee: 'Michael Rodriguez',
  completedAt: null,
};
const restart = { step: 'Manager Review', status: 'pending', assignee: 'James Wilson', completedAt: null };
const later = {
  step: 'Finance Approval',
  status: 'not_started',
  assignee: 'Michael Rodriguez',
  completedAt: null,
};

describe('wentBackThroughApproval', () => {
  it('is false when the workflow is untouched', () => {
    const po = { status: 'pending', workflowSteps: [done, waiting] };
    expect(wentBackThroughApproval(po, { ...po })).toBe(false);
  });
  it('is true when the workflow was rewritten', () => {
    expect(
      wentBackThroughApproval(
        { status: 'pending', workflowSteps: [done, waiting] },
        { status: 'pending', workflowSteps: [restart, later] },
      ),
    ).toBe(true);
  });
  it('is true when the new chain approved the PO at once', () => {
    expect(
      wentBackThroughApproval(
        { status: 'pending', workflowSteps: [] },
        { status: 'approved', workflowSteps: [] },
      ),
    ).toBe(true);
  });
  it('believes the server when it says', () => {
    const po = { status: 'pending', workflowSteps: [restart] };
    expect(wentBackThroughApproval(po, { ...po, reapproval: { steps: ['Manager Review'] } })).toBe(true);
    expect(wentBackThroughApproval(po, { ...po, workflowSteps: [restart, later], reapproval: null })).toBe(
      false,
    );
  });
});
