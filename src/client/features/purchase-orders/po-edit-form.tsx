import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { poPatchSchema, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';

import { Field } from '../../components/form/field';
import { applyServerErrors } from '../../components/form/server-errors';
import { LinkButton } from '../../components/link-button';
import { Button } from '../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { toLineForm } from './line-fields';
import { PoLineEditor } from './po-line-editor';
import { poEditToast } from './po-edit-result';
import { useUpdatePurchaseOrder } from './mutations';
import { poSummaryHref } from '../../lib/po-links';

type Input = z.input<typeof poPatchSchema>;
type Output = z.output<typeof poPatchSchema>;

const DATE_FIELDS = [
  ['contractStartDate', 'Contract Start Date'],
  ['contractEndDate', 'Contract End Date'],
  ['agreementDate', 'Agreement Date'],
] as const;

/** Edit a pending PO: description, contract and agreement dates, and its lines; Save → PATCH. */
export function PoEditForm({ po }: { po: PurchaseOrderDetail }) {
  const [, navigate] = useLocation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(poPatchSchema),
    defaultValues: {
      description: po.description,
      contractStartDate: po.contractStartDate ?? '',
      contractEndDate: po.contractEndDate ?? '',
      agreementDate: po.agreementDate ?? '',
      lines: po.lines.map(toLineForm),
    },
  });
  const update = useUpdatePurchaseOrder(po.id);
  const errors = form.formState.errors;
  const summaryHref = poSummaryHref(po.id);

  const submit = form.handleSubmit((values) => {
    update.mutate(values as Input, {
      onSuccess: (saved) => {
        toast(poEditToast(saved));
        navigate(summaryHref);
      },
      onError: (e) => {
        applyServerErrors(form, e);
        toast({ variant: 'destructive', title: 'Error', description: errorText(e) });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <div className="sticky top-16 z-30 -mx-1 flex items-center justify-between gap-2 rounded-lg border bg-white/95 px-4 py-2 shadow-sm backdrop-blur">
          <p className="text-sm text-muted-foreground">
            A raise above the approval tolerance sends the PO back through approval.
          </p>
          <div className="flex gap-2">
            <LinkButton href={summaryHref} variant="outline">
              Cancel
            </LinkButton>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </div>
        <SectionCard title="PO Details" className="space-y-4">
          <Field id="po-description" label="Description" error={errors.description?.message}>
            {(c) => <Textarea {...c} {...form.register('description')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            {DATE_FIELDS.map(([name, label]) => (
              <Field key={name} id={`po-${name}`} label={label} error={errors[name]?.message}>
                {(c) => <Input {...c} type="date" {...form.register(name)} />}
              </Field>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Line Items">
          <PoLineEditor defaultGlCode={po.lines[0]?.glCode} />
        </SectionCard>
      </form>
    </FormProvider>
  );
}
