import { Info } from 'lucide-react';
import type { Profile } from '@shared/profile/schemas';

import { SectionCard } from '../../components/section-card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';

export const BROADER_ACCESS_NOTE =
  'Contact your administrator if you need access to data from other departments.';

/** Data Filtering: the disabled 'Department Only' switch (on for department-scoped roles) and the note. */
export function DataFilteringTab({ profile }: { profile: Profile }) {
  const departmentOnly = !profile.role.canViewAllDepartments;
  return (
    <SectionCard title="Data Filtering" className="space-y-4">
      <div className="flex items-center justify-between gap-4 rounded-md border p-4">
        <div>
          <Label htmlFor="department-only">Department Only</Label>
          <p className="text-sm text-muted-foreground">
            {departmentOnly
              ? `You see data of the ${profile.department} department only.`
              : 'Your role sees data of all departments.'}
          </p>
        </div>
        <Switch id="department-only" checked={departmentOnly} disabled />
      </div>
      <p className="flex items-start gap-2 rounded-md bg-blue-50 p-3 text-sm text-blue-800">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {BROADER_ACCESS_NOTE}
      </p>
    </SectionCard>
  );
}
