import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  canViewAllDepartments: boolean('can_view_all_departments').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * The largest amount a holder of this role may approve (null: all amounts). A chain step over it
   * escalates as when nobody holds the role (issue 14; src/server/approval-chains/routing.ts).
   */
  approvalLimit: money('approval_limit'),
});

export const permissions = pgTable('permissions', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    department: text('department').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    status: text('status').notNull().default('Active'),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    lastLogin: ts('last_login'),
    createdAt: createdAt(),
    /**
     * The administration list's search text: the full name and the email, lower-cased, joined by
     * chr(31) (lib/text-match.ts textMatches), trigram-indexed.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || chr(31) || email)`,
    ),
  },
  (t) => [
    index('users_role_idx').on(t.roleId),
    index('users_department_idx').on(t.department),
    // The administration list's default order (name) and its search.
    index('users_name_idx').on(t.firstName, t.lastName, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One-time set-password links (issue 14): an administrator creates an account without a usable
 * password and passes on the link; it works once (`used_at`) until `expires_at` (72 hours).
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    /** sha256 (hex) of the link's token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
