import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import type { z } from 'zod';
import { releaseSchema, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { Field } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { emptyLine } from './line-fields';
import { PoLineEditor } from './po-line-editor';
import { useCreateRelease } from './mutations';

type Input = z.input<typeof releaseSchema>;
type Output = z.output<typeof releaseSchema>;

function defaults(po: PurchaseOrderDetail): Input {
  const first = po.lines[0];
  return {
    description: '',
    lines: [
      first
        ? {
            ...emptyLine(first.glCode),
            description: first.description,
            productNumber: first.productNumber,
            unitPrice: first.unitPrice,
            unitOfMeasure: first.unitOfMeasure,
          }
        : emptyLine(),
    ],
  };
}

/** Create release: a new PO drawn against the blanket PO, refused by the server above the remaining limit. */
export function ReleaseDialog({ po }: { po: PurchaseOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(releaseSchema),
    defaultValues: defaults(po),
  });
  const create = useCreateRelease(po.id);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      form.reset(defaults(po));
      setServerError(null);
    }
  }

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    create.mutate(values as Input, {
      onSuccess: (release) => {
        toast({
          title: 'Release created',
          description: `${release.poNumber} was drawn against ${po.poNumber}.`,
        });
        setOpen(false);
      },
      onError: (e) => setServerError(errorText(e)),
    });
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline">
          <FilePlus2 aria-hidden="true" />
          Create release
        </Button>
      }
      title={`Create release against ${po.poNumber}`}
      description={`Remaining on this blanket PO: ${formatCurrency(po.blanketRemaining)}`}
      className="max-w-4xl"
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            id="release-description"
            label="Release description"
            error={form.formState.errors.description?.message}
          >
            {(c) => <Input {...c} {...form.register('description')} />}
          </Field>
          <PoLineEditor defaultGlCode={po.lines[0]?.glCode} />
          <FormActions
            cancelLabel="Close"
            error={serverError}
            onCancel={() => setOpen(false)}
            busy={create.isPending}
            busyLabel="Creating..."
            submitLabel="Create release"
          />
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
