import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEFAULT_SMTP_FROM } from '../config/background';
import type { Database } from '../db/client';
import { createJobRunner } from '../jobs/runner';
import { mailDeliveryJob } from '../mail/deliver';

export type CapturedMail = { envelopeTo: string[]; parsed: ParsedMail };

export type TestSmtp = {
  url: string;
  received: CapturedMail[];
  /** Recipients the server was asked for (accepted or not). */
  attempts: string[][];
  close: () => Promise<void>;
};

/**
 * A real SMTP listener in the test process on a free port (no TLS, no auth), keeping every mail it
 * accepts, parsed. `reject` refuses every recipient with a 550, as a server that will not take the mail.
 */
export async function startTestSmtp(opts: { reject?: string } = {}): Promise<TestSmtp> {
  const received: CapturedMail[] = [];
  const attempts: string[][] = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (!opts.reject) return callback();
      attempts.push([address.address]);
      const err = Object.assign(new Error(opts.reject), { responseCode: 550 });
      callback(err);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          attempts.push(to);
          received.push({ envelopeTo: to, parsed });
          callback();
        })
        .catch(callback);
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Delivers the queued mail through the test's SMTP listener, as the running server's job runner does. */
export const deliverQueuedMail = (database: Database, smtp: TestSmtp, publicUrl: string) =>
  createJobRunner(database, { pollIntervalMs: 60_000, concurrency: 2, backoffBaseMs: 5 })
    .register(mailDeliveryJob({ smtpUrl: smtp.url, from: DEFAULT_SMTP_FROM, publicUrl }))
    .drain();

/** The mail the listener took for this address with this subject. */
export const mailTo = (smtp: TestSmtp, address: string, subject: string) =>
  smtp.received.find((m) => m.envelopeTo.includes(address) && m.parsed.subject === subject);

/** The token of a vendor reply link in a mail's text. */
export const replyTokenIn = (text: string) => {
  const match = /\/vendor-reply\?token=([A-Za-z0-9_%-]+)/.exec(text);
  return match ? decodeURIComponent(match[1]!) : undefined;
};
