import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness';
import { unique } from './unique';
import { attachments } from '../../db/schema/attachments';
import { rfpResponses, rfpVendors, rfps } from '../../db/schema/rfps';

/**
 * Test-only: an RFP as sending and the vendors' responses leave it (rows written directly: the
 * comparison and award tests start where bidding ends), its invitations, responses and their files.
 * Bidding has closed (closes_at an hour ago) unless `open`; `closeBidding` makes the deadline pass.
 */
type Bid = {
  email: string;
  vendorId?: string | null;
  status?: 'draft' | 'submitted';
  companyName?: string | null;
  contactName?: string | null;
  amount: string;
  lines?: { description: string; quantity: string; unitPrice: string }[];
  leadTimeDays?: number | null;
  validUntil?: string | null;
  /** Linked to a vendor in the vendor master on its invitation (not on the response). */
  invitedVendorId?: string | null;
};

export type Scenario = { rfpId: string; responseIds: string[] };

const HOUR = 3_600_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function makeRfpWithBids(
  t: TestApp,
  opts: {
    department: string;
    createdBy: string;
    bids: Bid[];
    open?: boolean;
    category?: string;
    budget?: string | null;
    status?: 'sent' | 'responses' | 'closed';
    weights?: { price: number; delivery: number; onTime: number };
    title?: string;
  },
): Promise<Scenario> {
  const db = t.database.db;
  const rfpId = unique('rfp-zz');
  const closesAt = new Date(Date.now() + (opts.open ? 48 : -1) * HOUR);
  await db.insert(rfps).values({
    id: rfpId,
    title: opts.title ?? `Zzrfp ${rfpId}`,
    category: opts.category ?? 'Equipment',
    description: 'Laptops for the new office',
    requirements: 'Delivery within 30 days',
    budget: opts.budget ?? null,
    deadline: isoDay(new Date(closesAt.getTime() - 12 * HOUR)),
    closesAt,
    biddingClosedAt: opts.open ? null : closesAt,
    contactEmail: 'buyer@procura.example',
    department: opts.department,
    status: opts.status ?? 'responses',
    createdBy: opts.createdBy,
    createdDate: new Date(Date.now() - 240 * HOUR),
    sentAt: new Date(Date.now() - 239 * HOUR),
    ...(opts.weights
      ? {
          weightPrice: opts.weights.price,
          weightDelivery: opts.weights.delivery,
          weightOnTime: opts.weights.onTime,
        }
      : {}),
  });
  await db.insert(rfpVendors).values(
    opts.bids.map((b, i) => ({
      rfpId,
      email: b.email,
      id: `${rfpId}-inv${i + 1}`,
      vendorId: b.invitedVendorId ?? null,
      invitedAt: new Date(Date.now() - 239 * HOUR),
    })),
  );
  const responseIds = opts.bids.map((_, i) => `${rfpId}-r${i + 1}`);
  await db.insert(rfpResponses).values(
    opts.bids.map((b, i) => ({
      id: responseIds[i]!,
      rfpId,
      vendorEmail: b.email,
      vendorId: b.vendorId ?? null,
      status: b.status ?? 'submitted',
      companyName: b.companyName ?? null,
      contactName: b.contactName ?? null,
      amount: b.amount,
      lines: b.lines ?? [],
      leadTimeDays: b.leadTimeDays ?? null,
      validUntil: b.validUntil ?? null,
      submittedAt: (b.status ?? 'submitted') === 'submitted' ? new Date(Date.now() - (100 - i) * HOUR) : null,
    })),
  );
  return { rfpId, responseIds };
}

/** Bidding ends now: the deadline has passed (as the deadline job leaves the RFP). */
export async function closeBidding(t: TestApp, rfpId: string) {
  const past = new Date(Date.now() - 1000);
  await t.database.db.update(rfps).set({ closesAt: past, biddingClosedAt: past }).where(eq(rfps.id, rfpId));
}

/** A file of a response, stored as the response page stores it. */
export async function addResponseFile(t: TestApp, responseId: string, fileName: string, content: string) {
  const id = unique('att');
  await t.database.db.insert(attachments).values({
    id,
    ownerType: 'rfp-response',
    ownerId: responseId,
    fileName,
    mimeType: 'application/pdf',
    size: Buffer.byteLength(content),
    content: Buffer.from(content),
  });
  return id;
}
