import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { formatCurrency, isoDate } from '@shared/format';
import { lineTotal, sumMoney, toCents } from '@shared/money';
import {
  INVOICE_FILES,
  PAYMENT_TERMS,
  createInvoiceSchema,
  type CreateInvoice,
  type CreateInvoiceInput,
} from '@shared/invoices/schemas';
import { beyondTotalTolerance } from '@shared/invoices/tolerance';
import { acceptAttribute, fileProblem } from '@shared/files';

import { Field, FieldError } from '../../components/form/field';
import { applyServerErrors } from '../../components/form/server-errors';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog-footer';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { poOptionLabel, purchaseOrderQueries } from '../../lib/queries/purchase-orders';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
import { useEnterInvoice } from './mutations';
import { InvoiceLinesFields } from './invoice-lines-fields';
import { proposeInvoiceLines } from './invoice-proposal';

/**
 * Finance enters a vendor invoice against an approved or in-progress PO; the lines start from the
 * PO's, with the quantities received and not yet invoiced (proposeInvoiceLines).
 */
export function EnterInvoiceForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [loadingPo, setLoadingPo] = useState(false);
  const [proposalNote, setProposalNote] = useState<string | null>(null);
  const today = isoDate(new Date());
  const form = useForm<CreateInvoiceInput, unknown, CreateInvoice>({
    resolver: zodResolver(createInvoiceSchema),
    defaultValues: {
      poId: '',
      invoiceNumber: '',
      invoiceDate: today,
      receivedDate: today,
      dueDate: '',
      paymentTerms: 'Net 30',
      description: '',
      amount: '',
      lines: [],
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lineValues = useWatch({ control, name: 'lines' });
  const printedTotal = useWatch({ control, name: 'amount' });
  const linesSum = sumMoney(lineValues.map((l) => lineTotal(l.quantity ?? 0, l.unitPrice ?? 0)));
  const printed = printedTotal !== '' && printedTotal != null && Number.isFinite(Number(printedTotal));
  const totalGap = printed ? Math.abs(toCents(printedTotal) - toCents(linesSum)) : 0;
  const offTotal = printed && beyondTotalTolerance(toCents(printedTotal), toCents(linesSum));
  const errors = formState.errors;

  async function choosePo(id: string) {
    form.setValue('poId', id, { shouldValidate: formState.isSubmitted });
    setLoadingPo(true);
    try {
      const po = await queryClient.fetchQuery({ ...purchaseOrderQueries.detail(id), staleTime: 0 });
      const proposal = proposeInvoiceLines(po.lines);
      lines.replace(proposal.lines);
      setProposalNote(proposal.note);
      if (!form.getValues('description')) form.setValue('description', po.description);
    } catch (error) {
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
    } finally {
      setLoadingPo(false);
    }
  }

  const save = useEnterInvoice();
  const submit = (values: CreateInvoice) =>
    save.mutate(
      { input: values, file },
      {
        onSuccess: ({ invoice, attachmentError }) => {
          const entered = `${invoice.invoiceNumber} for ${formatCurrency(invoice.amount)} is waiting for its 3-way match.`;
          // A flagged duplicate is entered, but finance must know before matching (the match will fail on it).
          const duplicate = invoice.duplicateReason
            ? ` ${invoice.duplicateReason}: check it before matching.`
            : '';
          const attachment = attachmentError
            ? ` The attachment was not saved: ${errorText(attachmentError)}`
            : '';
          toast({
            title: 'Invoice Entered',
            description: `${entered}${duplicate}${attachment}`,
            ...(duplicate || attachment ? { variant: 'destructive' as const } : {}),
          });
          onDone();
        },
        onError: (error) => {
          toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
          applyServerErrors(form, error);
        },
      },
    );

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Enter invoice" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="inv-po" label="Purchase order" error={errors.poId?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="poId"
              render={({ field }) => (
                <TypeAheadSelect
                  {...controlProps}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value || ''}
                  options={purchaseOrderQueries.openOptions}
                  optionLabel={poOptionLabel}
                  placeholder="Select a purchase order"
                  searchLabel="Search purchase orders"
                  emptyText="No purchase orders found"
                  onChange={(id) => void choosePo(id)}
                />
              )}
            />
          )}
        </Field>
        <Field id="inv-number" label="Invoice number" error={errors.invoiceNumber?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register('invoiceNumber')} />}
        </Field>
        <Field id="inv-date" label="Invoice date" error={errors.invoiceDate?.message}>
          {(c) => <Input {...c} type="date" {...register('invoiceDate')} />}
        </Field>
        <Field id="inv-terms" label="Payment terms" error={errors.paymentTerms?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="paymentTerms"
              render={({ field }) => (
                <Select value={field.value ?? 'Net 30'} onValueChange={field.onChange}>
                  <SelectTrigger {...controlProps}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PAYMENT_TERMS.map((t) => (
                      <SelectItem key={t} value={t}>
                        {t}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </Field>
        <Field id="inv-due" label="Due date (blank: from the payment terms)" error={errors.dueDate?.message}>
          {(c) => <Input {...c} type="date" {...register('dueDate')} />}
        </Field>
        <Field id="inv-received" label="Received date" error={errors.receivedDate?.message}>
          {(c) => <Input {...c} type="date" {...register('receivedDate')} />}
        </Field>
        <Field
          id="inv-total"
          label="Invoice Total"
          error={errors.amount?.message}
          hint={
            offTotal ? (
              <span className="text-amber-700">
                {`Differs from the sum of the lines (${formatCurrency(linesSum)}) by ${formatCurrency(totalGap / 100)}: the 3-way match will report it.`}
              </span>
            ) : (
              `As printed on the vendor's invoice; blank means the sum of the lines (${formatCurrency(linesSum)}).`
            )
          }
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              placeholder={linesSum}
              {...register('amount')}
            />
          )}
        </Field>
        <Field id="inv-description" label="Description" error={errors.description?.message}>
          {(c) => <Input {...c} {...register('description')} />}
        </Field>
        <Field id="inv-file" label="Attachment" error={fileError}>
          {(c) => (
            <Input
              {...c}
              type="file"
              accept={acceptAttribute(INVOICE_FILES)}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? fileProblem(INVOICE_FILES, chosen) : null;
                setFileError(problem);
                setFile(problem ? null : chosen);
                if (problem) e.target.value = '';
              }}
            />
          )}
        </Field>
      </div>
      {loadingPo ? <p className="text-sm text-muted-foreground">Loading PO lines...</p> : null}
      {!loadingPo && proposalNote ? (
        <p
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {proposalNote}
        </p>
      ) : null}
      {lines.fields.length ? (
        <InvoiceLinesFields
          fields={lines.fields}
          values={lineValues}
          register={register}
          errors={errors}
          onRemove={lines.remove}
        />
      ) : (
        <FieldError message={errors.lines?.message} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || loadingPo}>
          {save.isPending ? 'Saving...' : 'Save invoice'}
        </Button>
      </DialogFooter>
    </form>
  );
}
