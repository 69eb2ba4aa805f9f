import { sql } from 'drizzle-orm';
import { ANOMALY_LIMITS } from '@shared/analytics/anomalies';
import { queryRows, type DbOrTx } from '../../db/client';
import { day, daysApart, money, type Finding } from './found';

/*
 * The rules about single invoices, each read for the invoices entered since `since` only (an index
 * range on invoices.created_at): every invoice is looked at when it is new, and a finding is added
 * once (its dedupe key), however often the detection runs. Rejected invoices are left out.
 */

type Invoice = {
  id: string;
  invoice_number: string;
  vendor_id: string;
  vendor_name: string;
  amount: string;
  invoice_date: string;
  po_id: string | null;
  po_department: string | null;
  po_requestor_id: string | null;
};

const INVOICE_COLUMNS = sql`n.id, n.invoice_number, n.vendor_id, v.name as vendor_name, n.amount::text as amount,
  n.invoice_date::text as invoice_date, n.po_id, n.po_department, n.po_requestor_id`;

/** The invoices entered since `since` (invoices_created_idx), rejected ones left out. */
const newInvoices = (since: Date) =>
  sql`n.created_at > ${since.toISOString()}::timestamptz and n.status <> 'rejected'`;

type Dated = { id: string; date: string; created: string };
/** The later of two invoices: invoice date, then entry time, then id (all fixed-width texts). */
const later = (a: Dated, b: Dated) =>
  a.date !== b.date ? a.date > b.date : a.created !== b.created ? a.created > b.created : a.id > b.id;

/**
 * Duplicate invoices: another invoice of the same vendor for the same amount dated at most 7 days
 * before or after (by the vendor-and-date index). The alert is about the newer of the two (later
 * invoice date, then later entry): its key is that invoice's, so three copies make two alerts.
 */
export async function duplicateInvoices(db: DbOrTx, since: Date): Promise<Finding[]> {
  const window = ANOMALY_LIMITS.duplicateWindowDays;
  const rows = await queryRows<
    Invoice & {
      created_at: string;
      o_id: string;
      o_number: string;
      o_date: string;
      o_created_at: string;
      o_po_id: string | null;
      o_po_department: string | null;
      o_po_requestor_id: string | null;
    }
  >(
    db,
    sql`select ${INVOICE_COLUMNS}, to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created_at,
          o.id as o_id, o.invoice_number as o_number, o.invoice_date::text as o_date,
          to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as o_created_at,
          o.po_id as o_po_id, o.po_department as o_po_department, o.po_requestor_id as o_po_requestor_id
        from invoices n
        join vendors v on v.id = n.vendor_id
        join lateral (
          select o.* from invoices o
          where o.vendor_id = n.vendor_id
            and o.invoice_date between n.invoice_date - ${window}::int and n.invoice_date + ${window}::int
            and o.amount = n.amount and o.id <> n.id and o.status <> 'rejected'
          order by abs(o.invoice_date - n.invoice_date), o.created_at, o.id
          limit 1
        ) o on true
        where ${newInvoices(since)}`,
  );
  const found = new Map<string, Finding>();
  for (const r of rows) {
    const mine = { id: r.id, number: r.invoice_number, date: r.invoice_date, created: r.created_at };
    const other = { id: r.o_id, number: r.o_number, date: r.o_date, created: r.o_created_at };
    const mineIsNewer = later(mine, other);
    const [newer, older] = mineIsNewer ? [mine, other] : [other, mine];
    const newerPo = mineIsNewer
      ? { po: r.po_id, department: r.po_department, requestor: r.po_requestor_id }
      : { po: r.o_po_id, department: r.o_po_department, requestor: r.o_po_requestor_id };
    const apart = daysApart(newer.date, older.date);
    const dedupeKey = `duplicate-invoice:${newer.id}`;
    found.set(dedupeKey, {
      rule: 'duplicate-invoice',
      dedupeKey,
      type: 'warning',
      title: `Possible duplicate invoice ${newer.number}`,
      description: `${newer.number} from ${r.vendor_name} for ${money(r.amount)} (${day(newer.date)}) matches ${older.number} (${day(older.date)}): same vendor and amount, ${apart === 0 ? 'the same day' : apart === 1 ? '1 day apart' : `${apart} days apart`}. Put it on hold until Finance confirms.`,
      action: 'Put on Hold',
      invoiceId: newer.id,
      poId: newerPo.po,
      vendorId: r.vendor_id,
      department: newerPo.department,
      requestorId: newerPo.requestor,
      details: {
        invoiceNumber: newer.number,
        duplicateOfId: older.id,
        duplicateOfNumber: older.number,
        amount: r.amount,
        invoiceDate: newer.date,
        duplicateOfDate: older.date,
        daysApart: apart,
      },
    });
  }
  return [...found.values()];
}

/** Invoices that name no purchase order (maverick spend): one alert each, for Finance. */
export async function invoicesWithoutPo(db: DbOrTx, since: Date): Promise<Finding[]> {
  const rows = await queryRows<Invoice>(
    db,
    sql`select ${INVOICE_COLUMNS} from invoices n join vendors v on v.id = n.vendor_id
        where ${newInvoices(since)} and n.po_id is null`,
  );
  return rows.map((r) => ({
    rule: 'invoice-without-po',
    dedupeKey: `invoice-without-po:${r.id}`,
    type: 'info',
    title: `Invoice without a PO: ${r.invoice_number}`,
    description: `${r.invoice_number} from ${r.vendor_name} for ${money(r.amount)} (${day(r.invoice_date)}) names no purchase order, so it cannot be matched against an approved order or a receipt.`,
    action: 'Notify Finance',
    invoiceId: r.id,
    vendorId: r.vendor_id,
    details: { invoiceNumber: r.invoice_number, amount: r.amount, invoiceDate: r.invoice_date },
  }));
}

/**
 * Spend after contract expiry: an invoice dated after the end of its vendor's latest contract (drafts
 * are not in force). One alert per vendor and contract, about the earliest such invoice of the run.
 */
export async function spendAfterContractExpiry(db: DbOrTx, since: Date): Promise<Finding[]> {
  const rows = await queryRows<Invoice & { contract_id: string; contract_title: string; end_date: string }>(
    db,
    sql`select ${INVOICE_COLUMNS}, c.id as contract_id, c.title as contract_title, c.end_date::text as end_date
        from invoices n join vendors v on v.id = n.vendor_id
        join lateral (
          select c.id, c.title, c.end_date from contracts c
          where c.vendor_id = n.vendor_id and c.status <> 'draft'
          order by c.end_date desc, c.id limit 1
        ) c on true
        where ${newInvoices(since)} and n.invoice_date > c.end_date
        order by n.invoice_date, n.id`,
  );
  const found = new Map<string, Finding>();
  for (const r of rows) {
    const dedupeKey = `expired-contract:${r.vendor_id}:${r.contract_id}`;
    if (found.has(dedupeKey)) continue;
    found.set(dedupeKey, {
      rule: 'expired-contract',
      dedupeKey,
      type: 'warning',
      title: `Spend after contract expiry: ${r.vendor_name}`,
      description: `${r.invoice_number} for ${money(r.amount)} is dated ${day(r.invoice_date)}, after ${r.contract_id} "${r.contract_title}" with ${r.vendor_name} ended on ${day(r.end_date)}. Renew the contract or move the spend.`,
      action: 'Start Renewal',
      invoiceId: r.id,
      poId: r.po_id,
      vendorId: r.vendor_id,
      department: r.po_department,
      requestorId: r.po_requestor_id,
      details: {
        contractId: r.contract_id,
        contractEnd: r.end_date,
        invoiceNumber: r.invoice_number,
        amount: r.amount,
        invoiceDate: r.invoice_date,
      },
    });
  }
  return [...found.values()];
}
