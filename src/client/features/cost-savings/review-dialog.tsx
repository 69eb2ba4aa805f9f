import type { ReactNode } from 'react';
import { ACTUALIZATION_RULES } from '@shared/cost-savings/actualization';
import { formatCurrency } from '@shared/format';
import {
  CONFIDENCE_FORMULA,
  OPPORTUNITY_FORMULAS,
  OPPORTUNITY_TYPES,
  type ConsolidationOpportunityView,
} from '@shared/cost-savings/schemas';
import { categoryLabel, savingsLabel } from '@shared/cost-savings/labels';

import { DialogFrame } from '../../components/dialog-frame';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { ConfidenceBadge } from './opportunity-card';

type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
const typeFormula = (type: string) =>
  (OPPORTUNITY_TYPES as readonly string[]).includes(type)
    ? OPPORTUNITY_FORMULAS[type as OpportunityType]
    : null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Review: the evidence behind an opportunity — similar items, vendors and prices, data points, the formula. */
export function ReviewDialog({
  opportunity: o,
  onClose,
}: {
  opportunity: ConsolidationOpportunityView | null;
  onClose: () => void;
}) {
  const formula = o ? (typeFormula(o.opportunityType) ?? '') : '';
  return (
    <DialogFrame
      open={!!o}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={o ? `Review: ${savingsLabel(o.opportunityType)} — ${categoryLabel(o.category)}` : undefined}
      description={
        o
          ? `Found by ${savingsLabel(o.analysisMethod).toLowerCase()}; recommended vendor ${o.recommendedVendor}.`
          : undefined
      }
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      {o ? (
        <div className="space-y-4 text-sm">
          <Section title="Similar items">
            <ul className="flex flex-wrap gap-1.5">
              {o.similarItems.map((item) => (
                <li key={item} className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-700">
                  {item}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Vendors and prices">
            {o.evidence.vendors.length ? (
              <Table aria-label="Vendors and prices">
                <TableHeader>
                  <TableRow>
                    <TableHead>Vendor</TableHead>
                    <TableHead>Average unit price</TableHead>
                    <TableHead>Spend</TableHead>
                    <TableHead>Orders</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {o.evidence.vendors.map((v) => (
                    <TableRow key={v.name}>
                      <TableCell className="font-medium">
                        {v.name}
                        {v.name === o.recommendedVendor ? ' (recommended)' : ''}
                      </TableCell>
                      <TableCell>{formatCurrency(v.averageUnitPrice)}</TableCell>
                      <TableCell>{formatCurrency(v.spend)}</TableCell>
                      <TableCell>{v.orders.toLocaleString('en-US')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-muted-foreground">{o.currentVendors.join(', ')}</p>
            )}
          </Section>
          <Section title="Data points">
            <p>
              {o.dataPoints.toLocaleString('en-US')} data points · <ConfidenceBadge value={o.aiConfidence} />
            </p>
          </Section>
          <Section title="Formula">
            <p>{formula}</p>
            {o.evidence.formula ? (
              <p className="font-mono text-xs text-slate-700">{o.evidence.formula}</p>
            ) : null}
            <p className="text-muted-foreground">{CONFIDENCE_FORMULA}</p>
          </Section>
          <Section title="Actualization">
            {o.status === 'actualized' && o.realizedSavings !== null ? (
              <p>
                Realized in invoices after approval: <strong>{formatCurrency(o.realizedSavings)}</strong>{' '}
                (realized = baseline unit price × invoiced quantity − invoiced amount).
              </p>
            ) : (
              <p>
                {ACTUALIZATION_RULES[o.opportunityType] ?? 'Marked actualized by procurement or finance.'}
              </p>
            )}
          </Section>
          <p className="text-muted-foreground">
            Current spend {formatCurrency(o.currentSpend)} · potential savings{' '}
            {formatCurrency(o.potentialSavings)} ({o.savingsPercentage.toFixed(1)}%)
          </p>
        </div>
      ) : null}
    </DialogFrame>
  );
}
