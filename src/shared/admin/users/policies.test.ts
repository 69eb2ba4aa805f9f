import { describe, expect, it } from 'vitest';
import { expandPermissions } from '../../auth/roles';
import { changeUserRefusal, deactivateUserRefusal, userActions } from './policies';
import { ADMIN_USER_MESSAGES as M } from './schemas';

const admin = { id: 'u-admin', permissions: expandPermissions(['full_access']) };
const reader = { id: 'u-reader', permissions: expandPermissions(['access_administration', 'view_all_data']) };
const otherAdmin = { id: 'u-other', status: 'Active' as const, administrator: true };
const employee = { id: 'u-emp', status: 'Active' as const, administrator: false };
const self = { id: admin.id, status: 'Active' as const, administrator: true };

describe('user policies', () => {
  it('only manage_users holders change accounts (403)', () => {
    expect(deactivateUserRefusal(reader, employee, 2)).toMatchObject({ code: 'forbidden' });
    expect(userActions(reader, employee, 2)).toEqual({ edit: false, deactivate: false });
    expect(userActions(admin, employee, 1)).toEqual({ edit: true, deactivate: true });
  });

  it('nobody deactivates or demotes themselves', () => {
    expect(deactivateUserRefusal(admin, self, 5)).toEqual({ code: 'conflict', message: M.selfDeactivate });
    expect(changeUserRefusal(admin, self, { administrator: false, status: 'Active' }, 5)).toEqual({
      code: 'conflict',
      message: M.selfDemote,
    });
    expect(changeUserRefusal(admin, self, { administrator: true, status: 'Active' }, 1)).toBeNull();
  });

  it('the last active administrator is neither deactivated nor demoted', () => {
    expect(deactivateUserRefusal(admin, otherAdmin, 1)).toEqual({
      code: 'conflict',
      message: M.lastAdminDeactivate,
    });
    expect(changeUserRefusal(admin, otherAdmin, { administrator: false, status: 'Active' }, 1)).toEqual({
      code: 'conflict',
      message: M.lastAdminDemote,
    });
    expect(deactivateUserRefusal(admin, otherAdmin, 2)).toBeNull();
    // An inactive administrator may be given another role; deactivating it again is a 409.
    const inactive = { ...otherAdmin, status: 'Inactive' as const };
    expect(changeUserRefusal(admin, inactive, { administrator: false, status: 'Inactive' }, 1)).toBeNull();
    expect(deactivateUserRefusal(admin, inactive, 1)).toEqual({
      code: 'conflict',
      message: M.alreadyInactive,
    });
  });
});
