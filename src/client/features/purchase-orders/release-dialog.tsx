import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import type { z } from 'zod';
import { releaseSchema, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';

import { Field } from '../../components/form/field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FilePlus2 aria-hidden="true" />
          Create release
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Create release against {po.poNumber}</DialogTitle>
          <DialogDescription>
            Remaining on this blanket PO: {formatCurrency(po.blanketRemaining)}
          </DialogDescription>
        </DialogHeader>
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
            {serverError && (
              <Alert variant="destructive">
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Close
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create release'}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
