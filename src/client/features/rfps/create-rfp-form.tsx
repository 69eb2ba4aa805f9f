import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { RFP_DEPARTMENTS } from '@shared/departments';
import { isoDate } from '@shared/format';
import {
  RFP_CATEGORIES,
  RFP_CREATED,
  createRfpSchema,
  type CreateRfp,
  type CreateRfpInput,
} from '@shared/rfps/schemas';

import { Field } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useCreateRfp } from './mutations';

/** Spec section 5: every field starts empty (the two selects with nothing chosen). */
const DEFAULTS: DefaultValues<CreateRfpInput> = {
  title: '',
  category: undefined,
  description: '',
  requirements: '',
  deadline: '',
  department: undefined,
  contactEmail: '',
  budget: '',
  vendorEmails: '',
};
const FIELDS = Object.keys(DEFAULTS);
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const CATEGORY_OPTIONS = options(RFP_CATEGORIES);
const DEPARTMENT_OPTIONS = options(RFP_DEPARTMENTS);

export const CREATE_RFP_FORM = 'New RFP';

/**
 * The inline RFP form of the hub (spec section 5): validated by the shared schema, the server's field
 * messages (a deadline in the past) under their fields. On success the form resets and `onDone` closes it.
 */
export function CreateRfpForm({ id, onDone }: { id: string; onDone: () => void }) {
  const form = useForm<CreateRfpInput, unknown, CreateRfp>({
    resolver: zodResolver(createRfpSchema),
    defaultValues: DEFAULTS,
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const create = useCreateRfp();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: CreateRfp) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: () => {
        reset(DEFAULTS);
        toast(RFP_CREATED);
        onDone();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error, FIELDS)) setFailure(errorText(error));
      },
    });
  };
  const cancel = () => {
    reset(DEFAULTS);
    setFailure(null);
    onDone();
  };

  return (
    <form
      id={id}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={CREATE_RFP_FORM}
      className="space-y-5 rounded-xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">Create New RFP</h2>
        <p className="text-sm text-muted-foreground">Fields marked * are required.</p>
      </div>
      <p className="flex gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          This RFP will be automatically sent to the listed vendor emails when you choose Send to Vendors;
          each vendor gets its own response link.
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="rfp-title"
          label="RFP Title"
          required
          error={errors.title?.message}
          className="sm:col-span-2"
        >
          {(c) => <Input {...c} placeholder="e.g. Cloud Infrastructure Services" {...register('title')} />}
        </Field>
        <SelectField
          control={control}
          name="category"
          id="rfp-category"
          label="Category"
          required
          options={CATEGORY_OPTIONS}
          placeholder="Select category"
          error={errors.category?.message}
        />
        <SelectField
          control={control}
          name="department"
          id="rfp-department"
          label="Department"
          required
          options={DEPARTMENT_OPTIONS}
          placeholder="Select department"
          error={errors.department?.message}
        />
        <Field
          id="rfp-description"
          label="Description"
          required
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <Textarea
              {...c}
              rows={3}
              placeholder="What is being sourced and why"
              {...register('description')}
            />
          )}
        </Field>
        <Field
          id="rfp-requirements"
          label="Requirements"
          required
          error={errors.requirements?.message}
          className="sm:col-span-2"
        >
          {(c) => (
            <Textarea
              {...c}
              rows={4}
              placeholder="Scope, specifications, service levels, certifications"
              {...register('requirements')}
            />
          )}
        </Field>
        <Field id="rfp-deadline" label="Response Deadline" required error={errors.deadline?.message}>
          {(c) => <Input {...c} type="date" min={isoDate(new Date())} {...register('deadline')} />}
        </Field>
        <Field id="rfp-budget" label="Budget" error={errors.budget?.message}>
          {(c) => <Input {...c} placeholder="e.g. $50,000 - $75,000" {...register('budget')} />}
        </Field>
        <Field id="rfp-contact" label="Contact Email" required error={errors.contactEmail?.message}>
          {(c) => (
            <Input
              {...c}
              type="email"
              autoComplete="email"
              placeholder="buyer@company.com"
              {...register('contactEmail')}
            />
          )}
        </Field>
        <Field
          id="rfp-vendors"
          label="Vendor Emails"
          hint="Comma separated"
          error={errors.vendorEmails?.message}
        >
          {(c) => (
            <Input {...c} placeholder="sales@vendor.com, bids@supplier.com" {...register('vendorEmails')} />
          )}
        </Field>
      </div>
      <FormActions
        onCancel={cancel}
        busy={create.isPending}
        busyLabel="Creating..."
        submitLabel="Create RFP"
        error={failure}
      />
    </form>
  );
}
