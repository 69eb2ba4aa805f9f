import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  coverageResultSchema,
  replayResultSchema,
  simulateResultSchema,
  workflowPersonSchema,
  workflowSchema,
  type SimulateInput,
  type WorkflowDraft,
  type WorkflowInput,
  type WorkflowPatch,
} from '@shared/admin/workflows';

import { sendJson } from '../../lib/api';
import { jsonQuery, listQuery, typeAheadQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const WORKFLOWS_URL = '/api/admin/workflows';

export const workflowQueries = {
  /** GET /api/admin/workflows: the templates, highest priority first (one page of 100). */
  list: () => listQuery([QUERY_ROOT.workflows, 'list'], WORKFLOWS_URL, { limit: 100 }, workflowSchema),
  /** GET /api/admin/workflows/people?q=: active users (20 at most). */
  people: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.workflows, 'people', q],
      `${WORKFLOWS_URL}/people${typeAheadQuery({ q })}`,
      z.array(workflowPersonSchema),
    ),
};

/** POST (new) or PATCH (existing) a template. */
export function useSaveWorkflow() {
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: WorkflowInput | WorkflowPatch }) =>
      id
        ? sendJson('PATCH', `${WORKFLOWS_URL}/${id}`, values, workflowSchema)
        : sendJson('POST', WORKFLOWS_URL, values, workflowSchema),
    meta: { silent: true, changes: ['workflow'] },
  });
}

/** DELETE a template. */
export function useDeleteWorkflow() {
  return useMutation({
    mutationFn: (id: string) => sendJson('DELETE', `${WORKFLOWS_URL}/${id}`),
    meta: { changes: ['workflow'] },
  });
}

/** The simulator, the coverage sweep and the replay write nothing: they change no query. */
export function useSimulate() {
  return useMutation({
    mutationFn: (input: SimulateInput) =>
      sendJson('POST', `${WORKFLOWS_URL}/simulate`, input, simulateResultSchema),
    meta: { silent: true, changes: [] },
  });
}

export function useCoverage() {
  return useMutation({
    mutationFn: (draft: WorkflowDraft | null) =>
      sendJson('POST', `${WORKFLOWS_URL}/coverage`, { draft }, coverageResultSchema),
    meta: { silent: true, changes: [] },
  });
}

export function useReplay() {
  return useMutation({
    mutationFn: (draft: WorkflowDraft) =>
      sendJson('POST', `${WORKFLOWS_URL}/replay`, { draft }, replayResultSchema),
    meta: { silent: true, changes: [] },
  });
}
