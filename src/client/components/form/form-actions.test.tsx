import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('reads the busy label and is disabled while busy; without onSubmit it submits its form', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={submitted}>
        <FormActions onCancel={() => {}} busy={false} busyLabel="Saving..." submitLabel="Save" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={submitted}>
        <FormActions onCancel={() => {}} busy busyLabel="Saving..." submitLabel="Save" />
      </form>,
    );
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is disabled while not ready even when idle, and puts the icon before the text', () => {
    render(
      <FormActions
        onCancel={() => {}}
        onSubmit={() => {}}
        busy={false}
        disabled
        icon={<svg data-testid="icon" />}
        busyLabel="Paying..."
        submitLabel="Pay $5.00"
      />,
    );
    const pay = screen.getByRole('button', { name: 'Pay $5.00' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(pay.firstElementChild?.getAttribute('data-testid')).toBe('icon');
  });

  it('shows the last error above its buttons, and nothing when there is none', () => {
    const { rerender } = render(
      <FormActions onCancel={() => {}} busy={false} busyLabel="Saving..." submitLabel="Save" />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <FormActions
        onCancel={() => {}}
        busy={false}
        busyLabel="Saving..."
        submitLabel="Save"
        error="Over the remaining limit"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Over the remaining limit');
  });
});
