import { useState, type FormEvent } from 'react';
import { WEIGHTS_MESSAGE, rfpWeightsSchema, type RfpDetail, type RfpWeights } from '@shared/rfps/sourcing';

import { Field, FieldError } from '../../components/form/field';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorText } from '../../lib/api';
import { useSaveRfpWeights } from './mutations';

type Key = keyof RfpWeights;
const WEIGHTS: { key: Key; label: string }[] = [
  { key: 'price', label: 'Price (%)' },
  { key: 'delivery', label: 'Delivery (%)' },
  { key: 'onTime', label: 'On-time record (%)' },
];
type Draft = Record<Key, string>;
type Errors = Partial<Record<Key | 'sum', string>>;

const toDraft = (w: RfpWeights): Draft => ({
  price: String(w.price),
  delivery: String(w.delivery),
  onTime: String(w.onTime),
});
const asNumber = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** Field messages of the weights, the "add up to 100" one apart (it is about all three). */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.message === WEIGHTS_MESSAGE ? 'sum' : (String(issue.path[0]) as Key);
    out[key] ??= issue.message;
  }
  return out;
}

/** The comparison's weights (price, delivery, on-time record), whole percent adding up to 100. */
export function RfpWeightsEditor({ rfp }: { rfp: RfpDetail }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(rfp.weights));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveRfpWeights(rfp.id);
  const sum = WEIGHTS.reduce((total, { key }) => total + (Number(draft[key]) || 0), 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = rfpWeightsSchema.safeParse({
      price: asNumber(draft.price),
      delivery: asNumber(draft.delivery),
      onTime: asNumber(draft.onTime),
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (detail) => {
        setDraft(toDraft(detail.weights));
        toast({
          title: 'Weights Saved',
          description: `Price ${detail.weights.price}%, delivery ${detail.weights.delivery}%, on-time record ${detail.weights.onTime}%.`,
        });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const placed = errorsOf(Object.entries(fields).map(([k, message]) => ({ path: [k], message })));
        setErrors(Object.keys(placed).length ? placed : { sum: errorText(error) });
      },
    });
  };

  return (
    <SectionCard title="Comparison Weights">
      <form onSubmit={submit} noValidate aria-label="Comparison weights" className="space-y-3">
        <p className="text-sm text-muted-foreground">
          How the weighted score ranks the responses. Whole percent, adding up to 100.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {WEIGHTS.map(({ key, label }) => (
            <Field key={key} id={`rfp-weight-${key}`} label={label} error={errors[key]}>
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  value={draft[key]}
                  onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className={sum === 100 ? 'text-sm text-muted-foreground' : 'text-sm text-amber-700'}
            aria-live="polite"
          >
            Total: {sum}%
          </p>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Weights'}
          </Button>
        </div>
        <FieldError message={errors.sum} />
      </form>
    </SectionCard>
  );
}
