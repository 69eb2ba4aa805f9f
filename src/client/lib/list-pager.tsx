import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '../components/ui/button';
import type { ListPage } from './api';

/** What the pager reads of a list page: how many rows it shows and how many match in all. */
type PageTotal = Pick<ListPage<unknown>, 'total' | 'capped'> & { rows: readonly unknown[] };

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A list's total as the screens show it: "120", or "1,000+" when the server stopped counting at its cap
 * (X-Total-Count-Capped).
 */
export function listTotal(page: Pick<ListPage<unknown>, 'total' | 'capped'>): string {
  return page.capped ? `${count(page.total)}+` : count(page.total);
}

/**
 * "Showing 1–50 of 120" (or "of 1,000+" past the server's count cap) with Previous / Next, for
 * server-side paged lists. Past the cap, Next is offered while the page is full.
 */
export function ListPager({
  offset,
  limit,
  page,
  onOffsetChange,
  label = 'Pagination',
}: {
  offset: number;
  limit: number;
  page: PageTotal | undefined;
  onOffsetChange: (offset: number) => void;
  label?: string;
}) {
  const total = page?.total ?? 0;
  const shown = page?.rows.length ?? 0;
  if (!page?.capped && total <= limit && offset === 0) return null;
  const first = shown === 0 ? 0 : offset + 1;
  const last = shown === 0 ? 0 : offset + shown;
  const more = page?.capped ? shown === limit : offset + limit < total;
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 pt-3 text-sm text-muted-foreground"
    >
      <span>
        Showing {count(first)}–{count(last)} of {page ? listTotal(page) : 0}
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
        <Button variant="outline" size="sm" disabled={!more} onClick={() => onOffsetChange(offset + limit)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
