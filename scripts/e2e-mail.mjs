// The browser tests' mail catcher: a real SMTP listener (no TLS, no auth) on a free local port that
// accepts every recipient and writes each mail it receives as one JSON file into `dir`:
// { to: [envelope recipients], subject, text, attachments: [file names], receivedAt }. A file appears
// whole (written aside, then renamed), so a test polling the directory never reads half a mail
// (e2e/support/mail.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** Starts the listener; answers its `url` (for SMTP_URL) and `close()`. */
export async function startMailCatcher(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((a) => a.filename ?? ''),
            receivedAt: new Date().toISOString(),
          };
          const name = `${Date.now()}-${String(++count).padStart(5, '0')}.json`;
          const aside = path.join(dir, `.${name}.tmp`);
          writeFileSync(aside, JSON.stringify(mail, null, 2));
          renameSync(aside, path.join(dir, name));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
