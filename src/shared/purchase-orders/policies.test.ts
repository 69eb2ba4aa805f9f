import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/roles';
import {
  cancelPoRefusal,
  canEditPo,
  downloadPdfRefusal,
  editPoRefusal,
  issuePoRefusal,
  poCan,
  receivePoRefusal,
  releasePoRefusal,
  type PoFacts,
} from './policies';

const user = (id: string, permissions: Permission[]) => ({ id, permissions });
const buyer = user('buyer', ['manage_purchase_orders', 'view_all_data']);
const requester = user('req', ['create_requisitions', 'view_own_requests']);
const manager = user('mgr', ['approve_requests', 'view_department_data']);

const po = (over: Partial<PoFacts> = {}): PoFacts => ({
  poNumber: 'PO-10001',
  status: 'approved',
  issuedAt: null,
  isBlanketPO: false,
  requesterId: 'req',
  hasReceipts: false,
  hasLiveReleases: false,
  fullyReceived: false,
  contractStartDate: null,
  contractEndDate: null,
  ...over,
});
const TODAY = '2026-03-15';

describe('purchase order policies', () => {
  it('edits pending POs, for procurement only', () => {
    expect(editPoRefusal(buyer, { status: 'pending' })).toBeNull();
    expect(editPoRefusal(buyer, { status: 'approved' })).toEqual({
      code: 'conflict',
      message: 'This purchase order is approved; only pending purchase orders can be edited.',
    });
    expect(editPoRefusal(requester, { status: 'pending' })?.code).toBe('forbidden');
    expect(canEditPo(buyer, { status: 'pending' })).toBe(true);
    expect(canEditPo(manager, { status: 'pending' })).toBe(false);
  });

  it('issues approved, unissued POs once', () => {
    expect(issuePoRefusal(buyer, po())).toBeNull();
    expect(issuePoRefusal(buyer, po({ issuedAt: new Date('2026-01-05T10:00:00Z') }))?.message).toBe(
      'PO-10001 was already issued to the vendor on 2026-01-05.',
    );
    expect(issuePoRefusal(buyer, po({ status: 'pending' }))?.message).toBe(
      'PO-10001 is pending; only an approved purchase order can be issued.',
    );
    expect(issuePoRefusal(requester, po())?.code).toBe('forbidden');
  });

  it('cancels pending or approved POs with nothing received and no live release', () => {
    expect(cancelPoRefusal(buyer, po({ status: 'pending' }))).toBeNull();
    expect(cancelPoRefusal(buyer, po())).toBeNull();
    expect(cancelPoRefusal(buyer, po({ status: 'in-progress' }))?.message).toBe(
      'PO-10001 is in-progress and cannot become cancelled.',
    );
    expect(cancelPoRefusal(buyer, po({ hasReceipts: true }))?.message).toBe(
      'PO-10001 has goods receipts and cannot be cancelled.',
    );
    expect(cancelPoRefusal(buyer, po({ isBlanketPO: true, hasLiveReleases: true }))?.message).toBe(
      'PO-10001 has releases drawn against it; cancel them first.',
    );
    expect(cancelPoRefusal(requester, po())?.code).toBe('forbidden');
  });

  it('receives against approved or in-progress POs with something left, as buyer or requester', () => {
    expect(receivePoRefusal(buyer, po())).toBeNull();
    expect(receivePoRefusal(requester, po({ status: 'in-progress' }))).toBeNull();
    expect(receivePoRefusal(manager, po())?.code).toBe('forbidden');
    expect(receivePoRefusal(requester, po({ requesterId: 'someone-else' }))?.code).toBe('forbidden');
    expect(receivePoRefusal(buyer, po({ requesterId: null }))).toBeNull();
    expect(receivePoRefusal(buyer, po({ status: 'pending' }))?.code).toBe('conflict');
    expect(receivePoRefusal(buyer, po({ status: 'in-progress', fullyReceived: true }))?.message).toBe(
      'PO-10001 is fully received; nothing is left to receive.',
    );
  });

  it('never receives on a blanket PO (its releases receive the goods)', () => {
    expect(receivePoRefusal(buyer, po({ isBlanketPO: true }))?.message).toMatch(/against its releases/);
  });

  it('draws releases on approved or in-progress blanket POs within their validity', () => {
    const blanket = po({ isBlanketPO: true, contractStartDate: '2026-01-01', contractEndDate: '2026-12-31' });
    expect(releasePoRefusal(buyer, blanket, TODAY)).toBeNull();
    expect(releasePoRefusal(requester, { ...blanket, status: 'in-progress' }, TODAY)).toBeNull();
    expect(releasePoRefusal(manager, blanket, TODAY)?.code).toBe('forbidden');
    expect(releasePoRefusal(buyer, po(), TODAY)?.message).toBe('PO-10001 is not a blanket purchase order.');
    expect(releasePoRefusal(buyer, { ...blanket, status: 'completed' }, TODAY)?.code).toBe('conflict');
    expect(releasePoRefusal(buyer, blanket, '2027-01-01')?.message).toBe(
      'PO-10001 is valid from 2026-01-01 to 2026-12-31; today is outside that period.',
    );
    expect(releasePoRefusal(buyer, { ...blanket, contractStartDate: null }, '2025-01-01')).toBeNull();
  });

  it('answers `can` from the same refusals', () => {
    expect(poCan(buyer, po(), TODAY)).toEqual({
      edit: false,
      issue: true,
      cancel: true,
      receive: true,
      release: false,
      downloadPdf: true,
    });
    expect(poCan(requester, po({ status: 'in-progress', hasReceipts: true }), TODAY)).toEqual({
      edit: false,
      issue: false,
      cancel: false,
      receive: true,
      release: false,
      downloadPdf: true,
    });
    expect(poCan(manager, po({ status: 'pending' }), TODAY)).toEqual({
      edit: false,
      issue: false,
      cancel: false,
      receive: false,
      release: false,
      downloadPdf: false,
    });
  });

  it('has a PDF once approved, for anyone who sees the PO', () => {
    for (const status of ['approved', 'in-progress', 'completed']) {
      expect(downloadPdfRefusal(po({ status }))).toBeNull();
    }
    expect(downloadPdfRefusal(po({ status: 'pending' }))).toEqual({
      code: 'conflict',
      message: 'PO-10001 is pending; a purchase order has a PDF once it is approved.',
    });
    expect(downloadPdfRefusal(po({ status: 'cancelled' }))?.code).toBe('conflict');
    expect(downloadPdfRefusal(po({ status: 'rejected' }))?.code).toBe('conflict');
  });
});
