import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import type { VendorDetail } from '@shared/vendors/types';
import { vendorCan } from '@shared/vendors/policies';
import type { DbOrTx } from '../db/client';
import { runPrepared } from '../db/prepared';
import { fieldsJson } from '../db/row-json';
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

/**
 * A vendor's latest rows of `table` as a JSON array of `fields`, in the detail's statement: a correlated
 * subquery that reads them by the vendor's index, newest first by `newest` (then by id), cut to
 * SHORT_LIST.
 */
function latest<T>(
  table: PgTable,
  where: SQL,
  newest: PgColumn,
  fields: Record<string, PgColumn>,
): SQL<T[] | null> {
  const order = (from: SQL) =>
    sql`${from}${sql.identifier(newest.name)} desc, ${from}${sql.identifier('id')}`;
  return sql`(select json_agg(json_build_object(${fieldsJson(fields, 't')}) order by ${order(sql`t.`)})
    from (select * from ${table} where ${where} order by ${order(sql``)} limit ${SHORT_LIST}) t)`;
}

/**
 * One vendor with its figures, address, latest contracts, and the latest purchase orders and invoices
 * the user may see (their visibility rules in the subqueries): one statement, prepared by name.
 */
export async function getVendorDetail(db: DbOrTx, user: SessionUser, id: string): Promise<VendorDetail> {
  const c = contracts;
  const po = purchaseOrders;
  const inv = invoices;
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
        contracts: latest<VendorDetail['contracts'][number]>(c, eq(c.vendorId, vendorId), c.endDate, {
          id: c.id,
          title: c.title,
          value: c.value,
          endDate: c.endDate,
          status: c.status,
        }),
        purchaseOrders: latest<VendorDetail['purchaseOrders'][number]>(
          po,
          and(eq(po.vendorId, vendorId), visiblePurchaseOrders(user))!,
          po.createdAt,
          { id: po.id, poNumber: po.poNumber, amount: po.amount, status: po.status, createdAt: po.createdAt },
        ),
        invoices: latest<VendorDetail['invoices'][number]>(
          inv,
          and(eq(inv.vendorId, vendorId), visibleInvoices(user))!,
          inv.invoiceDate,
          {
            id: inv.id,
            invoiceNumber: inv.invoiceNumber,
            amount: inv.amount,
            status: inv.status,
            invoiceDate: inv.invoiceDate,
          },
        ),
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
