import { createElement, Fragment } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/auth/types';
import { ROLE_MESSAGES, type RolesOverview } from '@shared/admin/roles';

import { Toaster } from '../../components/ui/toaster';
import { fakeApi } from '../../test/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { meQuery } from '../../lib/queries/me';
import RolesTab from './roles-tab';

// Radix's checkbox measures itself: jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const OVERVIEW: RolesOverview = {
  roles: [
    {
      id: 'legal',
      label: 'Legal Team',
      description: 'Reviews contracts.',
      demoTitle: 'Legal Counsel',
      color: 'rose',
      canViewAllDepartments: true,
      permissions: ['create_requisitions', 'review_contracts'],
      approvalLimit: null,
      userCount: 1,
    },
    {
      id: 'procurement_sme',
      label: 'Procurement Specialist',
      description: 'Runs vendors.',
      demoTitle: 'Procurement Manager',
      color: 'emerald',
      canViewAllDepartments: true,
      permissions: ['manage_vendors'],
      approvalLimit: '50000.00',
      userCount: 3,
    },
  ],
  permissions: [
    { id: 'create_requisitions', description: 'Raise purchase requests' },
    { id: 'manage_vendors', description: 'Onboard and manage vendors' },
    { id: 'review_contracts', description: 'Review contracts' },
  ],
};
const user = (permissions: SessionUser['permissions']): SessionUser => ({
  id: 'u1',
  name: 'Alex Morgan',
  email: 'alex@example.test',
  role: 'admin',
  roleLabel: 'System Administrator',
  title: 'Admin',
  department: 'IT',
  canViewAllDepartments: true,
  permissions,
  photoUrl: null,
});

type Answer = { status: number; body: unknown };
/** GET /api/admin/roles answers the overview; PUT of the legal role answers `put` of its body. */
function fakeRolesApi(put: (body: Record<string, unknown>) => Answer) {
  const puts: Record<string, unknown>[] = [];
  fakeApi(({ method, path, body }) => {
    if (method === 'PUT' && path === '/api/admin/roles/legal') {
      puts.push(body);
      return put(body);
    }
    return path === '/api/admin/roles' ? { status: 200, body: OVERVIEW } : undefined;
  });
  return puts;
}

function renderTab(me: SessionUser) {
  const client = createQueryClient();
  client.setQueryData(meQuery().queryKey, me);
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(Fragment, null, createElement(RolesTab), createElement(Toaster)),
    ),
  );
}

describe('the Roles & Permissions tab', () => {
  it('shows each role’s card; Edit Permissions only to holders of manage_users', async () => {
    fakeRolesApi(() => ({ status: 500, body: {} }));
    renderTab(user(['access_administration']));
    const legal = await screen.findByRole('region', { name: 'Legal Team' }, { timeout: 5000 });
    expect(within(legal).getByText('Legal Counsel')).toBeTruthy();
    expect(within(legal).getByText('Approves all amounts')).toBeTruthy();
    expect(within(legal).getByText('1 user')).toBeTruthy();
    const buyer = screen.getByRole('region', { name: 'Procurement Specialist' });
    expect(within(buyer).getByText('Approves up to $50K')).toBeTruthy();
    expect(within(buyer).getByText('3 users')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Permissions/ })).toBeNull();
  });

  it('saves the checked permissions and limit; shows a refusal and a field message from the server', async () => {
    let answer: Answer = {
      status: 409,
      body: { message: ROLE_MESSAGES.lockout, code: 'conflict' },
    };
    const puts = fakeRolesApi(() => answer);
    const ui = userEvent.setup();
    renderTab(user(['access_administration', 'manage_users']));
    await ui.click(
      await screen.findByRole('button', { name: 'Edit Permissions of Legal Team' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('checkbox', { name: 'manage_vendors' }));
    await ui.click(within(dialog).getByRole('checkbox', { name: 'review_contracts' }));
    await ui.type(within(dialog).getByLabelText('Approval limit ($)'), '2500');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ROLE_MESSAGES.lockout)).toBeTruthy();
    expect(puts[0]).toEqual({
      permissions: ['create_requisitions', 'manage_vendors'],
      approvalLimit: '2500',
    });

    answer = {
      status: 400,
      body: {
        message: 'Invalid input',
        code: 'validation',
        fieldErrors: { approvalLimit: 'Number must be greater than or equal to 0' },
      },
    };
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Number must be greater than or equal to 0')).toBeTruthy();

    answer = {
      status: 200,
      body: { ...OVERVIEW.roles[0], permissions: ['create_requisitions', 'manage_vendors'] },
    };
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ROLE_MESSAGES.saved)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
