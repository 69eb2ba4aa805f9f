import { useState } from 'react';
import { APPROVAL_TYPE_FILTERS } from '@shared/approvals/schemas';

import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { SelectOptions, type SelectOption } from '../components/select-options';
import { Label } from '../components/ui/label';
import { Select, SelectTrigger, SelectValue } from '../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ApprovalHistory } from '../features/approvals/approval-history';
import { ApprovalQueue } from '../features/approvals/approval-queue';
import { serverSort, SORT_OPTIONS, type SortChoice } from '../features/approvals/approval-format';
import { ApprovalTiles } from '../features/approvals/approval-tiles';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Professional Approvals Queue';

/** One of the queue's drop-downs (Type, Sort by): its label above, named by it as well. */
function QueueSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="w-48 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </div>
  );
}

export default function ApprovalsPage() {
  useDocumentTitle(TITLE);
  const [type, setType] = useState('all');
  const [sort, setSort] = useState<SortChoice>('priority');

  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        description="Review and act on the requests waiting for your approval."
        actions={<ExportButton list="approvals" params={{ type, sort: serverSort(sort) }} />}
      />
      <ApprovalTiles />
      <div className="flex flex-wrap items-end gap-4">
        <QueueSelect
          id="approval-type"
          label="Type"
          value={type}
          options={APPROVAL_TYPE_FILTERS}
          onChange={setType}
        />
        <QueueSelect
          id="approval-sort"
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(v) => setSort(v as SortChoice)}
        />
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
