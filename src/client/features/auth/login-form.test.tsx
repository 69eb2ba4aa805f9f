import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api';
import { LoginForm } from './login-form';

const messageOf = (field: 'email' | 'password') =>
  document.getElementById(`login-${field}-error`)?.textContent ?? null;

describe('LoginForm', () => {
  it('shows the schema messages on submit, focuses the first invalid field, then checks as the user types', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<LoginForm pending={false} onSubmit={onSubmit} />);
    // Nothing is checked before the first submit.
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(messageOf('email')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(messageOf('email')).toBe('Invalid email');
    expect(messageOf('password')).toBe('Required');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' Someone@Example.com ');
    expect(messageOf('email')).toBeNull();
    expect(messageOf('password')).toBe('Required');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(messageOf('password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The schema's output: trimmed and lower-cased.
    expect(onSubmit).toHaveBeenCalledWith({ email: 'someone@example.com', password: 'secret' });
  });

  it("puts the server's field messages under the fields", async () => {
    const refused = new ApiError(
      400,
      JSON.stringify({ message: 'Bad', code: 'validation', fieldErrors: { password: 'Too short' } }),
      'Bad Request',
    );
    const user = userEvent.setup();
    render(<LoginForm pending={false} onSubmit={async () => Promise.reject(refused)} />);
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(messageOf('password')).toBe('Too short'));
    expect(messageOf('email')).toBeNull();
  });
});
