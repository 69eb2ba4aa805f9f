import { Check } from 'lucide-react';
import type { Profile } from '@shared/profile/schemas';

import { SectionCard } from '../../components/section-card';

/** Role & Permissions: the role and the permissions the server enforces, read from the database. */
export function RoleTab({ role }: { role: Profile['role'] }) {
  return (
    <SectionCard title="Role & Permissions" className="space-y-4">
      <div>
        <p className="text-lg font-semibold text-slate-900" data-testid="role-name">
          {role.name}
        </p>
        <p className="text-sm text-muted-foreground">{role.description}</p>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700">Permissions</h3>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Permissions">
          {role.permissions.map((p) => (
            <li key={p.id} className="flex items-start gap-2 rounded-md border p-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              <span>
                <span className="block font-medium">{p.id.replace(/_/g, ' ')}</span>
                <span className="text-muted-foreground">{p.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SectionCard>
  );
}
