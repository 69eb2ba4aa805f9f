import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import { Building2, Landmark, MapPin, UserRound } from 'lucide-react';
import {
  ACCOUNT_TYPES,
  BUSINESS_TYPES,
  US_STATES,
  type NewVendorRequestInput,
} from '@shared/vendors/schemas';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';

type Values = NewVendorRequestInput;
export type SectionProps = {
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
};

export function FormSection({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-blue-600" aria-hidden="true" />
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

type TextKey =
  | 'companyName'
  | 'ein'
  | 'taxId'
  | 'contactPerson'
  | 'contactEmail'
  | 'contactPhone'
  | 'address'
  | 'city'
  | 'zipCode'
  | 'country'
  | 'bankName'
  | 'accountNumber'
  | 'routingNumber';

function Text({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  className,
  register,
  errors,
}: SectionProps & {
  name: TextKey;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  className?: string;
}) {
  const id = `nvr-${name}`;
  const error = errors[name]?.message;
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      {(control) => <Input {...control} type={type} autoComplete={autoComplete} {...register(name)} />}
    </Field>
  );
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((v) => ({
  value: v,
  label: v === 'checking' ? 'Checking' : 'Savings',
}));

export function CompanySection(p: SectionProps) {
  const error = p.errors.businessType?.message;
  return (
    <FormSection
      title="Company"
      icon={Building2}
      description="Legal name, business type and tax identifiers."
    >
      <Text {...p} name="companyName" label="Company Name" required autoComplete="organization" />
      <SelectField
        control={p.control}
        name="businessType"
        id="nvr-businessType"
        label="Business Type"
        required
        placeholder="Select business type"
        options={options(BUSINESS_TYPES)}
        error={error}
      />
      <Text {...p} name="ein" label="EIN" />
      <Text {...p} name="taxId" label="Tax ID" />
    </FormSection>
  );
}

export function ContactSection(p: SectionProps) {
  return (
    <FormSection title="Contact" icon={UserRound} description="Who we work with at the vendor.">
      <Text {...p} name="contactPerson" label="Contact Person" required autoComplete="name" />
      <Text {...p} name="contactEmail" label="Contact Email" required type="email" autoComplete="email" />
      <Text {...p} name="contactPhone" label="Contact Phone" type="tel" autoComplete="tel" />
    </FormSection>
  );
}

export function AddressSection(p: SectionProps) {
  const error = p.errors.state?.message;
  return (
    <FormSection title="Business Address" icon={MapPin}>
      <Text
        {...p}
        name="address"
        label="Address"
        required
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <Text {...p} name="city" label="City" required autoComplete="address-level2" />
      <SelectField
        control={p.control}
        name="state"
        id="nvr-state"
        label="State"
        required
        placeholder="Select state"
        options={options(US_STATES)}
        error={error}
      />
      <Text {...p} name="zipCode" label="ZIP Code" required autoComplete="postal-code" />
      <Text {...p} name="country" label="Country" autoComplete="country-name" />
    </FormSection>
  );
}

export function BankingSection(p: SectionProps) {
  const error = p.errors.accountType?.message;
  return (
    <FormSection
      title="Banking (optional)"
      icon={Landmark}
      description="Stored encrypted; only the last four digits are shown to anyone outside Finance."
    >
      <Text {...p} name="bankName" label="Bank Name" className="sm:col-span-2" />
      <Text {...p} name="accountNumber" label="Account Number" autoComplete="off" />
      <Text {...p} name="routingNumber" label="Routing Number" autoComplete="off" />
      <SelectField
        control={p.control}
        name="accountType"
        id="nvr-accountType"
        label="Account Type"
        placeholder="Select account type"
        options={ACCOUNT_TYPE_OPTIONS}
        error={error}
      />
    </FormSection>
  );
}
