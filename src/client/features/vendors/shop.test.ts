import { describe, expect, it } from 'vitest';

import { shopToast } from './shop';

describe('vendor Shop action', () => {
  it('says No Integration, destructively, when the vendor has none', () => {
    expect(shopToast({ name: 'ADT Commercial', integrationType: 'none' })).toEqual({
      title: 'No Integration',
      description: "This vendor doesn't have catalog integration available.",
      variant: 'destructive',
    });
  });

  it('simulates a PunchOut naming the vendor and its integration', () => {
    const cxml = shopToast({ name: 'Dell Technologies', integrationType: 'cxml' });
    expect(cxml.title).toBe('Simulating PunchOut');
    expect(cxml.variant).toBe('default');
    expect(cxml.description).toContain('Dell Technologies');
    expect(cxml.description).toContain('cXML');
    expect(shopToast({ name: 'CDW', integrationType: 'oci' }).description).toContain('OCI');
    expect(shopToast({ name: 'Herman Miller', integrationType: 'hosted' }).description).toContain('Hosted');
  });
});
