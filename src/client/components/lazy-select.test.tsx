import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { LazySelect } from './lazy-select';

const OPTIONS = [
  { value: 'all', label: 'All match statuses' },
  { value: 'exception', label: 'Exception' },
];

function Filter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <label htmlFor="match">Match status</label>
      <LazySelect
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        options={OPTIONS}
        trigger={{ id: 'match' }}
      />
    </>
  );
}

describe('LazySelect', () => {
  beforeAll(() => {
    // What Radix Select calls and jsdom lacks.
    Element.prototype.scrollIntoView = () => {};
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.releasePointerCapture = () => {};
  });

  it('shows the chosen label before the select has loaded, then opens on the first click and picks', async () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const standIn = screen.getByRole('combobox', { name: 'Match status' });
    expect(standIn.textContent).toBe('All match statuses');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(standIn);
    // The select loads on the first click: a busy machine may take a few seconds to compile it.
    const option = await screen.findByRole('option', { name: 'Exception' }, { timeout: 10_000 });
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('exception');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Match status' }).textContent).toBe('Exception'),
    );
  });

  it('shows the placeholder when no option is chosen, and opens from the keyboard', async () => {
    render(
      <LazySelect
        value=""
        onValueChange={() => {}}
        options={OPTIONS}
        placeholder="Select..."
        trigger={{ 'aria-label': 'Status' }}
      />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Status' });
    expect(standIn.textContent).toBe('Select...');
    standIn.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option', {}, { timeout: 10_000 })).toHaveLength(2);
  });
});
