import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api';
import { Input } from '../ui/input';
import { Field } from './field';
import { applyServerErrors, serverFieldError } from './server-errors';

type Values = { email: string; lines: { quantity: string }[] };

const refused = (fieldErrors: Record<string, string>) =>
  new ApiError(
    400,
    JSON.stringify({ message: Object.values(fieldErrors)[0], code: 'validation', fieldErrors }),
    'Bad Request',
  );

/** A form with an email and one line quantity; `onReady` gets the form to act on. */
function TestForm({ onReady }: { onReady: (form: ReturnType<typeof useForm<Values>>) => void }) {
  const form = useForm<Values>({ defaultValues: { email: '', lines: [{ quantity: '' }] } });
  onReady(form);
  const errors = form.formState.errors;
  return (
    <form>
      <Field id="email" label="Email" error={errors.email?.message}>
        {(c) => <Input {...c} {...form.register('email')} />}
      </Field>
      <Field id="quantity" label="Quantity" error={errors.lines?.[0]?.quantity?.message}>
        {(c) => <Input {...c} {...form.register('lines.0.quantity')} />}
      </Field>
    </form>
  );
}

function renderForm() {
  let form: ReturnType<typeof useForm<Values>> | undefined;
  render(<TestForm onReady={(f) => (form = f)} />);
  return () => form!;
}

describe('applyServerErrors', () => {
  it('puts each server message under its field, dotted paths included, and says it placed them', () => {
    const form = renderForm();
    let placed = false;
    act(() => {
      placed = applyServerErrors(
        form(),
        refused({ email: 'Enter a valid email', 'lines.0.quantity': 'Quantity must be at least 1' }),
      );
    });
    expect(placed).toBe(true);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Enter a valid email', 'Quantity must be at least 1']);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves fields outside `fields` to the caller, and places nothing for other errors', () => {
    const form = renderForm();
    let placed = true;
    act(() => {
      placed = applyServerErrors(form(), refused({ w9: 'The W9 must be a PDF' }), ['email']);
    });
    expect(placed).toBe(false);
    act(() => {
      placed = applyServerErrors(form(), new Error('Failed to fetch'));
    });
    expect(placed).toBe(false);
    act(() => {
      placed = applyServerErrors(
        form(),
        new ApiError(409, '{"message":"Taken","code":"conflict"}', 'Conflict'),
      );
    });
    expect(placed).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('serverFieldError', () => {
  it("reads one field's server message", () => {
    const error = refused({ reason: 'A reason is required' });
    expect(serverFieldError(error, 'reason')).toBe('A reason is required');
    expect(serverFieldError(error, 'note')).toBeUndefined();
    expect(serverFieldError(new Error('x'), 'reason')).toBeUndefined();
  });
});
