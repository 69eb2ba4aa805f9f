import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckCircle2, Send } from 'lucide-react';
import {
  RFP_RESPONSE_MESSAGES,
  type RfpResponsePage,
  type SaveRfpResponse,
  type SaveRfpResponseInput,
  type VendorResponse,
} from '@shared/rfps/response';
import { formatDate } from '@shared/format';

import { Field } from '../../../components/form/field';
import { applyServerErrors } from '../../../components/form/server-errors';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorText } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useSaveRfpResponse } from './response-queries';
import { ResponseFiles } from './response-files';
import { ResponseLines } from './response-lines';
import { blankAsMissing, responseFormValues, responseResolver } from './response-values';

/** Where the vendor's response stands: a draft, or submitted (and when). */
function ResponseState({ response }: { response: VendorResponse }) {
  const submitted = response.status === 'submitted';
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-1 text-xs font-semibold',
        submitted ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-700',
      )}
    >
      {submitted ? `Submitted ${formatDate(response.submittedAt)}`.trim() : 'Draft saved'}
    </span>
  );
}

/**
 * The vendor's response: who answers, the price (a total and optional line prices), lead time,
 * validity, notes and files. 'Save Draft' keeps it to revise later, 'Submit Response' hands it in;
 * both may be repeated until the deadline. The values start from the vendor's earlier response.
 */
export function ResponseForm({ token, page }: { token: string; page: RfpResponsePage }) {
  const form = useForm<SaveRfpResponseInput, unknown, SaveRfpResponse>({
    resolver: responseResolver,
    defaultValues: responseFormValues(page),
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const save = useSaveRfpResponse(token);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pressed, setPressed] = useState<'draft' | 'submit'>('submit');

  const send = (submit: boolean) =>
    handleSubmit((values) => {
      setPressed(submit ? 'submit' : 'draft');
      setDone(null);
      setFailure(null);
      save.mutate(
        { ...values, submit },
        {
          onSuccess: () => setDone(submit ? RFP_RESPONSE_MESSAGES.submitted : RFP_RESPONSE_MESSAGES.saved),
          onError: (error) => {
            applyServerErrors(form, error);
            setFailure(errorText(error));
          },
        },
      );
    });

  const response = page.response;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-lg font-semibold leading-none tracking-tight">Your Response</h2>
          {response ? <ResponseState response={response} /> : null}
        </div>
        <CardDescription>
          Responding as {page.vendorEmail}. Fields marked * are required; you can save a draft and come back.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Your response"
            onSubmit={(e) => void send(true)(e)}
            className="space-y-6"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="response-company" label="Company Name" required error={errors.companyName?.message}>
                {(c) => <Input {...c} autoComplete="organization" {...register('companyName')} />}
              </Field>
              <Field id="response-contact" label="Contact Name" error={errors.contactName?.message}>
                {(c) => <Input {...c} autoComplete="name" {...register('contactName')} />}
              </Field>
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-3">
              <Field
                id="response-total"
                label="Total Price (USD)"
                required
                error={errors.totalPrice?.message}
              >
                {(c) => (
                  <Input
                    {...c}
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    placeholder="0.00"
                    {...register('totalPrice', { setValueAs: blankAsMissing })}
                  />
                )}
              </Field>
              <Field
                id="response-lead-time"
                label="Delivery Lead Time (days)"
                error={errors.leadTimeDays?.message}
              >
                {(c) => (
                  <Input
                    {...c}
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    {...register('leadTimeDays')}
                  />
                )}
              </Field>
              <Field
                id="response-valid-until"
                label="Valid Until"
                hint="The last day your prices hold."
                error={errors.validUntil?.message}
              >
                {(c) => <Input {...c} type="date" {...register('validUntil')} />}
              </Field>
            </div>
            <ResponseLines />
            <Field id="response-notes" label="Notes" error={errors.notes?.message}>
              {(c) => (
                <Textarea
                  {...c}
                  rows={4}
                  placeholder="Terms, assumptions, what is included"
                  {...register('notes')}
                />
              )}
            </Field>
            <ResponseFiles token={token} files={page.response?.attachments ?? []} />
            {failure ? (
              <Alert variant="destructive">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-end">
              <p role="status" className="flex items-center gap-2 text-sm text-emerald-700 sm:mr-auto">
                {done ? (
                  <>
                    <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
                    {done}
                  </>
                ) : null}
              </p>
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={(e) => void send(false)(e)}
              >
                {save.isPending && pressed === 'draft' ? 'Saving...' : 'Save Draft'}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                <Send aria-hidden="true" />
                {save.isPending && pressed === 'submit' ? 'Submitting...' : 'Submit Response'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
