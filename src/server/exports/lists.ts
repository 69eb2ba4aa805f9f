import { z } from 'zod';
import type { SessionUser } from '@shared/auth/types';
import type { Permission } from '@shared/auth/roles';
import { hasPermission } from '@shared/policy';
import type { ExportList } from '@shared/exports/schemas';
import type { DbOrTx } from '../db/client';
import { listQuery as requisitionQuery } from '../requisitions/routes';
import { listRequisitions } from '../requisitions/queries';
import { listQuery as approvalQuery } from '../approvals/routes';
import { listAwaiting } from '../approvals/queries';
import { contractListQuery } from '../contracts/routes';
import { listContracts } from '../contracts/queries';
import { listQuery as poQuery } from '../purchase-orders/routes';
import { listPurchaseOrders } from '../purchase-orders/queries';
import { vendorListQuery } from '../vendors/routes';
import { listVendors } from '../vendors/queries';
import { invoiceListQuery } from '../invoices/routes';
import { listInvoices } from '../invoices/queries';
import { rfpListQuery } from '../rfps/routes';
import { listRfps } from '../rfps/queries';
import { directQuery } from '../cost-savings/routes';
import { listDirectSavings } from '../cost-savings/queries';
import { auditQuery } from '../admin/audit-routes';
import { listAuditLog } from '../admin/audit-log';
import { adminUsersQuery } from '../admin/users/routes';
import { listUsers } from '../admin/users/queries';
import { forbidden } from '../http/errors';
import { auditLogColumns, userColumns } from './admin-columns';
import type { Column } from './format';
import { invoiceColumns, invoiceHistoryColumns, listColumns } from './columns';

type Page = { limit: number; offset: number };
/** A list query schema: the list's own filters and sort plus limit and offset (http/list.ts). */
type ListSchema = z.ZodObject<z.ZodRawShape>;

/**
 * An exportable list: its screen's query (filters, sort), read through the list's own query function —
 * so its filters, order and visibility are the list's — and the columns of its file.
 */
export type ListExport = {
  name: ExportList;
  /** The file's and the sheet's name. */
  title: string;
  /** The list's query string schema without paging: what the export takes besides `format`. */
  filters: ListSchema;
  /** One page of rows, as the list would answer it, of the filters given as query-string values. */
  reader: (db: DbOrTx, user: SessionUser, raw: Record<string, unknown>) => (page: Page) => Promise<unknown[]>;
  columns: Column<unknown>[];
  /** The permission the list's own route asks for (none: every signed-in user, the list's visibility). */
  permission?: Permission;
};

function define<S extends ListSchema, T>(def: {
  name: ExportList;
  title: string;
  query: S;
  read: (db: DbOrTx, user: SessionUser, q: z.output<S>) => Promise<{ rows: T[] }>;
  columns: Column<T>[];
  permission?: Permission;
}): ListExport {
  const { permission } = def;
  return {
    name: def.name,
    title: def.title,
    permission,
    filters: z.object(
      Object.fromEntries(
        Object.entries(def.query.shape).filter(([key]) => key !== 'limit' && key !== 'offset'),
      ),
    ),
    reader: (db, user, raw) => {
      // Parsed as the list's route parses it (the same defaults and transforms); paging is the export's.
      const q = def.query.parse({ ...raw, limit: undefined, offset: undefined });
      return async (page) => {
        // Checked again at each read: a job writes the file later, when the user may have lost the right.
        if (permission && !hasPermission(user, permission)) throw forbidden();
        return (await def.read(db, user, { ...q, ...page })).rows;
      };
    },
    columns: def.columns as Column<unknown>[],
  };
}

export const LIST_EXPORTS: ListExport[] = [
  define({
    name: 'requisitions',
    title: 'Requisitions',
    query: requisitionQuery,
    read: listRequisitions,
    columns: listColumns.requisitions,
  }),
  define({
    name: 'approvals',
    title: 'Approvals',
    query: approvalQuery,
    read: (db, user, q) => listAwaiting(db, user, q),
    columns: listColumns.approvals,
  }),
  define({
    name: 'contracts',
    title: 'Contracts',
    query: contractListQuery,
    read: (db, _user, q) => listContracts(db, q),
    columns: listColumns.contracts,
  }),
  define({
    name: 'purchase-orders',
    title: 'Purchase Orders',
    query: poQuery,
    read: listPurchaseOrders,
    columns: listColumns.purchaseOrders,
  }),
  define({
    name: 'vendors',
    title: 'Vendors',
    query: vendorListQuery,
    read: (db, _user, q) => listVendors(db, q),
    columns: listColumns.vendors,
  }),
  define({
    name: 'invoices',
    title: 'Invoices',
    query: invoiceListQuery,
    read: listInvoices,
    columns: invoiceColumns,
  }),
  define({
    name: 'invoice-history',
    title: 'Invoice History',
    query: invoiceListQuery,
    read: listInvoices,
    columns: invoiceHistoryColumns,
  }),
  define({ name: 'rfps', title: 'RFPs', query: rfpListQuery, read: listRfps, columns: listColumns.rfps }),
  define({
    name: 'direct-savings',
    title: 'Direct Savings',
    query: directQuery,
    read: (db, _user, q) => listDirectSavings(db, q),
    columns: listColumns.directSavings,
  }),
  define({
    name: 'audit-log',
    title: 'Audit Log',
    query: auditQuery,
    read: (db, _user, q) => listAuditLog(db, q),
    columns: auditLogColumns,
    permission: 'access_administration',
  }),
  define({
    name: 'users',
    title: 'Users',
    query: adminUsersQuery,
    read: listUsers,
    columns: userColumns,
    permission: 'access_administration',
  }),
];

export const listExport = (name: string): ListExport | undefined => LIST_EXPORTS.find((l) => l.name === name);
