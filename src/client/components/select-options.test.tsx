import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SelectOptions } from './select-options';
import { Select, SelectTrigger, SelectValue } from './ui/select';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'requisition', label: 'Requisitions' },
];

describe('SelectOptions', () => {
  it('lists one option per entry, by its label, and the trigger shows the chosen one', () => {
    render(
      <Select open value="requisition" onValueChange={() => {}}>
        <SelectTrigger aria-label="Type">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={OPTIONS} />
      </Select>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Requisitions']);
    expect(screen.getByRole('option', { name: 'Requisitions' }).getAttribute('data-state')).toBe('checked');
  });
});
