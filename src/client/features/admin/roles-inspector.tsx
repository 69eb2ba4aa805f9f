import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Search, XCircle } from 'lucide-react';
import {
  INSPECTED_RECORD_LABELS,
  INSPECTED_RECORD_TYPES,
  type AccessCheck,
  type AccessCheckQuery,
  type InspectedRecordType,
} from '@shared/admin/roles';

import { LazySelect } from '../../components/lazy-select';
import { SectionCard } from '../../components/section-card';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorText } from '../../lib/api';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { rolesQueries } from './roles-queries';

const TYPE_OPTIONS = INSPECTED_RECORD_TYPES.map((t) => ({ value: t, label: INSPECTED_RECORD_LABELS[t] }));

/** "Why can this user…?": for a user and a record, the server's answers with the rule behind each. */
export function RolesInspector() {
  const [userId, setUserId] = useState('');
  const [recordType, setRecordType] = useState<InspectedRecordType>('requisition');
  const [recordId, setRecordId] = useState('');
  const [asked, setAsked] = useState<AccessCheckQuery | null>(null);
  const answer = useQuery({
    ...rolesQueries.accessCheck(asked ?? { userId: '', recordType, recordId: '' }),
    enabled: asked !== null,
  });
  const ready = userId !== '' && recordId.trim() !== '';

  return (
    <SectionCard title="Why can this user…?" className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Access check"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) setAsked({ userId, recordType, recordId: recordId.trim() });
        }}
      >
        <div className="grid w-64 gap-1.5">
          <Label htmlFor="inspector-user">User</Label>
          <TypeAheadSelect
            id="inspector-user"
            value={userId}
            onChange={(v) => setUserId(v)}
            options={rolesQueries.users}
            optionLabel={(u) => `${u.name} (${u.email})`}
            placeholder="Choose a user…"
            searchLabel="Search users"
            emptyText="No users found"
          />
        </div>
        <div className="grid w-48 gap-1.5">
          <Label htmlFor="inspector-type">Record type</Label>
          <LazySelect
            value={recordType}
            onValueChange={(v) => setRecordType(v as InspectedRecordType)}
            options={TYPE_OPTIONS}
            trigger={{ id: 'inspector-type' }}
          />
        </div>
        <div className="grid w-56 gap-1.5">
          <Label htmlFor="inspector-record">Record id</Label>
          <Input
            id="inspector-record"
            value={recordId}
            onChange={(e) => setRecordId(e.target.value)}
            placeholder="e.g. REQ-2024-001"
          />
        </div>
        <Button type="submit" disabled={!ready}>
          <Search className="size-4" aria-hidden="true" />
          Check access
        </Button>
      </form>
      {answer.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorText(answer.error)}</AlertDescription>
        </Alert>
      ) : null}
      {asked && answer.isPending ? <p className="text-sm text-muted-foreground">Checking…</p> : null}
      {answer.data ? <InspectorAnswer check={answer.data} /> : null}
    </SectionCard>
  );
}

function InspectorAnswer({ check }: { check: AccessCheck }) {
  const { user, record } = check;
  return (
    <div className="space-y-3" aria-label="Access answers" role="region">
      <p className="text-sm">
        <strong>{user.name}</strong> — {user.roleLabel}, {user.department}
        {user.active ? `; sees ${user.scope}` : '; inactive'}. {INSPECTED_RECORD_LABELS[record.type]}{' '}
        <strong>{record.label}</strong>
        {record.department ? ` (${record.department})` : ''}.
      </p>
      <ul className="space-y-2">
        {check.answers.map((a) => (
          <li
            key={a.action}
            data-allowed={a.allowed}
            className="flex items-start gap-2 rounded-md border border-slate-200 p-2 text-sm"
          >
            {a.allowed ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Allowed" />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0 text-rose-600" aria-label="Denied" />
            )}
            <div className="min-w-0">
              <p className="font-medium">
                {a.label}: {a.allowed ? 'allowed' : 'denied'}
              </p>
              <p className="text-muted-foreground">{a.reason}</p>
              <p className="text-xs text-slate-500">
                Role {a.basis.role}
                {a.basis.permission ? ` · permission ${a.basis.permission}` : ''} · rule {a.basis.rule}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer">Effective permissions ({check.permissions.length})</summary>
        <p className="mt-1 font-mono text-xs">{check.permissions.join(', ') || 'none'}</p>
      </details>
    </div>
  );
}
