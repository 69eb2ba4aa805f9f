import type { mailboxEntries, messages } from '../db/schema/messages';
import type { SeedClock } from './demo-clock';
import { USER_EMAILS, USER_NAMES } from './demo-users';
import { formatCurrency } from '@shared/format';
import { REQ_SPECS, reqTotal } from './demo-requisitions';
import {
  messageFiles,
  recordId,
  type DemoRecords,
  type MessageFileRow,
  type RecordRef,
} from './demo-message-parts';

type MessageRow = typeof messages.$inferInsert;
type EntryRow = typeof mailboxEntries.$inferInsert;

/** An inbox copy: owner, delivered (unread) or read, and flags. */
type Inbox = [owner: string, status: 'delivered' | 'read', flags?: { starred?: boolean; archived?: boolean }];
type Spec = {
  /** A user id, or [address, name] for vendors and the system. */
  from: string | [string, string];
  to: string[];
  subject: string;
  content: string;
  type: 'rfp' | 'internal' | 'vendor' | 'system';
  thread: number;
  /** Minutes ago. */
  minutes: number;
  inbox: Inbox[];
  attachments?: string[];
  /** The record the message is about, by its natural key (a requisition's or contract's number, an RFP's title). */
  record?: RecordRef;
};

const SYSTEM: [string, string] = ['system@procura.test', 'Procura System'];
const M = 1;
const H = 60;
const D = 24 * 60;

/**
 * Sarah Chen (user-001) has 9 inbox copies: exactly 5 unread (msg-001…005), the rest read, msg-006
 * starred and msg-008 archived; she sent msg-009, msg-010 and msg-012. The notices (system) and the
 * RFP mail link the demo record they are about; the attachment names are stored placeholder files.
 */
function specs(year: number): Spec[] {
  const req = (n: number) => `REQ-${year}-${String(n).padStart(3, '0')}`;
  const displays = formatCurrency(reqTotal(REQ_SPECS.find((r) => r.n === 2)!));
  const rfp = 'Managed IT Services & Help Desk Support';
  /** A notice like the approval chain's (tellApprovers): one per request, linking it. */
  const awaits = (n: number, thread: number, minutes: number): Spec => {
    const r = REQ_SPECS.find((s) => s.n === n)!;
    return {
      from: SYSTEM,
      to: ['user-004'],
      type: 'system',
      thread,
      minutes,
      inbox: [['user-004', 'delivered']],
      record: ['requisition', req(n)],
      subject: `${req(n)} awaits your Manager Review`,
      content: `${req(n)} (${r.title}), requested by ${USER_NAMES[r.requestor]} for ${formatCurrency(reqTotal(r))}, awaits your Manager Review. Approve or reject it in the Approvals queue.`,
    };
  };
  return [
    {
      from: ['karen.mitchell@staples-advantage.com', 'Karen Mitchell (Staples)'],
      to: ['user-001'],
      type: 'vendor',
      thread: 1,
      minutes: 25 * M,
      inbox: [['user-001', 'delivered']],
      subject: 'Renewal of your office supplies agreement (CTR-001)',
      content: `Hi Sarah,\n\nYour office supplies blanket agreement CTR-001 (blanket PO PO-10002) ends in 15 days. We can hold current catalog pricing for another 12 months if we sign the renewal before the end date. Could we schedule a call this week?\n\nBest regards,\nKaren Mitchell\nStaples Business Advantage`,
    },
    {
      from: SYSTEM,
      to: ['user-001'],
      type: 'system',
      thread: 2,
      minutes: 2 * H,
      inbox: [['user-001', 'delivered']],
      record: ['requisition', req(2)],
      subject: `Approval overdue: ${req(2)} Conference Room Display Upgrade`,
      content: `${req(2)} (Emily Davis, IT, ${displays}) has been waiting for your Final Approval for more than 3 days.`,
    },
    {
      from: 'user-003',
      to: ['user-001'],
      type: 'internal',
      thread: 3,
      minutes: 3 * H,
      inbox: [['user-001', 'delivered']],
      subject: `Question about display requisition ${req(2)}`,
      content: `Hi Sarah, my conference room display request ${req(2)} is still waiting for your final approval. Is there anything I should add to speed it up? The old projectors keep failing in hybrid meetings.\n\nThanks,\nEmily`,
    },
    {
      from: ['megan.walsh@cdw.com', 'Megan Walsh (CDW)'],
      to: ['user-001'],
      type: 'rfp',
      thread: 4,
      minutes: 2 * D,
      inbox: [['user-001', 'delivered']],
      attachments: ['CDW_Managed_IT_Proposal.pdf'],
      record: ['rfp', rfp],
      subject: `Proposal: ${rfp}`,
      content:
        'Please find attached our proposal for the Managed IT Services & Help Desk Support RFP. Our price includes an on-site technician two days per week. We are happy to present it to your team.',
    },
    {
      from: 'user-002',
      to: ['user-001'],
      type: 'internal',
      thread: 5,
      minutes: 1 * D + 3 * H,
      inbox: [['user-001', 'delivered']],
      subject: 'IT hardware budget at 87%',
      content:
        'Sarah, IT computer equipment (4000-002) is at 87% utilization with three months remaining. Before approving more hardware, can we check whether the pending laptop and display requests can be phased into next year?\n\nMichael',
    },
    {
      from: ['brian.foster@dell.com', 'Brian Foster (Dell)'],
      to: ['user-001'],
      type: 'vendor',
      thread: 6,
      minutes: 3 * D,
      inbox: [['user-001', 'read', { starred: true }]],
      attachments: ['Dell_Packing_List_PO-10003.pdf'],
      subject: 'Shipment confirmation for PO-10003',
      content:
        'The first 40 monitors and docks on PO-10003 were delivered. The remaining 20 of each ship next week; tracking numbers will follow.',
    },
    {
      from: 'user-006',
      to: ['user-001'],
      type: 'internal',
      thread: 7,
      minutes: 4 * D + 2 * H,
      inbox: [['user-001', 'read']],
      subject: 'Legal review: Herman Miller terms on PO-10001',
      content:
        'I am reviewing the installation terms on PO-10001. The limitation of liability clause differs from CTR-010; I will have comments by Friday.\n\nRobert',
    },
    {
      from: SYSTEM,
      to: ['user-001'],
      type: 'system',
      thread: 8,
      minutes: 8 * D,
      inbox: [['user-001', 'read', { archived: true }]],
      record: ['contract', 'CTR-002'],
      subject: 'Renewal notice: Security Monitoring & Access Control Services (CTR-002)',
      content:
        'CTR-002 with ADT Commercial reaches its 60-day notice period. Decide on renewal or termination before the notice deadline.',
    },
    {
      from: 'user-001',
      to: ['user-003'],
      type: 'internal',
      thread: 3,
      minutes: 2 * H,
      inbox: [['user-003', 'delivered']],
      subject: `Re: Question about display requisition ${req(2)}`,
      content:
        'Hi Emily, it is next in my approval queue. Attaching the projector service tickets to the request would help; I will decide on it today.\n\nSarah',
    },
    {
      from: 'user-001',
      to: [
        'vhuang@northstarit.com',
        'megan.walsh@cdw.com',
        'bids@techforce-services.com',
        'rfp@apexmanagedit.com',
      ],
      type: 'rfp',
      thread: 4,
      minutes: 23 * D,
      inbox: [],
      attachments: ['RFP_Managed_IT_Services.pdf'],
      record: ['rfp', rfp],
      subject: `Invitation: RFP for ${rfp}`,
      content:
        'You are invited to respond to our RFP for Managed IT Services & Help Desk Support. Requirements and the response template are attached; proposals are due by the deadline stated in the document.',
    },
    {
      from: 'user-004',
      to: ['user-003', 'user-001'],
      type: 'internal',
      thread: 9,
      minutes: 6 * D,
      // Per-user state: Emily starred her copy, Sarah's is not.
      inbox: [
        ['user-003', 'read', { starred: true }],
        ['user-001', 'read'],
      ],
      subject: 'Monitor delivery schedule',
      content:
        'The Dell monitors arrive in two shipments. Emily, please coordinate desk setup with facilities for the first 40.',
    },
    {
      from: 'user-001',
      to: ['user-002'],
      type: 'internal',
      thread: 5,
      minutes: 20 * H,
      inbox: [['user-002', 'delivered']],
      subject: 'Re: IT hardware budget at 87%',
      content:
        'Understood, Michael. I will hold the display upgrade until January and prioritise the laptop refresh.',
    },
    {
      from: SYSTEM,
      to: ['user-003'],
      type: 'system',
      thread: 10,
      minutes: 7 * D,
      inbox: [['user-003', 'delivered']],
      record: ['requisition', req(14)],
      subject: `Your request ${req(14)} needs updates`,
      content: `${req(14)} Standing Desks for the IT Team was returned: please attach two competing quotes and confirm the delivery location.`,
    },
    {
      from: SYSTEM,
      to: ['user-002', 'user-012'],
      type: 'system',
      thread: 11,
      minutes: 1 * D,
      inbox: [
        ['user-002', 'delivered'],
        ['user-012', 'delivered'],
      ],
      // A digest over three invoices: no one record to link.
      subject: 'Invoice exceptions awaiting review',
      content:
        'Three invoices have 3-way match exceptions (two disputed, one on hold). Open Invoice Processing to resolve them.',
    },
    awaits(5, 12, 1 * D),
    awaits(8, 13, 7 * H),
  ];
}

export function buildMessages(clock: SeedClock, records: DemoRecords) {
  const rows: MessageRow[] = [];
  const entries: EntryRow[] = [];
  const files: MessageFileRow[] = [];
  let entryNo = 0;
  const entryId = () => `mbx-${String(++entryNo).padStart(3, '0')}`;
  const address = (to: string) => USER_EMAILS[to] ?? to;
  specs(clock.year).forEach((s, i) => {
    const id = `msg-${String(i + 1).padStart(3, '0')}`;
    const timestamp = new Date(clock.today.getTime() - s.minutes * 60_000);
    const [fromAddress, fromName] =
      typeof s.from === 'string' ? [USER_EMAILS[s.from]!, USER_NAMES[s.from]!] : s.from;
    rows.push({
      id,
      fromUserId: typeof s.from === 'string' ? s.from : null,
      fromAddress,
      fromName,
      toAddresses: s.to.map(address),
      subject: s.subject,
      content: s.content,
      type: s.type,
      threadId: `thread-${String(s.thread).padStart(3, '0')}`,
      attachmentNames: s.attachments ?? [],
      recordType: s.record?.[0] ?? null,
      recordId: s.record ? recordId(records, s.record) : null,
      timestamp,
    });
    files.push(...messageFiles(rows.at(-1)!));
    if (typeof s.from === 'string') {
      entries.push({
        id: entryId(),
        messageId: id,
        ownerId: s.from,
        folder: 'sent',
        status: 'sent',
        createdAt: timestamp,
      });
    }
    for (const [ownerId, status, flags] of s.inbox) {
      entries.push({
        id: entryId(),
        messageId: id,
        ownerId,
        folder: 'inbox',
        status,
        isStarred: flags?.starred ?? false,
        isArchived: flags?.archived ?? false,
        readAt: status === 'read' ? new Date(timestamp.getTime() + 20 * 60_000) : null,
        createdAt: timestamp,
      });
    }
  });
  return { rows, entries, files };
}
