import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { releaseSchema, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';

import { FormActions } from '../../components/form/form-actions';
import { Field } from '../../components/form/field';
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

/** The release form of `ReleaseDialog` (loaded when the dialog first opens): fresh each time it opens. */
export function ReleaseForm({ po, onDone }: { po: PurchaseOrderDetail; onDone: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(releaseSchema),
    defaultValues: defaults(po),
  });
  const create = useCreateRelease(po.id);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    create.mutate(values as Input, {
      onSuccess: (release) => {
        toast({
          title: 'Release created',
          description: `${release.poNumber} was drawn against ${po.poNumber}.`,
        });
        onDone();
      },
      onError: (e) => setServerError(errorText(e)),
    });
  });

  return (
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
          onCancel={onDone}
          busy={create.isPending}
          busyLabel="Creating..."
          submitLabel="Create release"
        />
      </form>
    </FormProvider>
  );
}
