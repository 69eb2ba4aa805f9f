import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DialogFrame } from './dialog-frame';
import { FormActions } from './form/form-actions';
import { Button } from './ui/button';

function Framed({ busy = false, onSubmit }: { busy?: boolean; onSubmit?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Open it</Button>}
      title="Cancel PO-1"
      description="This cannot be undone."
    >
      <p>Body</p>
      <FormActions
        cancelLabel="Keep PO"
        onCancel={() => setOpen(false)}
        onSubmit={onSubmit}
        busy={busy}
        busyLabel="Cancelling..."
        submitLabel="Cancel PO"
      />
    </DialogFrame>
  );
}

describe('DialogFrame', () => {
  it('opens from its trigger with the title, description, body and actions; the cancel button closes it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Framed onSubmit={onSubmit} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel PO-1' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('Body');

    await user.click(screen.getByRole('button', { name: 'Cancel PO' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Keep PO' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the header out without a title, and shows open without a trigger', () => {
    render(
      <DialogFrame open onOpenChange={() => {}} title={undefined}>
        <p>Only the body</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('h2')).toBeNull();
    expect(dialog.textContent).toContain('Only the body');
  });
});
