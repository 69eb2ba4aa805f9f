import { createElement, Fragment } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MIN_LENGTH, PROFILE_MESSAGES as M } from '@shared/profile/schemas';

import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';
import { PasswordForm } from './password-form';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering POST /api/profile/password with `answer`; every call is kept. */
const fakePasswordApi = (answer: (body: Record<string, unknown>) => FakeAnswer) =>
  fakeApi((call) =>
    call.method === 'POST' && call.path === '/api/profile/password' ? answer(call.body) : undefined,
  );

function renderForm() {
  render(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(Fragment, null, createElement(PasswordForm), createElement(Toaster)),
    ),
  );
  const form = screen.getByRole('form', { name: 'Change Password' });
  return {
    form,
    current: within(form).getByLabelText('Current Password') as HTMLInputElement,
    next: within(form).getByLabelText('New Password') as HTMLInputElement,
    submit: within(form).getByRole('button', { name: 'Change Password' }),
  };
}
const alerts = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .map((a) => a.textContent);

const CURRENT = 'old-password-42';
const NEW = 'a-brand-new-password-7';

describe('Change Password', () => {
  it('checks the fields before sending anything', async () => {
    const calls = fakePasswordApi(() => ({ status: 200, body: { ok: true, signedOut: 0 } }));
    const ui = userEvent.setup();
    const { form, current, next, submit } = renderForm();

    await ui.click(submit);
    await waitFor(() =>
      expect(alerts(form)).toEqual([M.currentPassword, M.newPasswordShort(PASSWORD_MIN_LENGTH)]),
    );
    expect(current.getAttribute('aria-invalid')).toBe('true');

    await ui.type(current, CURRENT);
    await ui.type(next, 'x'.repeat(PASSWORD_MIN_LENGTH - 1));
    await ui.click(submit);
    await waitFor(() => expect(alerts(form)).toEqual([M.newPasswordShort(PASSWORD_MIN_LENGTH)]));

    await ui.clear(next);
    await ui.type(next, CURRENT);
    await ui.click(submit);
    await waitFor(() => expect(alerts(form)).toEqual([M.newPasswordSame]));
    expect(calls).toEqual([]);
  });

  it('sends the current and the new password, shows the success toast and empties the form', async () => {
    const calls = fakePasswordApi(() => ({ status: 200, body: { ok: true, signedOut: 2 } }));
    const ui = userEvent.setup();
    const { form, current, next, submit } = renderForm();
    await ui.type(current, CURRENT);
    await ui.type(next, NEW);
    await ui.click(submit);

    expect(await screen.findByText(M.passwordChanged)).toBeTruthy();
    expect(screen.getByText('Your other sessions were signed out.')).toBeTruthy();
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/profile/password', body: { currentPassword: CURRENT, newPassword: NEW } },
    ]);
    await waitFor(() => expect(current.value).toBe(''));
    expect(next.value).toBe('');
    expect(alerts(form)).toEqual([]);
  });

  it('shows the server’s refusal of a wrong current password on that field, and no success', async () => {
    const calls = fakePasswordApi(() => ({
      status: 400,
      body: {
        message: M.currentPasswordWrong,
        code: 'validation',
        fieldErrors: { currentPassword: M.currentPasswordWrong },
      },
    }));
    const ui = userEvent.setup();
    const { form, current, next, submit } = renderForm();
    await ui.type(current, 'not-my-password');
    await ui.type(next, NEW);
    await ui.click(submit);

    await waitFor(() => expect(alerts(form)).toEqual([M.currentPasswordWrong]));
    // On the Current Password field: the message its control is described by.
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(current.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe(M.currentPasswordWrong);
    expect(next.getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(screen.queryByText(M.passwordChanged)).toBeNull();
    // What was typed stays, to be corrected.
    expect(next.value).toBe(NEW);
  });
});
