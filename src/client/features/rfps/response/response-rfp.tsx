import { CalendarClock, Mail } from 'lucide-react';
import { formatDate } from '@shared/format';
import type { RfpResponsePage } from '@shared/rfps/response';

import { Fact } from '../../../components/fact';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The RFP as the invited vendor reads it: its title, what is asked for, the deadline, contact and budget. */
export function ResponseRfp({ rfp }: { rfp: RfpResponsePage['rfp'] }) {
  return (
    <>
      <div className="space-y-2">
        <p className="text-sm font-medium text-blue-700">Request for Proposal</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{rfp.title}</h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{rfp.category}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden="true" />
            Responses due {formatDate(rfp.deadline)}
          </span>
        </p>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">About this RFP</h2>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.5fr]">
            <Fact label="Category">{rfp.category}</Fact>
            <Fact label="Deadline">{formatDate(rfp.deadline)}</Fact>
            <Fact label="Budget" empty="Not stated">
              {rfp.budget}
            </Fact>
            <Fact label="Contact">
              <a
                href={`mailto:${rfp.contactEmail}`}
                className="inline-flex max-w-full items-start gap-1 text-blue-700 hover:underline"
              >
                <Mail className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span className="break-all">{rfp.contactEmail}</span>
              </a>
            </Fact>
          </dl>
          <section aria-labelledby="rfp-description" className="space-y-1.5">
            <h3 id="rfp-description" className="text-sm font-semibold text-slate-900">
              Description
            </h3>
            <p className="text-sm whitespace-pre-line text-slate-700">{rfp.description}</p>
          </section>
          <section aria-labelledby="rfp-requirements" className="space-y-1.5">
            <h3 id="rfp-requirements" className="text-sm font-semibold text-slate-900">
              Requirements
            </h3>
            <p className="text-sm whitespace-pre-line text-slate-700">{rfp.requirements}</p>
          </section>
        </CardContent>
      </Card>
    </>
  );
}
