import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatchRecord } from '../../lib/live-events';
import { Link } from 'wouter';
import { ArrowLeft, Building2, Mail, MapPin, Phone } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';
import type { VendorDetail } from '@shared/vendors/types';

import { LinkButton } from '../../components/link-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { isApiError } from '../../lib/api';
import { vendorQueries } from '../../lib/queries/vendors';
import { INTEGRATION_LABELS } from './shop';
import { ShopButton } from './shop-button';
import { StatusBadge } from './vendor-badges';
import { poSummaryHref } from '../../lib/po-links';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Section<T>({
  title,
  rows,
  empty,
  head,
  render,
}: {
  title: string;
  rows: T[];
  empty: string;
  head: string[];
  render: (row: T) => ReactNode[];
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <Table aria-label={title}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {head.map((h) => (
                  <TableHead key={h}>{h}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {render(row).map((cell, j) => (
                    <TableCell key={j}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

const link = 'font-medium text-blue-700 hover:underline';

function VendorFacts({ vendor }: { vendor: VendorDetail }) {
  const address = [vendor.address, vendor.city, [vendor.state, vendor.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Status">
          <StatusBadge status={vendor.status} />
        </Fact>
        <Fact label="Integration">{INTEGRATION_LABELS[vendor.integrationType]}</Fact>
        <Fact label="Total Spend YTD">{formatCurrency(vendor.totalSpendYtd)}</Fact>
        <Fact label="Last Order">{vendor.lastOrderDate ? formatDate(vendor.lastOrderDate) : '—'}</Fact>
        <Fact label="Contact">
          <span className="flex flex-col gap-1">
            <span>{vendor.contactName ?? '—'}</span>
            {vendor.contactEmail ? (
              <a
                href={`mailto:${vendor.contactEmail}`}
                className="inline-flex items-center gap-1 text-blue-700"
              >
                <Mail className="size-3.5" aria-hidden="true" />
                {vendor.contactEmail}
              </a>
            ) : null}
            {vendor.contactPhone ? (
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3.5" aria-hidden="true" />
                {vendor.contactPhone}
              </span>
            ) : null}
          </span>
        </Fact>
        <Fact label="Address">
          <span className="inline-flex items-start gap-1">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>
              {address || '—'}
              {vendor.country ? <span className="block">{vendor.country}</span> : null}
            </span>
          </span>
        </Fact>
        <Fact label="Category">{vendor.category}</Fact>
        <Fact label="On-Time Delivery">{vendor.onTimeRate === null ? '—' : `${vendor.onTimeRate}%`}</Fact>
      </CardContent>
    </Card>
  );
}

/** One vendor (`/vendors?id=vendor-…`): contact, status, integration, live spend, contracts, POs, invoices. */
export function VendorDetailView({ id }: { id: string }) {
  const query = useQuery(vendorQueries.detail(id));
  useWatchRecord('vendor', id);
  const vendor = query.data;
  const back = (
    <LinkButton href="/vendors" icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2">
      Back to Vendors
    </LinkButton>
  );

  if (query.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <p className="text-sm text-muted-foreground">Loading vendors...</p>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!vendor) {
    const missing = isApiError(query.error, 'not_found');
    return (
      <div className="space-y-4">
        {back}
        <p className="rounded-lg border bg-white p-6 text-slate-600">
          {missing ? 'Vendor not found' : 'No vendors found'}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{vendor.name}</h1>
            <p className="text-sm text-muted-foreground">{vendor.id}</p>
          </div>
        </div>
        <ShopButton vendor={vendor} allowed={vendor.can.shop} />
      </div>
      <VendorFacts vendor={vendor} />
      <Section
        title="Contracts"
        rows={vendor.contracts}
        empty="No contracts for this vendor."
        head={['Contract', 'Value', 'End Date', 'Status']}
        render={(c) => [
          <Link key="c" href={`/contracts?search=${encodeURIComponent(c.id)}`} className={link}>
            {c.title} <span className="text-muted-foreground">({c.id})</span>
          </Link>,
          formatCurrency(c.value),
          formatDate(c.endDate),
          <StatusBadge key="s" status={c.status} />,
        ]}
      />
      <Section
        title="Purchase Orders"
        rows={vendor.purchaseOrders}
        empty="No purchase orders for this vendor."
        head={['PO Number', 'Amount', 'Created', 'Status']}
        render={(po) => [
          <Link key="p" href={poSummaryHref(po.id)} className={link}>
            {po.poNumber}
          </Link>,
          formatCurrency(po.amount),
          formatDate(po.createdAt),
          <StatusBadge key="s" status={po.status} />,
        ]}
      />
      <Section
        title="Invoices"
        rows={vendor.invoices}
        empty="No invoices for this vendor."
        head={['Invoice', 'Amount', 'Invoice Date', 'Status']}
        render={(inv) => [
          <Link
            key="i"
            href={`/invoice-history?search=${encodeURIComponent(inv.invoiceNumber)}`}
            className={link}
          >
            {inv.invoiceNumber}
          </Link>,
          formatCurrency(inv.amount),
          formatDate(inv.invoiceDate),
          <StatusBadge key="s" status={inv.status} />,
        ]}
      />
    </div>
  );
}
