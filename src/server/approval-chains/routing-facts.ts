import { sql } from 'drizzle-orm';
import type { Settings } from '@shared/admin/settings';
import { queryRows, type DbOrTx } from '../db/client';
import { getSettings } from '../admin/settings';
import { inTurn } from '../db/in-turn';
import type { RoutingFacts, RoutingTemplate } from './plan';

/**
 * What routing a new chain reads, in one statement: the active workflow templates, the active users
 * as possible approvers (id, role, department, name and the address notices go to) and each role's
 * approval limit.
 */
export async function routingRows(db: DbOrTx): Promise<Omit<RoutingFacts, 'settings'>> {
  const [row] = await queryRows<{
    templates: (Omit<RoutingTemplate, 'createdAt'> & { createdAt: string })[] | null;
    holders: RoutingFacts['holders'] | null;
    limits: RoutingFacts['limits'] | null;
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
      (select json_object_agg(r.id, r.approval_limit) from roles r) as limits`,
  );
  return {
    templates: (row?.templates ?? []).map((t) => ({ ...t, createdAt: new Date(t.createdAt) })),
    holders: row?.holders ?? [],
    limits: row?.limits ?? {},
  };
}

/** The facts planRoute reads: the settings' thresholds (getSettings) and routingRows. */
export async function routingFacts(db: DbOrTx, known: { settings?: Settings } = {}): Promise<RoutingFacts> {
  const [settings, rows] = await inTurn(
    () => (known.settings ? Promise.resolve(known.settings) : getSettings(db)),
    () => routingRows(db),
  );
  return { settings, ...rows };
}
