import { createElement, Fragment } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/auth/types';
import type { Profile } from '@shared/profile/schemas';

import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';
import { meQuery } from '../../lib/queries/me';
import { ProfileView } from './profile-view';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';

afterEach(() => vi.unstubAllGlobals());

const PROFILE: Profile = {
  id: 'user-1',
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dana.reyes',
  email: 'dana@example.test',
  phone: '555-0100',
  title: 'IT Manager',
  department: 'IT',
  role: {
    id: 'manager',
    name: 'Manager',
    description: 'Approves requests of the department.',
    color: 'blue',
    canViewAllDepartments: false,
    permissions: [{ id: 'approve_requests', description: 'Approve requests' }],
  },
  joinDate: '2022-03-01',
  lastLogin: null,
  photoUrl: null,
};
const ME: SessionUser = {
  id: 'user-1',
  name: 'Dana Reyes',
  email: 'dana@example.test',
  role: 'manager',
  roleLabel: 'Manager',
  title: 'IT Manager',
  department: 'IT',
  canViewAllDepartments: false,
  permissions: ['approve_requests'],
  photoUrl: null,
};

/** fetch answering GET /api/profile with PROFILE and PATCH /api/profile with `patch`; every call is kept. */
const fakeProfileApi = (patch: (body: Record<string, unknown>) => FakeAnswer) =>
  fakeApi((call) =>
    call.path !== '/api/profile'
      ? undefined
      : call.method === 'PATCH'
        ? patch(call.body)
        : { status: 200, body: PROFILE },
  );

function renderView() {
  const client = createQueryClient();
  client.setQueryData(meQuery().queryKey, ME);
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(Fragment, null, createElement(ProfileView), createElement(Toaster)),
    ),
  );
  return client;
}

const form = () => screen.getByRole('form', { name: 'Profile Information' });

describe('the User Profile', () => {
  it('edits, cancels (discarding) and saves, updating the session user', async () => {
    const calls = fakeProfileApi((body) => ({
      status: 200,
      body: { ...PROFILE, ...body, phone: body.phone || null },
    }));
    const ui = userEvent.setup();
    const client = renderView();
    const title = await screen.findByLabelText('Title', {}, { timeout: 5000 });
    expect(title).toHaveProperty('disabled', true);
    expect(within(form()).getByLabelText('Department')).toHaveProperty('disabled', true);

    await ui.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await ui.clear(title);
    await ui.type(title, 'Discarded');
    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(title).toHaveProperty('value', 'IT Manager');

    await ui.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await ui.clear(title);
    await ui.type(title, 'Head of IT');
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      username: 'dana.reyes',
      phone: '555-0100',
      title: 'Head of IT',
    });
    expect(client.getQueryData<SessionUser>(meQuery().queryKey)?.title).toBe('Head of IT');
  });

  it('shows the server’s field message for a taken username and the schema’s for a bad phone', async () => {
    fakeProfileApi(() => ({
      status: 400,
      body: {
        message: 'This username is already taken',
        code: 'bad_request',
        fieldErrors: { username: 'This username is already taken' },
      },
    }));
    const ui = userEvent.setup();
    renderView();
    await screen.findByLabelText('Title', {}, { timeout: 5000 });
    await ui.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = within(form()).getByLabelText('Phone');
    await ui.clear(phone);
    await ui.type(phone, 'call me');
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await within(form()).findByRole('alert')).textContent).toContain('Enter a valid phone number');

    await ui.clear(phone);
    await ui.type(phone, '555-0199');
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert').textContent).toBe('This username is already taken'),
    );
  });

  it('shows the role, and Department Only switched on and disabled for a department-scoped role', async () => {
    fakeProfileApi(() => ({ status: 500, body: {} }));
    const ui = userEvent.setup();
    renderView();
    await screen.findByLabelText('Title', {}, { timeout: 5000 });
    await ui.click(screen.getByRole('tab', { name: 'Role & Permissions' }));
    expect(screen.getByTestId('role-name').textContent).toBe('Manager');
    expect(screen.getByText('Approve requests')).toBeTruthy();
    await ui.click(screen.getByRole('tab', { name: 'Data Filtering' }));
    const toggle = screen.getByRole('switch', { name: 'Department Only' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle).toHaveProperty('disabled', true);
  });
});
