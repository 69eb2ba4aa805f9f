import {
  INVOICE_FILE_EXTENSIONS,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILE_MESSAGE,
} from '@shared/invoices/schemas';

export const INVOICE_FILE_ACCEPT = INVOICE_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Why an invoice attachment is refused (type or over 10 MB), or null. */
export function invoiceFileProblem(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(INVOICE_FILE_EXTENSIONS as readonly string[]).includes(ext)) return INVOICE_FILE_MESSAGE;
  if (file.size > INVOICE_FILE_MAX_BYTES) return 'The file is too large (10 MB at most).';
  return null;
}
