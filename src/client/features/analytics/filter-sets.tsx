import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { ANALYTICS_TOASTS } from '@shared/analytics/schemas';
import type { FilterSet, FilterSetFilters } from '@shared/analytics/filter-sets';

import { DialogFrame } from '../../components/dialog-frame';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useDeleteFilterSet, useSaveFilterSet } from './mutations';
import { analyticsQueries } from './queries';

/**
 * 'Save Filter Set' asks for a name (and an optional description); an empty name does nothing (spec
 * section 5). Saved → 'Filter Set Saved'.
 */
export function SaveFilterSetDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: FilterSetFilters;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const save = useSaveFilterSet();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || save.isPending) return;
    save.mutate(
      { name: name.trim(), description: description.trim(), filters },
      {
        onSuccess: () => {
          toast(ANALYTICS_TOASTS.saved);
          setName('');
          setDescription('');
          onOpenChange(false);
        },
        onError: (err) => toast({ title: 'Error', description: errorText(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Save Filter Set"
      description="Name the current filters to load them again later."
    >
      <form aria-label="Save Filter Set" onSubmit={submit} className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="filter-set-name">Name</Label>
          <Input
            id="filter-set-name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-set-description">Description</Label>
          <Input
            id="filter-set-description"
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** What a set holds, in a line: its department, window, SKU and text. */
function summary(f: FilterSetFilters): string {
  const parts = [
    f.department && f.department !== 'all' ? f.department : 'All departments',
    f.timeWindow ? `${f.timeWindow} months` : null,
    f.sku ? `SKU ${f.sku}` : null,
    f.q ? `“${f.q}”` : null,
    f.category ? f.category : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The user's saved sets: 'Load Filter' applies one ('Filter Loaded'), the bin deletes it. */
export function SavedFilterSets({ onLoad }: { onLoad: (set: FilterSet) => void }) {
  const sets = useQuery(analyticsQueries.filterSets());
  const remove = useDeleteFilterSet();
  return (
    <SectionCard title="Saved Filter Sets">
      {sets.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {sets.isError ? <p className="text-sm text-red-700">{errorText(sets.error)}</p> : null}
      {sets.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved filter sets yet.</p>
      ) : null}
      <ul aria-label="Saved filter sets" className="divide-y">
        {sets.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{s.name}</p>
              {s.description ? <p className="text-xs text-muted-foreground">{s.description}</p> : null}
              <p className="text-xs text-slate-500">{summary(s.filters)}</p>
            </div>
            <div className="flex gap-1">
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Load Filter ${s.name}`}
                onClick={() => onLoad(s)}
              >
                Load Filter
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Delete ${s.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(s.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
