import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '../components/ui/button';

/** "Showing 1–50 of 120" with Previous / Next, for server-side paged lists. */
export function ListPager({
  offset,
  limit,
  total,
  onOffsetChange,
  label = 'Pagination',
}: {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  label?: string;
}) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 pt-3 text-sm text-muted-foreground"
    >
      <span>
        Showing {first}–{last} of {total}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + limit >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
