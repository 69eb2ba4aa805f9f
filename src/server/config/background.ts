/** The job runner of an instance (decision 012). */
export type JobSettings = {
  /** How often an idle runner looks for due jobs (a NOTIFY on PostgreSQL wakes it sooner). */
  pollIntervalMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
};

/** Outbound e-mail: SMTP_URL (none: mail stays in the outbox, not sent) and the From address. */
export type MailSettings = { smtpUrl: string | undefined; from: string };

export const DEFAULT_SMTP_FROM = 'Procura <no-reply@procura.localhost>';

/**
 * SMTP_URL as nodemailer takes it: `smtp://[user:pass@]host[:port]` (STARTTLS when the server offers it)
 * or `smtps://…` (TLS from the start). Anything else stops the start with a clear sentence.
 */
export function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.');
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new Error(
      `SMTP_URL must start with smtp:// or smtps:// and name a host (it is "${url.protocol}//${url.host}").`,
    );
  if (url.port && !(Number(url.port) >= 1 && Number(url.port) <= 65535))
    throw new Error('SMTP_URL has an invalid port.');
  return url.toString();
}

/** SMTP_FROM: an address, optionally with a display name (`Procura <no-reply@example.com>`). */
export function parseSmtpFrom(raw: string | undefined): string {
  const from = raw?.trim() || DEFAULT_SMTP_FROM;
  if (!/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from))
    throw new Error(
      `SMTP_FROM must be an e-mail address, e.g. "Procura <no-reply@example.com>" (it is "${from}").`,
    );
  return from;
}
