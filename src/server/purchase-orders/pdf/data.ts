import { asc, eq } from 'drizzle-orm';
import { sumMoney } from '@shared/money';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contracts } from '../../db/schema/contracts';
import { poLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { requisitions } from '../../db/schema/requisitions';
import { vendors } from '../../db/schema/vendors';
import { getSettings } from '../../admin/settings';
import { fullName } from '../../lib/names';
import { notFound } from '../../http/errors';
import { PO_PAYMENT_TERMS, type PoPdfData } from './model';

const present = (parts: (string | null | undefined)[]) =>
  parts.map((p) => p?.trim() ?? '').filter((p) => p !== '');

/**
 * Everything the PDF of one PO shows, in three statements run in turn (inside the caller's
 * transaction when given one): the PO with its vendor, request, requester and contract; its lines;
 * the settings. The caller has already decided the user may see the PO.
 */
export async function loadPoPdfData(db: DbOrTx, poId: string): Promise<PoPdfData> {
  const [row] = await db
    .select({
      po: purchaseOrders,
      vendor: vendors,
      neededBy: requisitions.dateNeededBy,
      shippingAddress: requisitions.shippingAddress,
      deliveryLocation: requisitions.deliveryLocation,
      requester: fullName(users),
      contractTitle: contracts.title,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(requisitions, eq(requisitions.id, purchaseOrders.requisitionId))
    .leftJoin(users, eq(users.id, purchaseOrders.requestorId))
    .leftJoin(contracts, eq(contracts.id, purchaseOrders.contractId))
    .where(eq(purchaseOrders.id, poId));
  if (!row) throw notFound('Purchase order');
  const lines = await db
    .select()
    .from(poLines)
    .where(eq(poLines.purchaseOrderId, poId))
    .orderBy(asc(poLines.lineNo));
  const { companyName, defaultCurrency } = await getSettings(db);
  const { po, vendor: v } = row;
  const cityLine = present([v.city, present([v.state, v.zipCode]).join(' ')]).join(', ');
  const hasContract = po.contractNumber || row.contractTitle;
  return {
    companyName,
    currency: defaultCurrency,
    poNumber: po.poNumber,
    revision: po.revision,
    orderDate: po.approvedAt ?? po.createdAt,
    issuedAt: po.issuedAt,
    deliveryDate: row.neededBy,
    paymentTerms: PO_PAYMENT_TERMS,
    department: po.department,
    requester: row.requester,
    description: po.description,
    vendor: {
      name: v.name,
      contactName: v.contactName,
      email: v.contactEmail,
      phone: v.contactPhone,
      address: present([v.address, cityLine, v.country]),
    },
    shipTo: present([row.shippingAddress, row.deliveryLocation]),
    contract: hasContract
      ? {
          number: po.contractNumber,
          title: row.contractTitle,
          startDate: po.contractStartDate,
          endDate: po.contractEndDate,
        }
      : null,
    blanket: po.isBlanketPo
      ? { limit: po.blanketLimit, validFrom: po.contractStartDate, validTo: po.contractEndDate }
      : null,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      productNumber: l.productNumber,
      description: l.description,
      quantity: l.quantity,
      unit: l.unitOfMeasure,
      unitPrice: l.unitPrice,
      total: l.total,
    })),
    subtotal: sumMoney(lines.map((l) => l.total)),
    total: po.amount,
  };
}
