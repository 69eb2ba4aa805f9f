import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

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
