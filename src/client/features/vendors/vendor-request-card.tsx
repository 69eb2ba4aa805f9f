import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, FileText } from 'lucide-react';
import { formatDate } from '@shared/format';
import type { VendorDuplicate, VendorRequestView } from '@shared/vendors/types';

import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Fact } from '../../components/fact';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ApproveRequestDialog, RejectRequestDialog } from './review-dialogs';
import { StatusBadge } from './vendor-badges';
import { requestFileUrl, vendorRequestQueries } from './queries';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

export function DuplicateWarning({ duplicates }: { duplicates: VendorDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Possible duplicate vendor</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {duplicates.map((d, i) => (
            <li key={i}>
              {d.name} ({d.vendorId ? `vendor ${d.vendorId}` : `request ${d.requestId}`}): {d.reason}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** A bank number as shown: the API's text ('••••1234' or in full), or 'Unavailable' when it could not be decrypted. */
const bankNumber = (value: string | null, r: VendorRequestView) =>
  value ?? (r.bankDetailsUnavailable ? 'Unavailable' : null);

/** One new vendor request with every detail, its documents, duplicate warnings and the review actions. */
export function VendorRequestCard({ request: r }: { request: VendorRequestView }) {
  const pending = r.status === 'pending';
  const detail = useQuery({ ...vendorRequestQueries.detail(r.id), enabled: pending });
  const duplicates = detail.data?.duplicates ?? [];
  const headingId = `vendor-request-${r.id}`;
  const address = `${r.address}, ${r.city}, ${r.state} ${r.zipCode}, ${r.country}`;

  return (
    <li aria-labelledby={headingId} data-request-id={r.id}>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 pb-3">
          <div>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {r.companyName}
            </h3>
            <p className="text-sm text-muted-foreground">
              {r.requestId} · {r.businessType} · submitted {formatDate(r.createdAt)}
              {r.requestedByName ? ` by ${r.requestedByName}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <StatusBadge status={r.status} />
            {r.can.decide ? (
              <>
                <ApproveRequestDialog request={r} duplicates={duplicates} />
                <RejectRequestDialog request={r} />
              </>
            ) : pending ? (
              <span className="text-xs text-muted-foreground">Awaiting review</span>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <DuplicateWarning duplicates={duplicates} />
          {r.status === 'rejected' && r.rejectionReason ? (
            <p className="text-sm text-red-700">Rejected: {r.rejectionReason}</p>
          ) : null}
          <div className="grid gap-5 lg:grid-cols-3">
            <Group title="Company & Contact">
              <Fact label="Contact Person">{r.contactPerson}</Fact>
              <Fact label="Contact Email">{r.contactEmail}</Fact>
              <Fact label="Contact Phone">{r.contactPhone}</Fact>
              <Fact label="EIN">{r.ein}</Fact>
              <Fact label="Tax ID">{r.taxId}</Fact>
              <Fact label="Business Address">{address}</Fact>
            </Group>
            <Group title="Banking">
              <Fact label="Bank Name">{r.bankName}</Fact>
              <Fact label="Account Type">{r.accountType}</Fact>
              <Fact label="Account Number">{bankNumber(r.accountNumber, r)}</Fact>
              <Fact label="Routing Number">{bankNumber(r.routingNumber, r)}</Fact>
            </Group>
            <Group title="Documents">
              <div className="sm:col-span-2">
                {r.files.length === 0 && !r.w9Document ? (
                  <p className="text-sm text-muted-foreground">No documents uploaded.</p>
                ) : (
                  <ul className="space-y-1 text-sm">
                    {r.files.map((f) => (
                      <li key={f.id} className="flex items-center gap-1.5">
                        <FileText className="size-4 text-slate-400" aria-hidden="true" />
                        <a
                          href={requestFileUrl(r.id, f.id)}
                          className="text-blue-700 hover:underline"
                          download
                        >
                          {f.fileName}
                        </a>
                        <span className="text-xs text-muted-foreground">
                          {f.kind === 'w9' ? 'W9' : 'Supporting'}
                        </span>
                      </li>
                    ))}
                    {r.files.length === 0 && r.w9Document ? <li>{r.w9Document} (W9, not uploaded)</li> : null}
                  </ul>
                )}
              </div>
            </Group>
          </div>
          <section className="space-y-1">
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Business Justification
            </h4>
            <p className="text-sm whitespace-pre-wrap text-slate-800">{r.justification}</p>
          </section>
        </CardContent>
      </Card>
    </li>
  );
}
