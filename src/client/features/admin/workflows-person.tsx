import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import { Input } from '../../components/ui/input';
import { useDebounce } from '../../lib/use-debounce';
import { workflowQueries } from './workflows-queries';

/**
 * Picks an active user: type part of a name or e-mail, then choose among the matches (20 at most).
 * `value` is the user's id.
 */
export function WorkflowPersonPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const [q, setQ] = useState('');
  const debounced = useDebounce(q, 250);
  const people = useQuery(workflowQueries.people(debounced));
  const options = people.data ?? [];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-xs">
        Find user
        <Input
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-label={`${label} search`}
          className="w-40"
        />
      </label>
      <label className="flex flex-col text-xs">
        {label}
        <select
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          value={value}
          aria-label={label}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Choose…</option>
          {value && !options.some((p) => p.id === value) ? <option value={value}>{value}</option> : null}
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.department})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
