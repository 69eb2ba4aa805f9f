import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { configureSystemRefusal } from '@shared/admin/policies';
import type { Workflow, WorkflowPatch } from '@shared/admin/workflows';
import { workflowInputSchema } from '@shared/admin/workflows';
import type { Db, DbOrTx } from '../db/client';
import { workflowTemplates } from '../db/schema/admin';
import { audit } from '../lib/audit';
import { newId } from '../lib/ids';
import { enforce, notFound } from '../http/errors';
import { likePattern, listPage, orderBy, type ListQuery, type ListResult } from '../http/list';
import { checkWorkflow, conditionsOut, stepOut, type ParsedWorkflow } from './draft';

type Row = typeof workflowTemplates.$inferSelect;

export function workflowOut(row: Row, user: SessionUser): Workflow {
  const canChange = configureSystemRefusal(user) === null;
  return {
    id: row.id,
    name: row.name,
    status: row.status === 'Active' ? 'Active' : 'Draft',
    departments: row.departments,
    conditions: conditionsOut(row.conditions),
    priority: row.priority,
    steps: row.steps.map(stepOut),
    stepCount: row.steps.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: { edit: canChange, delete: canChange },
  };
}

export type WorkflowQuery = ListQuery & { status?: 'Active' | 'Draft' };

/** The templates: highest priority first, then the oldest (the order routing tries them in). */
export async function listWorkflows(
  db: DbOrTx,
  user: SessionUser,
  q: WorkflowQuery,
): Promise<ListResult<Workflow>> {
  const filters = [
    q.status ? eq(workflowTemplates.status, q.status) : undefined,
    q.q ? ilike(workflowTemplates.name, likePattern(q.q)) : undefined,
  ].filter((f) => f !== undefined);
  const order = orderBy(
    q.sort,
    {
      name: workflowTemplates.name,
      priority: workflowTemplates.priority,
      createdAt: workflowTemplates.createdAt,
    },
    [desc(workflowTemplates.priority), asc(workflowTemplates.createdAt)],
    workflowTemplates.id,
  );
  const page = await listPage(
    db,
    db.select().from(workflowTemplates),
    workflowTemplates,
    filters.length ? and(...filters) : undefined,
    order,
    q,
  );
  return { ...page, rows: page.rows.map((r) => workflowOut(r, user)) };
}

async function findRow(db: DbOrTx, id: string): Promise<Row> {
  const [row] = await db.select().from(workflowTemplates).where(eq(workflowTemplates.id, id));
  if (!row) throw notFound('Workflow template');
  return row;
}

export async function getWorkflow(db: DbOrTx, user: SessionUser, id: string): Promise<Workflow> {
  return workflowOut(await findRow(db, id), user);
}

/** The template as stored form for a change: the saved fields, then the patch over them. */
export const parsedOf = (row: Row): ParsedWorkflow =>
  workflowInputSchema.parse({
    name: row.name,
    status: row.status,
    departments: row.departments,
    conditions: conditionsOut(row.conditions),
    priority: row.priority,
    steps: row.steps.map(stepOut),
  });

/** POST /api/admin/workflows: a new template (validated by checkWorkflow), audited. */
export async function createWorkflow(db: Db, user: SessionUser, input: ParsedWorkflow): Promise<Workflow> {
  enforce(configureSystemRefusal(user));
  return db.transaction(async (tx) => {
    const checked = await checkWorkflow(tx, input);
    const [row] = await tx
      .insert(workflowTemplates)
      .values({
        id: newId('wft'),
        name: input.name.trim(),
        status: input.status,
        priority: input.priority,
        ...checked,
      })
      .returning();
    await audit(tx, {
      actorId: user.id,
      action: 'workflow.create',
      entityType: 'workflow-template',
      entityId: row!.id,
      details: { after: snapshot(row!) },
    });
    return workflowOut(row!, user);
  });
}

const snapshot = (r: Row) => ({
  name: r.name,
  status: r.status,
  priority: r.priority,
  departments: r.departments,
  conditions: r.conditions,
  steps: r.steps,
});

/**
 * PATCH /api/admin/workflows/{id}: any fields (status Active/Draft included), validated as a whole,
 * audited with before and after. Chains already started keep the steps they were written with.
 */
export async function updateWorkflow(
  db: Db,
  user: SessionUser,
  id: string,
  patch: WorkflowPatch,
): Promise<Workflow> {
  enforce(configureSystemRefusal(user));
  return db.transaction(async (tx) => {
    const before = await findRow(tx, id);
    const merged = workflowInputSchema.parse({ ...parsedOf(before), ...stripUndefined(patch) });
    const checked = await checkWorkflow(tx, merged);
    const [row] = await tx
      .update(workflowTemplates)
      .set({
        name: merged.name.trim(),
        status: merged.status,
        priority: merged.priority,
        ...checked,
        updatedAt: new Date(),
      })
      .where(eq(workflowTemplates.id, id))
      .returning();
    await audit(tx, {
      actorId: user.id,
      action: 'workflow.update',
      entityType: 'workflow-template',
      entityId: id,
      details: { before: snapshot(before), after: snapshot(row!) },
    });
    return workflowOut(row!, user);
  });
}

const stripUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** DELETE /api/admin/workflows/{id}: audited; chains it routed keep their steps. */
export async function deleteWorkflow(db: Db, user: SessionUser, id: string): Promise<void> {
  enforce(configureSystemRefusal(user));
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id);
    await tx.delete(workflowTemplates).where(eq(workflowTemplates.id, id));
    await audit(tx, {
      actorId: user.id,
      action: 'workflow.delete',
      entityType: 'workflow-template',
      entityId: id,
      details: { before: snapshot(before) },
    });
  });
}
