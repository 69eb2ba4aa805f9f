import { eq, sql } from 'drizzle-orm';
import type { Permission } from '@shared/auth/roles';
import type { SessionUser } from '@shared/auth/types';
import type { InspectedRecordType } from '@shared/admin/roles';
import type { Refusal } from '@shared/policy';
import { isoDate } from '@shared/format';
import {
  attachRequisitionRefusal,
  editRequisitionRefusal,
  submitRequisitionRefusal,
} from '@shared/requisitions/policies';
import {
  cancelPoRefusal,
  downloadPdfRefusal,
  editPoRefusal,
  issuePoRefusal,
  receivePoRefusal,
  releasePoRefusal,
} from '@shared/purchase-orders/policies';
import { INVOICE_ACTIONS, invoiceRefusal } from '@shared/invoices/policies';
import { decideVendorRequestRefusal, vendorCan } from '@shared/vendors/policies';
import type { VendorStatus } from '@shared/vendors/schemas';
import {
  addVendorsRefusal,
  awardRefusal,
  compareRefusal,
  editWeightsRefusal,
  sendRfpRefusal,
} from '@shared/rfps/policies';
import { forbiddenBecause, NO_PERMISSION_MESSAGE } from '@shared/policy';
import type { DbOrTx } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { rfpVendors, rfps } from '../db/schema/rfps';
import { vendorRequests, vendors } from '../db/schema/vendors';
import { getSettings } from '../admin/settings';
import { poFacts } from '../purchase-orders/facts';
import { stateOf } from '../invoices/lock';

/**
 * Who an action's rule asks for: a permission; a permission and being the record's owner; a
 * permission or being its owner; AP Finance (approve_invoices or the Finance department); anyone.
 */
export type Who = 'permission' | 'permission-and-owner' | 'permission-or-owner' | 'ap-finance' | 'anyone';

/** One action of a record and the refusal of the very policy function the server enforces. */
export type ActionCheck = {
  action: string;
  label: string;
  refusal: Refusal;
  permission: Permission | null;
  who: Who;
};

/** What the inspector knows of one record. */
export type Subject = {
  label: string;
  department: string | null;
  /** The user the record is "own" to (its requester or creator), or null. */
  ownerId: string | null;
  ownerPhrase: string;
  /** A rule of the type beyond the scope (e.g. drafts), said when it refuses. */
  note: string | null;
  actions: ActionCheck[];
};

const check = (
  action: string,
  label: string,
  refusal: Refusal,
  permission: Permission | null,
  who: Who,
): ActionCheck => ({ action, label, refusal, permission, who });

const INVOICE_LABELS: Record<(typeof INVOICE_ACTIONS)[number], string> = {
  match: '3-Way Match',
  resolve: 'Resolve',
  approve: 'Approve',
  pay: 'Pay',
  hold: 'Put on hold',
  dispute: 'Dispute',
  reject: 'Reject',
  release: 'Release',
};

type Loader = (db: DbOrTx, user: SessionUser, id: string) => Promise<Subject | null>;

const LOADERS: Record<InspectedRecordType, Loader> = {
  async requisition(db, user, id) {
    const [r] = await db.select().from(requisitions).where(eq(requisitions.id, id));
    if (!r) return null;
    const facts = { id: r.id, status: r.status, requestorId: r.requestorId };
    const P = 'create_requisitions';
    return {
      label: `${r.id} — ${r.title}`,
      department: r.department,
      ownerId: r.requestorId,
      ownerPhrase: 'the user requested it',
      note: r.status === 'draft' ? 'A draft is seen only by its requester.' : null,
      actions: [
        check('edit', 'Edit', editRequisitionRefusal(user, facts), P, 'permission-and-owner'),
        check('submit', 'Submit', submitRequisitionRefusal(user, facts), P, 'permission-and-owner'),
        check('attach', 'Attach files', attachRequisitionRefusal(user, facts), P, 'permission-and-owner'),
      ],
    };
  },
  async 'purchase-order'(db, user, id) {
    const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    if (!po) return null;
    const facts = await poFacts(db, po);
    const P = 'manage_purchase_orders';
    return {
      label: `${po.poNumber}`,
      department: po.department,
      ownerId: facts.requesterId,
      ownerPhrase: 'the user requested the request it was raised from',
      note: null,
      actions: [
        check('edit', 'Edit', editPoRefusal(user, facts), P, 'permission'),
        check('issue', 'Issue to vendor', issuePoRefusal(user, facts), P, 'permission'),
        check('cancel', 'Cancel', cancelPoRefusal(user, facts), P, 'permission'),
        check('receive', 'Receive goods', receivePoRefusal(user, facts), P, 'permission-or-owner'),
        check(
          'release',
          'Draw a release',
          releasePoRefusal(user, facts, isoDate(new Date())),
          P,
          'permission-or-owner',
        ),
        check('downloadPdf', 'Download PDF', downloadPdfRefusal(facts), null, 'anyone'),
      ],
    };
  },
  async invoice(db, user, id) {
    const [inv] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!inv) return null;
    const settings = await getSettings(db);
    const facts = { ...stateOf(inv), createdBy: inv.createdBy };
    return {
      label: inv.invoiceNumber,
      department: inv.poDepartment,
      ownerId: inv.poRequestorId,
      ownerPhrase: 'the user requested the purchase order it bills',
      note:
        inv.poDepartment === null
          ? 'An invoice that names no PO is seen only by all-department roles.'
          : null,
      actions: INVOICE_ACTIONS.map((a) =>
        check(
          a,
          INVOICE_LABELS[a],
          invoiceRefusal(user, facts, settings, a),
          'approve_invoices',
          'ap-finance',
        ),
      ),
    };
  },
  async vendor(db, user, id) {
    const [v] = await db.select().from(vendors).where(eq(vendors.id, id));
    if (!v) return null;
    const can = vendorCan(user, { status: v.status as VendorStatus });
    return {
      label: v.name,
      department: null,
      ownerId: null,
      ownerPhrase: '',
      note: null,
      actions: [
        check(
          'edit',
          'Edit vendor',
          can.edit ? null : forbiddenBecause(NO_PERMISSION_MESSAGE),
          'manage_vendors',
          'permission',
        ),
        check(
          'shop',
          'Shop',
          can.shop
            ? null
            : {
                code: 'conflict',
                message: `${v.name} is ${v.status}; only active vendors are offered for shopping.`,
              },
          null,
          'anyone',
        ),
      ],
    };
  },
  async 'vendor-request'(db, user, id) {
    const [r] = await db.select().from(vendorRequests).where(eq(vendorRequests.id, id));
    if (!r) return null;
    const facts = { requestedBy: r.requestedBy, status: r.status };
    return {
      label: `${r.id} — ${r.companyName}`,
      department: null,
      ownerId: r.requestedBy,
      ownerPhrase: 'the user requested it',
      note: 'New-vendor requests: one’s own; every request for manage_vendors and view_all_financial_data.',
      actions: [
        check(
          'approve',
          'Approve',
          decideVendorRequestRefusal(user, facts, 'approve'),
          'manage_vendors',
          'permission',
        ),
        check(
          'reject',
          'Reject',
          decideVendorRequestRefusal(user, facts, 'reject'),
          'manage_vendors',
          'permission',
        ),
      ],
    };
  },
  async contract(db, _user, id) {
    const [c] = await db.select().from(contracts).where(eq(contracts.id, id));
    if (!c) return null;
    return {
      label: `${c.id} — ${c.title}`,
      department: null,
      ownerId: null,
      ownerPhrase: '',
      note: null,
      actions: [],
    };
  },
  async rfp(db, user, id) {
    const [r] = await db.select().from(rfps).where(eq(rfps.id, id));
    if (!r) return null;
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rfpVendors)
      .where(eq(rfpVendors.rfpId, id));
    const state = { ...r, vendorCount: n?.n ?? 0 };
    const now = new Date();
    const P = 'manage_rfps';
    return {
      label: `${r.id} — ${r.title}`,
      department: r.department,
      ownerId: null,
      ownerPhrase: '',
      note: null,
      actions: [
        check('send', 'Send', sendRfpRefusal(user, state, now), P, 'permission'),
        check('addVendors', 'Add vendors', addVendorsRefusal(user, state, now), P, 'permission'),
        check('editWeights', 'Edit weights', editWeightsRefusal(user, state), P, 'permission'),
        check('compare', 'Compare responses', compareRefusal(state, now), null, 'anyone'),
        check('award', 'Award', awardRefusal(user, state, now), P, 'permission'),
      ],
    };
  },
};

/** The record as the inspector explains it, with each action's refusal for `user`; null when missing. */
export const loadSubject = (db: DbOrTx, user: SessionUser, type: InspectedRecordType, id: string) =>
  LOADERS[type](db, user, id);
