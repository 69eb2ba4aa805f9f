import { sql } from 'drizzle-orm';
import type { Settings } from '@shared/admin/settings';
import { queryRows, type DbOrTx } from '../db/client';
import { settingsFrom } from '../admin/settings';
import { settings } from '../db/schema/admin';
import { delegations } from '../db/schema/approvals';
import type { RoutingFacts, RoutingTemplate } from './plan';
import { activeDelegationsValue, type DelegateAddress } from './delegations';
import { DEFAULT_STEPS } from './build';
import { candidateRoles } from './routing';

/**
 * The roles a step may be routed to whatever the templates say: the default chain's roles and the
 * department manager's, each with its escalations (candidateRoles). A template step's own role is
 * read from the template; its escalations are among these.
 */
export const UNTEMPLATED_ROLES = [
  ...new Set([...DEFAULT_STEPS.map((s) => s.roleId), 'manager'].flatMap(candidateRoles)),
];

/** Steps routing may also read holders for: a draft template's, tried in the simulator. */
export type AlsoFor = { steps?: readonly { roleId: string; userId?: string | null }[] };

/**
 * The user `u` (an alias of users) is active and could take a step of some chain (Holder): holds an
 * untemplated role or a role an active template's step names, or is named by such a step (or by
 * `also`'s steps). Nobody else is read as a possible approver: the many requesters who approve
 * nothing are not (work per submit grows with the approvers, not with the staff).
 */
function couldApprove(u: string, also: AlsoFor) {
  const steps = also.steps ?? [];
  const roles = [...new Set([...UNTEMPLATED_ROLES, ...steps.map((s) => s.roleId)])];
  const named = steps.flatMap((s) => (s.userId ? [s.userId] : []));
  const user = sql.identifier(u);
  const templateSteps = sql`workflow_templates t cross join jsonb_array_elements(t.steps) s
    where t.status = 'Active'`;
  return sql`${user}.status = 'Active' and (${user}.role_id = any(${sql.param(roles)}::text[])
      or ${user}.role_id in (select s->>'roleId' from ${templateSteps})
      or ${user}.id in (select s->>'userId' from ${templateSteps})
      or ${user}.id = any(${sql.param(named)}::text[]))`;
}

/** The possible approvers (couldApprove), with the addresses notices go to. */
const holdersValue = (also: AlsoFor) =>
  sql`(select json_agg(json_build_object('id', u.id, 'roleId', u.role_id, 'department', u.department,
      'email', u.email, 'name', u.first_name || ' ' || u.last_name))
    from users u where ${couldApprove('u', also)})`;

/** A delegation's delegator could approve (couldApprove): only their stand-ins are told of a step. */
const delegatorCouldApprove = (also: AlsoFor) =>
  sql`exists (select 1 from users a where a.id = ${delegations.userId} and ${couldApprove('a', also)})`;

/**
 * What routing a new chain reads, in one statement: the active workflow templates, the active users
 * who could approve (holdersValue: id, role, department, name and the address notices go to) and each
 * role's approval limit, and today's delegations of those users; with `withSettings`, the settings'
 * rows too (no statement of their own).
 */
async function routingRows(
  db: DbOrTx,
  { withSettings = false, also = {} }: { withSettings?: boolean; also?: AlsoFor } = {},
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
      ${holdersValue(also)} as holders,
      (select json_object_agg(r.id, r.approval_limit) from roles r) as limits,
      ${activeDelegationsValue(new Date(), delegatorCouldApprove(also))} as delegations,
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

/**
 * The facts planRoute reads: the settings (known, or read in routingRows' statement) and routingRows
 * (`also`: a draft's steps, whose holders are read too).
 */
export async function routingFacts(
  db: DbOrTx,
  known: { settings?: Settings; also?: AlsoFor } = {},
): Promise<RoutingFactsRead> {
  const { settingRows, ...rows } = await routingRows(db, {
    withSettings: !known.settings,
    ...(known.also ? { also: known.also } : {}),
  });
  return { settings: known.settings ?? settingsFrom(settingRows), ...rows };
}
