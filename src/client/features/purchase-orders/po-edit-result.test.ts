import { describe, expect, it } from 'vitest';

import { poEditToast } from './po-edit-result';

describe('poEditToast', () => {
  it('says only that the PO was saved when the server reports no re-approval', () => {
    expect(poEditToast({ poNumber: 'PO-10015', reapproval: false, status: 'pending' })).toEqual({
      title: 'PO updated',
      description: 'PO-10015 was saved.',
    });
  });
  it('says the PO went back through approval when the server reports it', () => {
    expect(poEditToast({ poNumber: 'PO-10015', reapproval: true, status: 'pending' }).description).toBe(
      'PO-10015 was saved. The change is above the approval tolerance, so it went back through approval.',
    );
  });
  it('adds that it is approved when the new chain needed no approver', () => {
    expect(poEditToast({ poNumber: 'PO-10015', reapproval: true, status: 'approved' }).description).toBe(
      'PO-10015 was saved. The change is above the approval tolerance, so it went back through approval. ' +
        'No approver was needed for the new amount, so it is approved.',
    );
  });
  it("goes by the server's word, not by the status", () => {
    expect(poEditToast({ poNumber: 'PO-1', reapproval: false, status: 'approved' }).description).toBe(
      'PO-1 was saved.',
    );
  });
});
