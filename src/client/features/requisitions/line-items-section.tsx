import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { formatCurrency } from '@shared/format';

import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { emptyLine, previewTotal, type FormValues } from './form-values';
import { LineItemFields } from './line-item-fields';

/** The request's lines: add and remove (at least one stays), live line totals and the request total. */
export function LineItemsSection() {
  const { control, formState } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  const lines = useWatch({ control, name: 'lineItems' }) ?? [];
  const requestType = useWatch({ control, name: 'requestType' });
  const blanket = requestType === 'blanket-po';
  const listError = formState.errors.lineItems?.message ?? formState.errors.lineItems?.root?.message;

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Line Items</CardTitle>
          <CardDescription>
            {blanket
              ? 'Products released against this blanket PO, with expected quantities and estimated prices.'
              : 'What you need: line total = quantity × unit price.'}
          </CardDescription>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyLine())}>
          <Plus aria-hidden="true" />
          Add Line Item
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {fields.map((field, index) => (
          <LineItemFields
            key={field.id}
            index={index}
            blanket={blanket}
            line={lines[index]}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
        {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
        <div className="flex items-center justify-end gap-3 border-t pt-4">
          <span className="text-sm font-medium text-muted-foreground" id="request-total-label">
            Request Total
          </span>
          <output
            aria-labelledby="request-total-label"
            aria-live="polite"
            className="text-xl font-bold text-slate-900"
            data-testid="request-total"
          >
            {formatCurrency(previewTotal(lines))}
          </output>
        </div>
      </CardContent>
    </Card>
  );
}
