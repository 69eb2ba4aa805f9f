import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES, FISCAL_YEAR_STARTS } from '@shared/admin/settings';
import {
  SETTINGS_SAVED,
  THRESHOLD_FIELDS,
  settingsUpdateSchema,
  type SettingsForm as Input,
  type SettingsUpdate,
  type SystemSettings,
} from '@shared/admin/settings-schemas';

import { Field } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Input as TextInput } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useSaveSettings } from './settings-queries';

const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = {
  USD: 'USD — US Dollar',
  EUR: 'EUR — Euro',
  GBP: 'GBP — British Pound',
};

/** The form's values: the settings, and the `updatedAt` they were read at (a save over a newer one is refused). */
const valuesOf = ({ can: _c, ...values }: SystemSettings): Input => values;

type NumberKey = Exclude<
  keyof Input,
  'companyName' | 'fiscalYearStart' | 'defaultCurrency' | 'payablesSeparationOfDuties' | 'updatedAt'
>;

/** A number input of the form, with its field message. */
function NumberField({
  form,
  name,
  label,
  hint,
  readOnly,
}: {
  form: UseFormReturn<Input, unknown, SettingsUpdate>;
  name: NumberKey;
  label: string;
  hint?: string;
  readOnly: boolean;
}) {
  const id = `settings-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={form.formState.errors[name]?.message}>
      {(control) => (
        <TextInput
          {...control}
          type="number"
          step="any"
          min="0"
          readOnly={readOnly}
          {...form.register(name)}
        />
      )}
    </Field>
  );
}

/** The System Settings form: 'Save Settings' validates with the shared schema, saves, and toasts. */
export function SettingsForm({ settings }: { settings: SystemSettings }) {
  const readOnly = !settings.can.update;
  const form = useForm<Input, unknown, SettingsUpdate>({
    resolver: zodResolver(settingsUpdateSchema),
    defaultValues: valuesOf(settings),
  });
  const save = useSaveSettings();
  const errors = form.formState.errors;
  const onValid = (values: SettingsUpdate) =>
    save.mutate(values, {
      onSuccess: () => toast(SETTINGS_SAVED),
      onError: (error) => {
        if (!applyServerErrors(form, error)) toast({ title: errorText(error), variant: 'destructive' });
      },
    });

  return (
    <form aria-label="System Settings" noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      {readOnly ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
          You can view the system settings; changing them takes the system configuration permission.
        </p>
      ) : null}
      <SectionCard title="General" className="grid gap-4 sm:grid-cols-3">
        <Field id="settings-companyName" label="Company Name" required error={errors.companyName?.message}>
          {(control) => <TextInput {...control} readOnly={readOnly} {...form.register('companyName')} />}
        </Field>
        <SelectField
          control={form.control}
          name="fiscalYearStart"
          id="settings-fiscalYearStart"
          label="Fiscal Year Start"
          options={FISCAL_YEAR_STARTS.map((m) => ({ value: m, label: m }))}
          error={errors.fiscalYearStart?.message}
          disabled={readOnly}
        />
        <SelectField
          control={form.control}
          name="defaultCurrency"
          id="settings-defaultCurrency"
          label="Default Currency"
          options={CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }))}
          error={errors.defaultCurrency?.message}
          disabled={readOnly}
        />
      </SectionCard>

      <SectionCard title="Approval Thresholds" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {THRESHOLD_FIELDS.map((f) => (
          <NumberField key={f.key} form={form} name={f.key} label={f.label} readOnly={readOnly} />
        ))}
        <p className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
          Requests under the auto-approve threshold are approved at once; each higher threshold adds the
          workflow steps that start above it. Each threshold must be greater than the one before.
        </p>
      </SectionCard>

      <SectionCard title="3-Way Match & Payables" className="grid gap-4 sm:grid-cols-3">
        <NumberField
          form={form}
          name="priceTolerancePercent"
          label="Price Tolerance (%)"
          hint="Unit price difference per line a match accepts."
          readOnly={readOnly}
        />
        <NumberField
          form={form}
          name="priceToleranceAmount"
          label="Price Tolerance (Amount)"
          hint="…or this much per unit, whichever is larger."
          readOnly={readOnly}
        />
        <NumberField
          form={form}
          name="poChangeTolerancePercent"
          label="PO Change Tolerance (%)"
          hint="A PO edit raising the amount by more goes back through approval."
          readOnly={readOnly}
        />
        <div className="flex items-center gap-3 sm:col-span-3">
          <Controller
            control={form.control}
            name="payablesSeparationOfDuties"
            render={({ field }) => (
              <Switch
                id="settings-payablesSeparationOfDuties"
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={readOnly}
              />
            )}
          />
          <label htmlFor="settings-payablesSeparationOfDuties" className="text-sm">
            Separation of duties: whoever enters an invoice may not approve or pay it
          </label>
        </div>
      </SectionCard>

      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Settings'}
          </Button>
        </div>
      )}
    </form>
  );
}
