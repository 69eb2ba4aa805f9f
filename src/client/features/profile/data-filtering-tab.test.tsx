import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@shared/profile/schemas';

import { BROADER_ACCESS_NOTE, DataFilteringTab } from './data-filtering-tab';

const profile = (canViewAllDepartments: boolean): Profile => ({
  id: 'user-1',
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dana.reyes',
  email: 'dana@example.test',
  phone: null,
  title: canViewAllDepartments ? 'Finance Director' : 'IT Manager',
  department: canViewAllDepartments ? 'Finance' : 'IT',
  role: {
    id: canViewAllDepartments ? 'finance' : 'manager',
    name: canViewAllDepartments ? 'Finance' : 'Manager',
    description: '',
    color: 'blue',
    canViewAllDepartments,
    permissions: [],
  },
  joinDate: '2022-03-01',
  lastLogin: null,
  photoUrl: null,
});

/** The Data Filtering tab (spec section 2, User profile): the disabled switch and the note. */
describe('Data Filtering', () => {
  it.each([
    { scope: 'a department-scoped role', all: false, on: 'true', says: 'data of the IT department only' },
    { scope: 'an all-department role', all: true, on: 'false', says: 'data of all departments' },
  ])('for $scope: Department Only is $on and cannot be changed; the note is shown', ({ all, on, says }) => {
    render(createElement(DataFilteringTab, { profile: profile(all) }));
    const toggle = screen.getByRole('switch', { name: 'Department Only' });
    expect(toggle.getAttribute('aria-checked')).toBe(on);
    expect(toggle).toHaveProperty('disabled', true);
    expect(screen.getByText(new RegExp(says))).toBeTruthy();
    expect(BROADER_ACCESS_NOTE).toMatch(/contact your administrator/i);
    expect(screen.getByText(BROADER_ACCESS_NOTE)).toBeTruthy();
  });
});
