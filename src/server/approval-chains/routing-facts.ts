import { sql } from 'drizzle-orm';
import type { Settings } from '@shared/admin/settings';
import { queryRows, type DbOrTx } from '../db/client';
import { settingsFrom } from '../admin/settings';
import { settings } from '../db/schema/admin';
import type { RoutingFacts, RoutingTemplate } from './plan';
import { activeDelegationsValue, type DelegateAddress } from './delegations';

/**
 * What routing a new chain reads, in one statement: the active workflow templates, the active users
 * as possible approvers (id, role, department, name and the address notices go to) and each role's
 * approval limit, and today's delegations; with `withSettings`, the settings' rows too (no statement of
 * their own).
 */
async function routingRows(
  db: DbOrTx,
  { withSettings = false } = {},
): Promise<
  Omit<RoutingFacts, 'settings'> & {
    settingRows: { key: string; value: unknown }[];
    delegations: DelegateAddress[];
  }
> {
  const [row] = await queryRows<{
    templates: (Omit<RoutingTemplate, 'createdAt'> & { createdAt: string })[] | null;
    holders: RoutingFacts['holders'] | null;
    limits: RoutingFacts['limits'] | null;
    settingRows: { key: string; value: unknown }[] | null;
    delegations: DelegateAddress[] | null;
  }>(
    db,
    sql`select
      (select json_agg(json_build_object('id', t.id, 'name', t.name, 'steps', t.steps,
          'departments', t.departments, 'conditions', t.conditions, 'priority', t.priority,
          'createdAt', t.created_at))
        from workflow_templates t where t.status = 'Active') as templates,
      (select json_agg(json_build_object('id', u.id, 'roleId', u.role_id, 'department', u.department,
          'email', u.email, 'name', u.first_name || ' ' || u.last_name))
        from users u where u.status = 'Active') as holders,
      (select json_object_agg(r.id, r.approval_limit) from roles r) as limits,
      ${activeDelegationsValue()} as delegations,
      ${withSettings ? sql`(select json_agg(json_build_object('key', s.key, 'value', s.value)) from ${settings} s)` : sql`null`} as "settingRows"`,
  );
  return {
    templates: (row?.templates ?? []).map((t) => ({ ...t, createdAt: new Date(t.createdAt) })),
    holders: row?.holders ?? [],
    limits: row?.limits ?? {},
    settingRows: row?.settingRows ?? [],
    delegations: row?.delegations ?? [],
  };
}

/**
 * What planRoute reads, with all of the settings (its thresholds, and what else the caller needs) and
 * today's delegations (who else the chain's first notice goes to).
 */
export type RoutingFactsRead = RoutingFacts & { settings: Settings; delegations: DelegateAddress[] };

/** The facts planRoute reads: the settings (known, or read in routingRows' statement) and routingRows. */
export async function routingFacts(
  db: DbOrTx,
  known: { settings?: Settings } = {},
): Promise<RoutingFactsRead> {
  const { settingRows, ...rows } = await routingRows(db, { withSettings: !known.settings });
  return { settings: known.settings ?? settingsFrom(settingRows), ...rows };
}
