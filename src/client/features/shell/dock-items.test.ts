import { describe, expect, it } from 'vitest';

import { badgeText, DOCK_ITEMS, isDockItemActive } from './dock-items';

describe('DOCK_ITEMS', () => {
  it('lists the spec items in order', () => {
    expect(DOCK_ITEMS.map((i) => `${i.label} ${i.path}`)).toEqual([
      'Dashboard /',
      'Requisitions /requisitions',
      'Approvals /approvals',
      'Contracts /contracts',
      'Orders /purchase-orders',
      'Messages /messages',
      'RFP /rfp',
      'Vendors /vendors',
      'Invoices /invoices',
      'Analytics /analytics',
      'Savings /cost-savings',
      'Admin /administration',
    ]);
  });
});

describe('isDockItemActive', () => {
  it('is active on an exact match', () => {
    expect(isDockItemActive('/', '/')).toBe(true);
    expect(isDockItemActive('/approvals', '/approvals')).toBe(true);
  });

  it('is active when the path starts with a non-root item path', () => {
    expect(isDockItemActive('/purchase-orders', '/purchase-orders/extra')).toBe(true);
    expect(isDockItemActive('/invoices', '/invoices-archive')).toBe(true);
  });

  it('the root is active only on the root itself', () => {
    expect(isDockItemActive('/', '/approvals')).toBe(false);
    expect(isDockItemActive('/', '/messages')).toBe(false);
  });

  it('is inactive on unrelated paths', () => {
    expect(isDockItemActive('/invoices', '/invoice-history')).toBe(false);
    expect(isDockItemActive('/requisitions', '/request')).toBe(false);
    expect(isDockItemActive('/administration', '/admin')).toBe(false);
    expect(isDockItemActive('/purchase-orders', '/po-summary')).toBe(false);
  });

  it('exactly one dock item is active on each item path', () => {
    for (const item of DOCK_ITEMS) {
      const active = DOCK_ITEMS.filter((other) => isDockItemActive(other.path, item.path));
      expect(active.map((a) => a.path)).toEqual([item.path]);
    }
  });
});

describe('badgeText', () => {
  it('hides zero and unknown counts', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(2)).toBe('2');
    expect(badgeText(150)).toBe('99+');
  });
});
