import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { FileCheck2 } from 'lucide-react';
import {
  DEFAULT_COUNTRY,
  newVendorRequestSchema,
  type NewVendorRequest,
  type NewVendorRequestInput,
} from '@shared/vendors/schemas';

import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { DocumentsSection, type ChosenFiles } from './documents-section';
import { FormField, invalidProps } from './form-field';
import {
  AddressSection,
  BankingSection,
  CompanySection,
  ContactSection,
  FormSection,
} from './vendor-form-sections';
import { newRequestId, vendorRequestFormData } from './vendor-files';
import { VENDOR_REQUESTS_URL, postVendorRequest } from './vendor-api';

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

const FORM_FIELDS = new Set<string>([...Object.keys(DEFAULTS), 'businessType', 'state', 'accountType']);
const first = (v: string[] | string | undefined) => (Array.isArray(v) ? v[0] : v);

/** The New Vendor Request form: validated by the shared schema, posted as multipart with its files. */
export function NewVendorForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ChosenFiles>({ w9: null, supporting: [] });
  const [fileErrors, setFileErrors] = useState<{ w9?: string; supporting?: string }>({});
  const form = useForm<NewVendorRequestInput, unknown, NewVendorRequest>({
    resolver: zodResolver(newVendorRequestSchema),
    defaultValues: DEFAULTS,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const submit = useMutation({
    mutationFn: (values: NewVendorRequestInput) =>
      postVendorRequest(vendorRequestFormData(values, files, newRequestId())),
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [VENDOR_REQUESTS_URL] });
      toast(SUBMITTED);
      navigate('/vendors');
    },
    onError: (error) => {
      toast({ ...FAILED, variant: 'destructive' });
      if (!(error instanceof ApiError) || !error.fieldErrors) return;
      const fe = error.fieldErrors;
      setFileErrors({ w9: first(fe.w9), supporting: first(fe.supportingDocuments) });
      for (const [key, value] of Object.entries(fe)) {
        const message = first(value);
        if (message && FORM_FIELDS.has(key)) {
          setError(key as FieldPath<NewVendorRequestInput>, { type: 'server', message });
        }
      }
    },
  });

  // The raw form values go out (the server parses them with the same schema).
  const onValid = () => {
    setFileErrors({});
    submit.mutate(form.getValues());
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
        <FormField
          id="nvr-justification"
          label="Business Justification"
          required
          error={justificationError}
          className="sm:col-span-2"
        >
          <Textarea
            id="nvr-justification"
            rows={4}
            placeholder="Why do we need this vendor?"
            {...register('justification')}
            {...invalidProps('nvr-justification', justificationError)}
          />
        </FormField>
      </FormSection>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate('/vendors')}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
