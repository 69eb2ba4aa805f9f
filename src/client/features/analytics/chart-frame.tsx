import { useId, useState, type ReactNode } from 'react';

import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

export type ChartRow = { key: string; cells: string[] };

/**
 * A chart's card: its title, a 'Show as table' toggle, and either the chart or its figures as a table.
 * The table is always in the page for screen readers (visually hidden while the chart shows).
 */
export function ChartFrame({
  title,
  columns,
  rows,
  empty,
  controls,
  hideChart = true,
  children,
}: {
  title: string;
  columns: string[];
  rows: ChartRow[];
  empty: boolean;
  /** Below the chart, for everyone (e.g. the months as buttons). */
  controls?: ReactNode;
  /** The chart is a picture only (its table tells the figures); false when it holds its own buttons. */
  hideChart?: boolean;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const toggle = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-expanded={asTable}
      aria-controls={tableId}
      onClick={() => setAsTable((v) => !v)}
    >
      {asTable ? 'Show as chart' : 'Show as table'}
    </Button>
  );
  return (
    <SectionCard title={title} action={toggle}>
      {empty ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No spend in this selection.</p>
      ) : null}
      {!empty && !asTable ? <div aria-hidden={hideChart || undefined}>{children}</div> : null}
      {!empty && controls ? <div className="mt-3">{controls}</div> : null}
      <div id={tableId} className={asTable ? undefined : 'sr-only'}>
        <Table aria-label={`${title} data`}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead key={c}>{c}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                {r.cells.map((c, i) => (
                  <TableCell key={columns[i]}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </SectionCard>
  );
}
