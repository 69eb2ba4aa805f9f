import type { IntegrationType } from '@shared/vendors/schemas';

/** Spec section 8 vendor toasts. */
export const NO_INTEGRATION = {
  title: 'No Integration',
  description: "This vendor doesn't have catalog integration available.",
} as const;
export const SIMULATING_PUNCHOUT = 'Simulating PunchOut';

export const INTEGRATION_LABELS: Record<IntegrationType, string> = {
  cxml: 'cXML PunchOut',
  oci: 'OCI PunchOut',
  hosted: 'Hosted catalog',
  none: 'None',
};

export type ShopToast = { title: string; description: string; variant: 'default' | 'destructive' };

/** What Shop shows: no integration → the destructive 'No Integration'; cxml, oci or hosted → 'Simulating PunchOut'. */
export function shopToast(vendor: { name: string; integrationType: IntegrationType }): ShopToast {
  if (vendor.integrationType === 'none') return { ...NO_INTEGRATION, variant: 'destructive' };
  return {
    title: SIMULATING_PUNCHOUT,
    description: `Opening the ${vendor.name} catalog via ${INTEGRATION_LABELS[vendor.integrationType]}...`,
    variant: 'default',
  };
}
