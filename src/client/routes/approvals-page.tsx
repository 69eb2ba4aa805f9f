import { useState } from 'react';
import { APPROVAL_TYPE_FILTERS } from '@shared/approvals/schemas';

import { Label } from '../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ApprovalHistory } from '../features/approvals/approval-history';
import { ApprovalQueue } from '../features/approvals/approval-queue';
import { serverSort, SORT_OPTIONS, type SortChoice } from '../features/approvals/approval-format';
import { ApprovalTiles } from '../features/approvals/approval-tiles';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Professional Approvals Queue';

export default function ApprovalsPage() {
  useDocumentTitle(TITLE);
  const [type, setType] = useState('all');
  const [sort, setSort] = useState<SortChoice>('priority');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
        <p className="text-sm text-muted-foreground">
          Review and act on the requests waiting for your approval.
        </p>
      </div>
      <ApprovalTiles />
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-48 space-y-1.5">
          <Label htmlFor="approval-type">Type</Label>
          <Select value={type} onValueChange={setType}>
            <SelectTrigger id="approval-type" aria-label="Type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {APPROVAL_TYPE_FILTERS.map((f) => (
                <SelectItem key={f.value} value={f.value}>
                  {f.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="w-48 space-y-1.5">
          <Label htmlFor="approval-sort">Sort by</Label>
          <Select value={sort} onValueChange={(v) => setSort(v as SortChoice)}>
            <SelectTrigger id="approval-sort" aria-label="Sort by">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_OPTIONS.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Tabs defaultValue="pending">
        <TabsList>
          <TabsTrigger value="pending">Pending Approvals</TabsTrigger>
          <TabsTrigger value="approved">Recently Approved</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          <ApprovalQueue key={`${type}|${sort}`} type={type} sort={serverSort(sort)} />
        </TabsContent>
        <TabsContent value="approved">
          <ApprovalHistory key={type} type={type} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
