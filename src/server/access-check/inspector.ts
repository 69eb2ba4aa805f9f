import { eq } from 'drizzle-orm';
import { scopeOf, type Scope } from '@shared/auth/scope';
import type { SessionUser } from '@shared/auth/types';
import {
  INSPECTED_RECORD_LABELS,
  type AccessAnswer,
  type AccessCheck,
  type AccessCheckQuery,
} from '@shared/admin/roles';
import { hasPermission } from '@shared/policy';
import type { DbOrTx } from '../db/client';
import { roles, users } from '../db/schema/auth';
import { activeUserById } from '../auth/sessions';
import { notFound } from '../http/errors';
import { canSeeRecord } from '../access/records';
import { seesAllVendorRequests } from '../access/vendor-requests';
import { loadSubject, type ActionCheck, type Subject } from './subjects';

/**
 * "Why can this user see or do this?" (issue 14). The verdicts are the server's own: visibility by
 * `canSeeRecord` (the one rule per record type), actions by the shared policy functions the use cases
 * enforce and the detail answers' `can` use. This module only says which role, permission and scope
 * rule each verdict rests on.
 */

const scopeLabel = (scope: Scope) =>
  scope.kind === 'all'
    ? 'all departments'
    : scope.kind === 'department'
      ? `own department (${scope.department})`
      : 'own records';

const OPEN_TYPES = { vendor: 'Vendors', contract: 'Contracts' } as const;

function seeAnswer(
  user: SessionUser,
  type: AccessCheckQuery['recordType'],
  s: Subject,
  visible: boolean,
): AccessAnswer {
  const role = user.roleLabel;
  const scope = scopeOf(user);
  const own = s.ownerId !== null && s.ownerId === user.id;
  const base = { action: 'see', label: 'See the record', allowed: visible };
  if (type === 'vendor' || type === 'contract') {
    return {
      ...base,
      reason: `${OPEN_TYPES[type]} are company-wide reference records: every signed-in user reads them.`,
      basis: { role, permission: null, rule: 'everyone' },
    };
  }
  if (type === 'vendor-request') {
    const permission = hasPermission(user, 'manage_vendors')
      ? 'manage_vendors'
      : hasPermission(user, 'view_all_financial_data')
        ? 'view_all_financial_data'
        : null;
    if (visible && own)
      return {
        ...base,
        reason: `Own record: ${s.ownerPhrase}.`,
        basis: { role, permission: null, rule: 'own record' },
      };
    if (visible && seesAllVendorRequests(user)) {
      return {
        ...base,
        reason: `Role ${role} holds ${permission}: every new-vendor request.`,
        basis: { role, permission, rule: 'all departments' },
      };
    }
    return {
      ...base,
      reason: `Role ${role} holds neither manage_vendors nor view_all_financial_data, and the request is not the user’s own.`,
      basis: { role, permission: null, rule: 'own record' },
    };
  }
  const where = s.department ? `the record belongs to ${s.department}` : 'the record names no department';
  if (visible) {
    if (own && scope.kind !== 'all') {
      return {
        ...base,
        reason: `Own record: ${s.ownerPhrase}.`,
        basis: { role, permission: null, rule: 'own record' },
      };
    }
    if (scope.kind === 'all') {
      return {
        ...base,
        reason: `Role ${role} sees all departments; ${where}.`,
        basis: { role, permission: null, rule: 'all departments' },
      };
    }
    return {
      ...base,
      reason: `Role ${role} holds view_department_data: records of ${user.department}; ${where}.`,
      basis: { role, permission: 'view_department_data', rule: scopeLabel(scope) },
    };
  }
  const reach =
    scope.kind === 'all'
      ? `Role ${role} sees all departments, but this record is kept to its owner`
      : scope.kind === 'department'
        ? `Role ${role} holds view_department_data: only ${user.department}'s records and the user's own; ${where}, and it is not the user's own`
        : `Role ${role} lacks view_department_data and sees only the user's own records; this one is not the user's own`;
  return {
    ...base,
    reason: `${reach}.${s.note ? ` ${s.note}` : ''} Out of sight answers 404.`,
    basis: {
      role,
      permission: scope.kind === 'department' ? 'view_department_data' : null,
      rule: scopeLabel(scope),
    },
  };
}

function actionAnswer(user: SessionUser, s: Subject, c: ActionCheck): AccessAnswer {
  const role = user.roleLabel;
  const holds = c.permission ? hasPermission(user, c.permission) : false;
  const own = s.ownerId !== null && s.ownerId === user.id;
  const finance = user.department === 'Finance';
  const base = { action: c.action, label: c.label, allowed: c.refusal === null };
  const rule =
    c.who === 'anyone'
      ? 'everyone'
      : own && (c.who === 'permission-and-owner' || (c.who === 'permission-or-owner' && !holds))
        ? 'own record'
        : scopeLabel(scopeOf(user));
  const basis = { role, permission: c.permission, rule };
  if (c.refusal === null) {
    const why: string[] = [];
    if (holds) why.push(`Role ${role} holds ${c.permission}`);
    else if (c.who === 'ap-finance' && finance)
      why.push('The user is in the Finance department (AP Finance)');
    if (own && (c.who === 'permission-and-owner' || (c.who === 'permission-or-owner' && !holds)))
      why.push(`own record: ${s.ownerPhrase}`);
    if (!why.length) why.push('No permission is needed');
    return { ...base, reason: `${why.join('; ')}; the record’s state allows it.`, basis };
  }
  if (c.refusal.code === 'conflict') {
    return {
      ...base,
      reason: `The record’s state refuses it: ${c.refusal.message}`,
      basis: { ...basis, rule: 'record state' },
    };
  }
  const lacks: string[] = [];
  if (c.permission && !holds) {
    if (c.who === 'ap-finance')
      lacks.push(`Role ${role} lacks ${c.permission} and the user is not in Finance`);
    else if (c.who === 'permission-or-owner')
      lacks.push(`Role ${role} lacks ${c.permission} and the user is not the record’s requester`);
    else lacks.push(`Role ${role} lacks ${c.permission}`);
  }
  const prefix = lacks.length ? `${lacks.join('; ')}. ` : '';
  return { ...base, reason: `${prefix}${c.refusal.message}`, basis };
}

/** GET /api/admin/access-check: whether the user sees the record and may do its actions, and why. */
export async function accessCheck(db: DbOrTx, q: AccessCheckQuery): Promise<AccessCheck> {
  const user = await activeUserById(db, q.userId);
  const [row] = user
    ? [null]
    : await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          department: users.department,
          role: roles.id,
          roleLabel: roles.label,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(users.id, q.userId));
  if (!user && !row) throw notFound('User');
  const typeLabel = INSPECTED_RECORD_LABELS[q.recordType];
  if (!user) {
    // An inactive account signs in to nothing: every answer is no.
    const who = row!;
    const subject = { label: q.recordId, department: null };
    return {
      user: {
        id: who.id,
        name: `${who.firstName} ${who.lastName}`,
        department: who.department,
        role: who.role,
        roleLabel: who.roleLabel,
        active: false,
        scope: 'none',
      },
      permissions: [],
      record: { type: q.recordType, id: q.recordId, ...subject },
      answers: [
        {
          action: 'see',
          label: 'See the record',
          allowed: false,
          reason: 'The account is inactive: it cannot sign in, so it sees and does nothing.',
          basis: { role: who.roleLabel, permission: null, rule: 'inactive account' },
        },
      ],
    };
  }
  const subject = await loadSubject(db, user, q.recordType, q.recordId);
  if (!subject) throw notFound(typeLabel);
  const visible = await canSeeRecord(db, user, q.recordType, q.recordId);
  const hidden = (c: ActionCheck): AccessAnswer => ({
    action: c.action,
    label: c.label,
    allowed: false,
    reason: 'The user cannot see the record, so the server answers 404 to every action on it.',
    basis: { role: user.roleLabel, permission: c.permission, rule: 'visibility' },
  });
  return {
    user: {
      id: user.id,
      name: user.name,
      department: user.department,
      role: user.role,
      roleLabel: user.roleLabel,
      active: true,
      scope: scopeLabel(scopeOf(user)),
    },
    permissions: user.permissions,
    record: { type: q.recordType, id: q.recordId, label: subject.label, department: subject.department },
    answers: [
      seeAnswer(user, q.recordType, subject, visible),
      ...subject.actions.map((c) => (visible ? actionAnswer(user, subject, c) : hidden(c))),
    ],
  };
}
