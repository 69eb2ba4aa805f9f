import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { FileCheck2 } from 'lucide-react';
import {
  DEFAULT_COUNTRY,
  newVendorRequestSchema,
  type NewVendorRequest,
  type NewVendorRequestInput,
} from '@shared/vendors/schemas';

import { Field } from '../../components/form/field';
import { FormActions } from '../../components/form/form-actions';
import { applyServerErrors, serverFieldError } from '../../components/form/server-errors';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { DocumentsSection, type ChosenFiles } from './documents-section';
import {
  AddressSection,
  BankingSection,
  CompanySection,
  ContactSection,
  FormSection,
} from './vendor-form-sections';
import { newRequestId, vendorRequestFormData } from './vendor-files';
import { useSubmitVendorRequest } from './mutations';

/** Spec section 8. */
const SUBMITTED = {
  title: 'Request Submitted',
  description: 'Your new vendor request has been submitted for review.',
};
const FAILED = { title: 'Error', description: 'Failed to submit vendor request. Please try again.' };

const DEFAULTS: DefaultValues<NewVendorRequestInput> = {
  companyName: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  ein: '',
  taxId: '',
  address: '',
  city: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  bankName: '',
  accountNumber: '',
  routingNumber: '',
  justification: '',
  supportingDocuments: [],
};

const FORM_FIELDS = [...Object.keys(DEFAULTS), 'businessType', 'state', 'accountType'];

/** What another screen may fill in ahead (an RFP awarded to a vendor not yet in the vendor master). */
export const PREFILL_FIELDS = ['companyName', 'contactPerson', 'contactEmail', 'justification'] as const;
export type VendorPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;

/** The prefill carried by a query string (`?companyName=…&justification=…`): only those fields, non-empty. */
export function prefillFromQuery(search: string): VendorPrefill {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    PREFILL_FIELDS.flatMap((f) => (params.get(f)?.trim() ? [[f, params.get(f)!.slice(0, 2000)]] : [])),
  );
}

/** The New Vendor Request form: validated by the shared schema, posted as multipart with its files. */
export function NewVendorForm({ prefill = {} }: { prefill?: VendorPrefill }) {
  const [, navigate] = useLocation();
  const [files, setFiles] = useState<ChosenFiles>({ w9: null, supporting: [] });
  const [fileErrors, setFileErrors] = useState<{ w9?: string; supporting?: string }>({});
  const form = useForm<NewVendorRequestInput, unknown, NewVendorRequest>({
    resolver: zodResolver(newVendorRequestSchema),
    defaultValues: { ...DEFAULTS, ...prefill },
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submit = useSubmitVendorRequest();

  // The raw form values go out (the server parses them with the same schema).
  const onValid = () => {
    setFileErrors({});
    const values = form.getValues();
    submit.mutate(vendorRequestFormData(values, files, newRequestId()), {
      onSuccess: () => {
        toast(SUBMITTED);
        navigate('/vendors');
      },
      onError: (error) => {
        toast({ ...FAILED, variant: 'destructive' });
        setFileErrors({
          w9: serverFieldError(error, 'w9'),
          supporting: serverFieldError(error, 'supportingDocuments'),
        });
        applyServerErrors(form, error, FORM_FIELDS);
      },
    });
  };
  const justificationError = errors.justification?.message;

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="New Vendor Request" className="space-y-5">
      <CompanySection register={register} control={control} errors={errors} />
      <ContactSection register={register} control={control} errors={errors} />
      <AddressSection register={register} control={control} errors={errors} />
      <BankingSection register={register} control={control} errors={errors} />
      <DocumentsSection files={files} onChange={setFiles} serverErrors={fileErrors} />
      <FormSection title="Business Justification" icon={FileCheck2}>
        <Field
          id="nvr-justification"
          label="Business Justification"
          required
          error={justificationError}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              placeholder="Why do we need this vendor?"
              {...register('justification')}
            />
          )}
        </Field>
      </FormSection>
      <FormActions
        onCancel={() => navigate('/vendors')}
        busy={submit.isPending}
        busyLabel="Submitting..."
        submitLabel="Submit Request"
      />
    </form>
  );
}
