import { RECORD_TYPES } from '@shared/records';

import { Label } from '../../components/ui/label';
import { Input } from '../../components/ui/input';
import { Button } from '../../components/ui/button';
import { FilterSelect } from '../../lib/filter-select';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { auditQueries } from './audit-queries';

export type AuditFilterValues = {
  userId: string;
  /** The user's name as picked (the button's text). */
  userName: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilterValues = {
  userId: '',
  userName: '',
  recordType: 'all',
  recordId: '',
  from: '',
  to: '',
};

/** "purchase-order" → "Purchase Order". */
export const recordTypeLabel = (type: string) =>
  type
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const TYPE_OPTIONS = [
  { value: 'all', label: 'All record types' },
  ...RECORD_TYPES.map((t) => ({ value: t, label: recordTypeLabel(t) })),
];

/** The audit log's filters: user (type-ahead), record type, record id, and a range of days. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const set = (change: Partial<AuditFilterValues>) => onChange({ ...value, ...change });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="audit-user" className="text-xs text-muted-foreground">
          User
        </Label>
        <TypeAheadSelect
          id="audit-user"
          value={value.userId || 'all'}
          valueLabel={value.userId ? value.userName : undefined}
          options={auditQueries.users}
          optionLabel={(u) => `${u.name} (${u.email})`}
          leading={[{ value: 'all', label: 'All users' }]}
          onChange={(id, label) =>
            set(id === 'all' ? { userId: '', userName: '' } : { userId: id, userName: label })
          }
          searchLabel="Search users"
          emptyText="No users found"
          className="bg-white"
        />
      </div>
      <FilterSelect
        id="audit-record-type"
        label="Record Type"
        value={value.recordType}
        options={TYPE_OPTIONS}
        onChange={(recordType) => set({ recordType })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="audit-record-id" className="text-xs text-muted-foreground">
          Record ID
        </Label>
        <Input
          id="audit-record-id"
          className="bg-white"
          placeholder="e.g. PO-2026-001"
          value={value.recordId}
          onChange={(e) => set({ recordId: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from" className="text-xs text-muted-foreground">
          From
        </Label>
        <Input
          id="audit-from"
          type="date"
          className="bg-white"
          value={value.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to" className="text-xs text-muted-foreground">
          To
        </Label>
        <Input
          id="audit-to"
          type="date"
          className="bg-white"
          value={value.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="lg:col-span-6">
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </div>
    </div>
  );
}
