import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Input } from '../ui/input';
import { Field } from './field';

describe('Field', () => {
  it('labels its control and shows no message while there is none', () => {
    render(
      <Field id="inv-number" label="Invoice number" required>
        {(c) => <Input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Invoice number');
    expect(input.id).toBe('inv-number');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message as an alert, marks the control invalid and ties the message to it', () => {
    render(
      <Field id="inv-number" label="Invoice number" error="Invoice number is required">
        {(c) => <Input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Invoice number');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invoice number is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('describes the control by its hint, and by the hint and the message together', () => {
    const { rerender } = render(
      <Field id="inv-total" label="Invoice Total" hint="As printed on the vendor's invoice">
        {(c) => <Input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Invoice Total');
    const hint = screen.getByText("As printed on the vendor's invoice");
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);

    rerender(
      <Field id="inv-total" label="Invoice Total" hint="As printed on the vendor's invoice" error="Too large">
        {(c) => <Input {...c} />}
      </Field>,
    );
    const ids = input.getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual([hint.id, screen.getByRole('alert').id]);
  });
});
