import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { VendorDetail } from '@shared/vendors/types';
import { vendorCan } from '@shared/vendors/policies';
import type { DbOrTx } from '../db/client';
import { runPrepared } from '../db/prepared';
import { vendors } from '../db/schema/vendors';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { contracts } from '../db/schema/contracts';
import { notFound } from '../http/errors';
import { qualified } from '../lib/names';
import { visibleInvoices } from '../access/invoices';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { spendYear, vendorColumns } from './queries';

/** How many of a vendor's latest contracts, purchase orders and invoices its detail lists. */
const SHORT_LIST = 10;

const vendorId = qualified(vendors.id);

type Listed = VendorDetail['purchaseOrders'][number];

/**
 * A vendor's latest rows of one kind as a JSON array, in the detail's statement: a correlated subquery
 * that reads them by the vendor's index, newest first by `newest` (then by id), cut to SHORT_LIST.
 * `fields` are the JSON object's entries over the rows as `t` (numerics as text, as the driver answers).
 */
function latest(table: SQL, where: SQL, newest: string, fields: SQL): SQL {
  const order = (qualifier: SQL) =>
    sql`${qualifier}${sql.identifier(newest)} desc, ${qualifier}${sql.identifier('id')}`;
  return sql`(select json_agg(json_build_object(${fields}) order by ${order(sql`t.`)}) from (
    select * from ${table} where ${where} order by ${order(sql``)} limit ${SHORT_LIST}) t)`;
}

/**
 * One vendor with its figures, address, latest contracts, and the latest purchase orders and invoices
 * the user may see (their visibility rules in the subqueries): one statement, prepared by name.
 */
export async function getVendorDetail(db: DbOrTx, user: SessionUser, id: string): Promise<VendorDetail> {
  const t = (column: string) => sql`t.${sql.identifier(column)}`;
  const [row] = await runPrepared(
    db
      .select({
        ...vendorColumns(spendYear()),
        address: vendors.address,
        city: vendors.city,
        state: vendors.state,
        zipCode: vendors.zipCode,
        country: vendors.country,
        ein: vendors.ein,
        createdAt: vendors.createdAt,
        contracts: sql<VendorDetail['contracts'] | null>`${latest(
          sql`${contracts}`,
          eq(contracts.vendorId, vendorId),
          'end_date',
          sql`'id', ${t('id')}, 'title', ${t('title')}, 'value', ${t('value')}::text,
            'endDate', ${t('end_date')}, 'status', ${t('status')}`,
        )}`,
        purchaseOrders: sql<Listed[] | null>`${latest(
          sql`${purchaseOrders}`,
          and(eq(purchaseOrders.vendorId, vendorId), visiblePurchaseOrders(user))!,
          'created_at',
          sql`'id', ${t('id')}, 'poNumber', ${t('po_number')}, 'amount', ${t('amount')}::text,
            'status', ${t('status')}, 'createdAt', ${t('created_at')}`,
        )}`,
        invoices: sql<VendorDetail['invoices'] | null>`${latest(
          sql`${invoices}`,
          and(eq(invoices.vendorId, vendorId), visibleInvoices(user))!,
          'invoice_date',
          sql`'id', ${t('id')}, 'invoiceNumber', ${t('invoice_number')}, 'amount', ${t('amount')}::text,
            'status', ${t('status')}, 'invoiceDate', ${t('invoice_date')}`,
        )}`,
      })
      .from(vendors)
      .where(eq(vendors.id, id)),
  );
  if (!row) throw notFound('Vendor');
  const { contracts: contractRows, purchaseOrders: poRows, invoices: invoiceRows, ...vendor } = row;
  return {
    ...vendor,
    createdAt: vendor.createdAt.toISOString(),
    contracts: contractRows ?? [],
    purchaseOrders: (poRows ?? []).map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() })),
    invoices: invoiceRows ?? [],
    can: vendorCan(user, vendor),
  };
}
