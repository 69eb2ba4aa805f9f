import { PAYMENT_TERMS, type PaymentTerms } from '@shared/invoices/schemas';

/**
 * What the PDF of a purchase order shows (gathered by data.ts, drawn by render.ts): plain values, so
 * the drawing is a pure function of them. Money is numeric strings, dates YYYY-MM-DD or timestamps.
 */
export type PoPdfLine = {
  lineNo: number;
  productNumber: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  total: string;
};

export type PoPdfData = {
  /** The system setting `companyName`: the buyer on the order. */
  companyName: string;
  /** The system setting `defaultCurrency` the amounts are shown in (USD when not told). */
  currency?: string;
  poNumber: string;
  revision: number;
  /** When the order was approved (else raised). */
  orderDate: Date;
  issuedAt: Date | null;
  /** The date the goods or services are needed by (the request's), YYYY-MM-DD. */
  deliveryDate: string | null;
  paymentTerms: string;
  department: string;
  requester: string | null;
  description: string;
  vendor: {
    name: string;
    contactName: string | null;
    email: string | null;
    phone: string | null;
    /** Street, city/state/ZIP and country, each a line (empty ones left out). */
    address: string[];
  };
  /** Where to deliver (the request's shipping address and delivery location), when known. */
  shipTo: string[];
  contract: {
    number: string | null;
    title: string | null;
    startDate: string | null;
    endDate: string | null;
  } | null;
  /** A blanket PO: the most its releases may draw, and when they may be drawn (YYYY-MM-DD). */
  blanket: { limit: string | null; validFrom: string | null; validTo: string | null } | null;
  lines: PoPdfLine[];
  subtotal: string;
  total: string;
};

/**
 * Payment terms printed on every order. POs carry no terms of their own yet; this is the default the
 * invoices take (Net 30), so the order and its invoices agree.
 */
export const PO_PAYMENT_TERMS: PaymentTerms = PAYMENT_TERMS[0];

/** The conditions printed under the totals (short, plain, and true of how Procura handles the order). */
export const PO_CONDITIONS = [
  'Quote the purchase order number on every delivery note, invoice and piece of correspondence.',
  'Invoices are matched against this order and the goods received; quantities or prices above the order are held until resolved.',
  'Deliver by the delivery date to the ship-to address; tell the buyer at once of any delay.',
  'Changes to this order are valid only as a revised purchase order.',
];

/** The file name of a PO's PDF, as attached and downloaded. */
export const poPdfFileName = (poNumber: string) => `${poNumber}.pdf`;
