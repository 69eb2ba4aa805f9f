import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configureSystemRefusal } from '@shared/admin/policies';
import type { Workflow, WorkflowDraft } from '@shared/admin/workflows';

import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/api';
import { useMe } from '../../lib/queries/me';
import { WorkflowEditor } from './workflows-editor';
import { WorkflowSimulator } from './workflows-simulator';
import { workflowQueries } from './workflows-queries';
import { draftOf } from './workflows-form';

/**
 * The Workflows tab of /administration (issue 14): one card per approval template (name, step count,
 * departments, Active or Draft) with Edit and Test; Create Workflow; the policy simulator.
 */
export default function WorkflowsTab() {
  const me = useMe();
  const list = useQuery(workflowQueries.list());
  const [editing, setEditing] = useState<Workflow | 'new' | null>(null);
  const [testing, setTesting] = useState<{ draft: WorkflowDraft | null } | null>(null);
  const canChange = me.data ? configureSystemRefusal(me.data) === null : false;
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <p role="alert">{errorText(list.error)}</p>;
  const rows = list.data.rows;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Active templates route new requests: the highest-priority one whose conditions all hold wins;
          without one, the settings&apos; threshold chain applies. Chains already started keep their steps.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setTesting({ draft: null })}>
            Policy simulator
          </Button>
          {canChange ? <Button onClick={() => setEditing('new')}>Create Workflow</Button> : null}
        </div>
      </div>
      {rows.length === 0 ? <p className="text-slate-600">No workflow templates yet.</p> : null}
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Workflow templates">
        {rows.map((w) => (
          <li key={w.id}>
            <Card aria-label={w.name}>
              <CardHeader className="flex-row items-start justify-between gap-2">
                <CardTitle>
                  <span className="text-base">{w.name}</span>
                </CardTitle>
                <Badge variant={w.status === 'Active' ? 'success' : 'secondary'}>{w.status}</Badge>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p>
                  {w.stepCount} {w.stepCount === 1 ? 'step' : 'steps'}:{' '}
                  {w.steps.map((s) => s.name).join(' → ')}
                </p>
                <p className="text-slate-600">
                  Departments: {w.departments.length ? w.departments.join(', ') : 'none'} · Priority{' '}
                  {w.priority}
                </p>
                <div className="flex gap-2">
                  {w.can.edit ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(w)}
                      aria-label={`Edit ${w.name}`}
                    >
                      Edit
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setTesting({ draft: draftOf(w) })}
                    aria-label={`Test ${w.name}`}
                  >
                    Test
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {editing ? (
        <WorkflowEditor workflow={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {testing ? <WorkflowSimulator draft={testing.draft} onClose={() => setTesting(null)} /> : null}
    </div>
  );
}
