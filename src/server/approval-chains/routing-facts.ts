import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { WorkflowStepDef } from '../db/schema/admin';
import type { Holder } from './routing';

export type ActiveTemplate = {
  id: string;
  name: string;
  steps: WorkflowStepDef[];
  departments: string[];
  createdAt: Date;
};

/**
 * What routing a new chain reads, in one statement: the active workflow templates, and the active
 * users as possible approvers (id, role, department and the address notices go to).
 */
export async function routingFacts(db: DbOrTx): Promise<{ templates: ActiveTemplate[]; holders: Holder[] }> {
  const [row] = await queryRows<{
    templates: (Omit<ActiveTemplate, 'createdAt'> & { createdAt: string })[] | null;
    holders: Holder[] | null;
  }>(
    db,
    sql`select
      (select json_agg(json_build_object('id', t.id, 'name', t.name, 'steps', t.steps,
          'departments', t.departments, 'createdAt', t.created_at))
        from workflow_templates t where t.status = 'Active') as templates,
      (select json_agg(json_build_object('id', u.id, 'roleId', u.role_id, 'department', u.department,
          'email', u.email))
        from users u where u.status = 'Active') as holders`,
  );
  return {
    templates: (row?.templates ?? []).map((t) => ({ ...t, createdAt: new Date(t.createdAt) })),
    holders: row?.holders ?? [],
  };
}
