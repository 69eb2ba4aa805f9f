import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mail the e2e servers sent, as the mail catcher of scripts/e2e.mjs received it (a real SMTP
 * listener writing one JSON file per mail into E2E_MAIL_DIR): who it went to (the SMTP envelope's
 * recipients, lower case), its subject, its text and the names of its attachments.
 */
export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
  receivedAt: string;
};

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir)
    throw new Error(
      'E2E_MAIL_DIR is not set: run the browser tests with `npm run test:e2e` (it catches the mail).',
    );
  return dir;
}

/** Every mail received so far, oldest first. */
export function receivedMail(): CapturedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CapturedMail);
}

const matches = (mail: CapturedMail, to: string, subject?: string | RegExp) =>
  mail.to.includes(to.toLowerCase()) &&
  (subject === undefined ||
    (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));

/**
 * The first mail to `to` (whose subject holds `subject`, or matches it), once it has arrived: polls
 * the catcher's directory until then, and fails after `timeoutMs` naming what did arrive for `to`.
 */
export async function waitForMail(
  { to, subject }: { to: string; subject?: string | RegExp },
  timeoutMs = 20_000,
): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const all = receivedMail();
    const found = all.find((m) => matches(m, to, subject));
    if (found) return found;
    if (Date.now() > until) {
      const theirs = all.filter((m) => m.to.includes(to.toLowerCase())).map((m) => `"${m.subject}"`);
      throw new Error(
        `No mail to ${to}${subject ? ` with subject ${String(subject)}` : ''} within ${timeoutMs} ms` +
          ` (to ${to}: ${theirs.length ? theirs.join(', ') : 'none'}; ${all.length} mail in all).`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The link of the mail's text to this path (e.g. '/rfp-response'), as a path with its query string
 * (`/rfp-response?token=…`), to open against the test's own server. Fails when the text has none.
 */
export function linkIn(mail: CapturedMail, pathname: string): string {
  for (const [found] of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    // A sentence's full stop after the link is not part of it.
    const url = new URL(found.replace(/[.,;:!?]+$/, ''));
    if (url.pathname === pathname) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`The mail "${mail.subject}" holds no link to ${pathname}:\n${mail.text}`);
}
