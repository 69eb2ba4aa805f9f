import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@shared/format';
import { toCents } from '@shared/money';
import { categoryLabel } from '@shared/cost-savings/labels';

import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { costSavingsQueries, type SavingsFilters } from './queries';

const money = (amount: string) => formatCurrency(amount, { whole: true });

/**
 * Negotiated vs realized vs leakage per category: of the period's savings captured on purchase orders,
 * what matched invoices actually delivered, with a bar of the realized share.
 */
export function RealizationCard({ filters }: { filters: SavingsFilters }) {
  const rows = useQuery(costSavingsQueries.realization(filters));
  return (
    <SectionCard title="Negotiated vs Realized" className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Realized = (baseline unit price − invoiced unit price) × invoiced quantity, from matched invoices;
        leakage is what was negotiated but not realized.
      </p>
      {rows.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : rows.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the realized savings.
        </p>
      ) : !rows.data.length ? (
        <p className="text-sm text-muted-foreground">No savings captured on purchase orders in this period</p>
      ) : (
        <Table aria-label="Negotiated vs realized">
          <TableHeader>
            <TableRow>
              <TableHead>Category</TableHead>
              <TableHead>Negotiated</TableHead>
              <TableHead>Realized</TableHead>
              <TableHead>Leakage</TableHead>
              <TableHead>Realized share</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.data.map((r) => {
              const share =
                toCents(r.negotiated) > 0
                  ? Math.min(100, (toCents(r.realized) * 100) / toCents(r.negotiated))
                  : 0;
              return (
                <TableRow key={r.category}>
                  <TableCell className="font-medium">{categoryLabel(r.category)}</TableCell>
                  <TableCell>{money(r.negotiated)}</TableCell>
                  <TableCell className="text-emerald-700">{money(r.realized)}</TableCell>
                  <TableCell className="text-red-700">{money(r.leakage)}</TableCell>
                  <TableCell className="w-40">
                    <div className="h-2 w-full overflow-hidden rounded-full bg-red-100" aria-hidden="true">
                      <div className="h-full bg-emerald-500" style={{ width: `${share}%` }} />
                    </div>
                    <span className="text-xs text-muted-foreground">{share.toFixed(0)}%</span>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
