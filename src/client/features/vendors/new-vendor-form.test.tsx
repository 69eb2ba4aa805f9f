import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { NewVendorForm, prefillFromQuery } from './new-vendor-form';

describe('the new vendor request prefill (an awarded RFP whose vendor is not in the vendor master)', () => {
  it('takes only the four prefill fields from the query string, non-empty', () => {
    expect(
      prefillFromQuery('?companyName=Globex+Ltd&contactEmail=b%40globex.test&contactPerson=&ein=12&x=1'),
    ).toEqual({ companyName: 'Globex Ltd', contactEmail: 'b@globex.test' });
    expect(prefillFromQuery('')).toEqual({});
  });

  it('fills those fields in and leaves the others at their defaults', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewVendorForm
          prefill={prefillFromQuery(
            'companyName=Globex+Ltd&contactPerson=Hank+Scorpio&contactEmail=b%40globex.test&justification=Awarded+RFP-1001',
          )}
        />
      </QueryClientProvider>,
    );
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Company Name')).toBe('Globex Ltd');
    expect(value('Contact Person')).toBe('Hank Scorpio');
    expect(value('Contact Email')).toBe('b@globex.test');
    expect(value('Business Justification')).toBe('Awarded RFP-1001');
    expect(value('Country')).toBe('United States');
    expect(value('City')).toBe('');
  });
});
