import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import type { MessageView } from '@shared/messages/schemas';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/profile/notifications';
import { DEFAULT_SMTP_FROM } from '../config/background';
import { outbox } from '../db/schema/jobs';
import { createJobRunner } from '../jobs/runner';
import { mailDeliveryJob } from '../mail/deliver';
import { sendDueRenewalNotices, renewalSubject } from '../contracts/notices';
import { exportJob } from '../exports/jobs';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team, type User } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { act, pendingStep } from '../test/factories/approvals';
import { createContract } from '../test/factories/contracts';
import { respond, sentRfp } from '../test/factories/rfps';
import { unique } from '../test/factories/unique';
import { startTestSmtp, type TestSmtp } from '../test/smtp';

/**
 * Notification preferences honoured for every kind of notice (issue 13): each kind is set off through
 * the code that really sends it, to a user of a team of its own who chose a channel; the e-mail is
 * looked for at a real SMTP listener (after the mail delivery job ran), the copy in their inbox.
 */
const PUBLIC_URL = 'https://procura.example.com';
let t: TestApp, vendorId: string, smtp: TestSmtp;
beforeAll(async () => {
  ({ t, vendorId } = await createWorld({ env: { PUBLIC_URL } }));
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const runner = () =>
  createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 1, backoffBaseMs: 5 });
const deliverMail = () =>
  runner()
    .register(mailDeliveryJob({ smtpUrl: smtp.url, from: DEFAULT_SMTP_FROM, publicUrl: PUBLIC_URL }))
    .drain();

const submit = (team: Team) =>
  submitRequest(
    t,
    team.employee,
    requestForm({
      department: team.department,
      vendorId,
      lines: [{ description: 'Zznk standing desk', quantity: 2, unitPrice: 700 }],
    }),
  );

type Case = {
  /** Who receives the notice in the team. */
  to: (team: Team) => User;
  /** Sets the notice off the way the app does; answers its subject. */
  fire: (team: Team) => Promise<string>;
};

const CASES: Record<NotificationKind, Case> = {
  // Submitting a request: the manager's step awaits them.
  'approval-needed': {
    to: (team) => team.manager,
    fire: async (team) => `${(await submit(team)).id} awaits your Manager Review`,
  },
  // The manager returns the request: its requester is told.
  'request-decided': {
    to: (team) => team.employee,
    fire: async (team) => {
      const { id } = await submit(team);
      const step = await pendingStep(t, id);
      const res = await act(t, step.id, 'reject', team.manager, { comment: 'Too dear' });
      expect(res.statusCode, res.body).toBe(200);
      return `${id} returned for changes`;
    },
  },
  // The hourly renewal check finds a contract inside its notice period: its contact person is told.
  'contract-renewal': {
    to: (team) => team.legal,
    fire: async (team) => {
      const endDate = isoDate(addDays(new Date(), 10));
      const contract = await createContract(t, {
        vendorId,
        endDate,
        noticePeriodDays: 30,
        title: unique('Zznk renewal'),
        contactUserId: team.legal.id,
      });
      expect(await sendDueRenewalNotices(t.database.db)).toBe(1);
      return renewalSubject(contract.title, endDate);
    },
  },
  // A vendor submits the first response through the RFP link: the RFP's creator is told.
  'rfp-response': {
    to: (team) => team.procurement,
    fire: async (team) => {
      const address = `${unique('bidder')}@zznk.example`;
      const title = unique('Zznk printers');
      const { tokens } = await sentRfp(t, team.procurement, [address], { title });
      const res = await respond(t, tokens.get(address)!);
      expect(res.statusCode, res.body).toBe(200);
      return `First response to RFP: ${title}`;
    },
  },
  // An export written by the export job: its owner is told.
  'export-ready': {
    to: (team) => team.finance,
    fire: async (team) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/analytics/exports',
        payload: { format: 'csv' },
        as: team.finance,
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(
        await runner()
          .register(exportJob({ jobMaxRows: 1000 }))
          .drain(),
      ).toBe(1);
      return 'Your export is ready: Analytics data';
    },
  },
};

async function inboxSubjects(as: Account) {
  const res = await t.request({ method: 'GET', url: '/api/messages?folder=inbox&limit=500', as });
  expect(res.statusCode).toBe(200);
  return (res.json() as MessageView[]).map((m) => m.subject);
}
const queuedTo = (address: string) =>
  t.database.db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(sql`${outbox.toAddresses} @> ${JSON.stringify([address])}::jsonb`);

const ROWS = NOTIFICATION_KINDS.flatMap((kind) =>
  NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel })),
);

describe('every kind of notice honours its recipient’s channel', () => {
  it('covers every kind', () => {
    expect(Object.keys(CASES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(ROWS).toHaveLength(NOTIFICATION_KINDS.length * 3);
  });

  it.each(ROWS)('$kind with $channel', async ({ kind, channel }) => {
    const team = await createTeam(t);
    const who = CASES[kind].to(team);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/profile/notifications',
      as: who,
      payload: { [kind]: channel },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()[kind]).toBe(channel as NotificationChannel);

    const subject = await CASES[kind].fire(team);
    await deliverMail();

    const mails = smtp.received.filter((m) => m.envelopeTo.includes(who.email));
    const inbox = (await inboxSubjects(who)).filter((s) => s === subject);
    if (channel === 'in-app') {
      expect(mails.map((m) => m.parsed.subject)).toEqual([]);
      expect(await queuedTo(who.email)).toEqual([]);
    } else {
      expect(mails.map((m) => m.parsed.subject)).toEqual([subject]);
      expect(mails[0]!.envelopeTo).toEqual([who.email]);
      expect(await queuedTo(who.email)).toEqual([{ kind: `notice.${kind}` }]);
    }
    expect(inbox).toHaveLength(channel === 'email' ? 0 : 1);
  });
});
